ALTER TABLE "users" ADD COLUMN "merchant_permissions" uuid[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_method_permissions" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "service_provider_permissions" text[];