CREATE TABLE "bank_deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"transaction_id" uuid,
	"utr" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_bank" text NOT NULL,
	"payer_account" text NOT NULL,
	"narrative" text NOT NULL,
	"credited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_deposits_tenant_mode_credited_idx" ON "bank_deposits" USING btree ("tenant_id","mode","credited_at","id");--> statement-breakpoint
CREATE INDEX "bank_deposits_merchant_mode_credited_idx" ON "bank_deposits" USING btree ("merchant_id","mode","credited_at","id");--> statement-breakpoint
CREATE INDEX "bank_deposits_transaction_idx" ON "bank_deposits" USING btree ("transaction_id");