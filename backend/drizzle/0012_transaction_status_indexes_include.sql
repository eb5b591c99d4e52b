-- Status + payment method or type (e.g. card + Declined) and the capped count of such a page: with the
-- method and type in the status indexes, PostgreSQL filters them index-only instead of reading every row
-- of the status in the date range from the heap. Drizzle's index builder cannot say INCLUDE, hence SQL.
DROP INDEX IF EXISTS "transactions_tenant_mode_status_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_tenant_mode_status_created_idx" ON "transactions" USING btree ("tenant_id","mode","status","created_at","id") INCLUDE ("payment_method","type");--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_merchant_mode_status_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_merchant_mode_status_created_idx" ON "transactions" USING btree ("merchant_id","mode","status","created_at","id") INCLUDE ("payment_method","type");
