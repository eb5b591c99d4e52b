ALTER TABLE "transactions" ADD COLUMN "parent_external_id" text;--> statement-breakpoint
-- Follow-ups written before (ADR 0126): their parents' external ids, once. Rows written later carry it from their
-- writer; a row still without it has its parent read by the lookup, as before.
UPDATE "transactions" AS c SET "parent_external_id" = p."external_id" FROM "transactions" AS p
  WHERE c."parent_id" = p."id" AND c."parent_external_id" IS NULL;
