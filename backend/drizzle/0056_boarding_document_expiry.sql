ALTER TABLE "document_types" ADD COLUMN "validity_months" integer;--> statement-breakpoint
ALTER TABLE "boarding_documents" ADD COLUMN "expiry_notified_at" timestamp with time zone;