ALTER TABLE "antifraud_rules" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "routing_configurations" ADD COLUMN "requested_at" timestamp with time zone;