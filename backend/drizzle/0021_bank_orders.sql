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
ALTER TABLE "tenpay_bank_order_items" ADD CONSTRAINT "tenpay_bank_order_items_order_id_tenpay_bank_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."tenpay_bank_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenpay_bank_order_items" ADD CONSTRAINT "tenpay_bank_order_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenpay_bank_order_items" ADD CONSTRAINT "tenpay_bank_order_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenpay_bank_orders" ADD CONSTRAINT "tenpay_bank_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenpay_bank_order_items_order_idx" ON "tenpay_bank_order_items" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE INDEX "tenpay_bank_orders_tenant_created_idx" ON "tenpay_bank_orders" USING btree ("tenant_id","created_at","id");