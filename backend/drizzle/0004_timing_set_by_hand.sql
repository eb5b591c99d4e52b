ALTER TABLE "support_tickets" ADD COLUMN "timing_set_by_hand" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Flags kept by the interim build in scoping_polls_left (values of 256 and more) move to their own column.
UPDATE "support_tickets" SET "timing_set_by_hand" = "scoping_polls_left" - 256 WHERE "scoping_polls_left" >= 256;
