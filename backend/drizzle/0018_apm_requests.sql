CREATE TABLE "apm_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"transaction_id" uuid,
	"reference" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"provider_reference" text,
	"payer_name" text,
	"payer_account" text,
	"bank_name" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apm_requests" ADD CONSTRAINT "apm_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apm_requests" ADD CONSTRAINT "apm_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apm_requests" ADD CONSTRAINT "apm_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apm_requests_tenant_mode_created_idx" ON "apm_requests" USING btree ("tenant_id","mode","created_at","id");--> statement-breakpoint
CREATE INDEX "apm_requests_merchant_mode_created_idx" ON "apm_requests" USING btree ("merchant_id","mode","created_at","id");--> statement-breakpoint
CREATE INDEX "apm_requests_transaction_idx" ON "apm_requests" USING btree ("transaction_id");