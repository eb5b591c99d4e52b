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
CREATE TABLE "tenpay_bank_order_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"value_date" text,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payer" text NOT NULL,
	"status" text NOT NULL,
	"error_text" text,
	"error_params" jsonb,
	"transaction_id" uuid
);
--> statement-breakpoint
CREATE TABLE "tenpay_bank_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"uploaded_by_id" uuid NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"entry_mode" text NOT NULL,
	"card_first6" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_currency" text,
	"rate" numeric(14, 6),
	"markup_bps" integer,
	"converted_amount" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"terminal_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"model" text NOT NULL,
	"location" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apm_requests" ADD CONSTRAINT "apm_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apm_requests" ADD CONSTRAINT "apm_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apm_requests" ADD CONSTRAINT "apm_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_deposits" ADD CONSTRAINT "bank_deposits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenpay_bank_order_items" ADD CONSTRAINT "tenpay_bank_order_items_order_id_tenpay_bank_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."tenpay_bank_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenpay_bank_order_items" ADD CONSTRAINT "tenpay_bank_order_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenpay_bank_order_items" ADD CONSTRAINT "tenpay_bank_order_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenpay_bank_orders" ADD CONSTRAINT "tenpay_bank_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apm_requests_tenant_mode_created_idx" ON "apm_requests" USING btree ("tenant_id","mode","created_at","id");--> statement-breakpoint
CREATE INDEX "apm_requests_merchant_mode_created_idx" ON "apm_requests" USING btree ("merchant_id","mode","created_at","id");--> statement-breakpoint
CREATE INDEX "apm_requests_transaction_idx" ON "apm_requests" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "bank_deposits_tenant_mode_credited_idx" ON "bank_deposits" USING btree ("tenant_id","mode","credited_at","id");--> statement-breakpoint
CREATE INDEX "bank_deposits_merchant_mode_credited_idx" ON "bank_deposits" USING btree ("merchant_id","mode","credited_at","id");--> statement-breakpoint
CREATE INDEX "bank_deposits_transaction_idx" ON "bank_deposits" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "tenpay_bank_order_items_order_idx" ON "tenpay_bank_order_items" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE INDEX "tenpay_bank_orders_tenant_created_idx" ON "tenpay_bank_orders" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "terminal_transactions_tenant_mode_created_idx" ON "terminal_transactions" USING btree ("tenant_id","mode","created_at","id");--> statement-breakpoint
CREATE INDEX "terminal_transactions_terminal_created_idx" ON "terminal_transactions" USING btree ("terminal_id","created_at");--> statement-breakpoint
CREATE INDEX "terminals_tenant_idx" ON "terminals" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "terminals_merchant_idx" ON "terminals" USING btree ("merchant_id");