-- A bank order line matched by hand: who and when (the line keeps the transaction and its status as the upload set them otherwise).
ALTER TABLE "tenpay_bank_order_items" ADD COLUMN "matched_by_name" text;--> statement-breakpoint
ALTER TABLE "tenpay_bank_order_items" ADD COLUMN "matched_at" timestamp with time zone;