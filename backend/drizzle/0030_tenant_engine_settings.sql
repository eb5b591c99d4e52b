CREATE TABLE "fee_receivers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"fee_type" text NOT NULL,
	"receiver" text NOT NULL,
	"partner_name" text,
	"payment_method" text,
	"currency" text,
	"basis_points" integer DEFAULT 0 NOT NULL,
	"fixed_amount" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"billing_currency" text NOT NULL,
	"invoice_day" integer NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"invoice_address" text NOT NULL,
	"monthly_minimum" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelist_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"imported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decline_pending_ratio_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"threshold_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"crossed" text NOT NULL,
	"payments" integer NOT NULL,
	"declined" integer NOT NULL,
	"pending" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decline_pending_ratio_thresholds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid,
	"declined_percent" double precision,
	"pending_percent" double precision,
	"window_minutes" integer NOT NULL,
	"minimum_payments" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_fees" ADD COLUMN "receiver" text;--> statement-breakpoint
ALTER TABLE "transaction_fees" ADD COLUMN "fee_receiver_id" uuid;--> statement-breakpoint
ALTER TABLE "fee_receivers" ADD CONSTRAINT "fee_receivers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD CONSTRAINT "whitelist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD CONSTRAINT "whitelist_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_alerts" ADD CONSTRAINT "decline_pending_ratio_alerts_threshold_id_decline_pending_ratio_thresholds_id_fk" FOREIGN KEY ("threshold_id") REFERENCES "public"."decline_pending_ratio_thresholds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_alerts" ADD CONSTRAINT "decline_pending_ratio_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_alerts" ADD CONSTRAINT "decline_pending_ratio_alerts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_thresholds" ADD CONSTRAINT "decline_pending_ratio_thresholds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_thresholds" ADD CONSTRAINT "decline_pending_ratio_thresholds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_receivers_tenant_mode_type_idx" ON "fee_receivers" USING btree ("tenant_id","mode","fee_type");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_settings_tenant_key" ON "billing_settings" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_entries_merchant_type_value_key" ON "whitelist_entries" USING btree ("merchant_id","type","value");--> statement-breakpoint
CREATE INDEX "whitelist_entries_tenant_created_idx" ON "whitelist_entries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "decline_pending_ratio_alerts_window_key" ON "decline_pending_ratio_alerts" USING btree ("threshold_id","merchant_id","window_start");--> statement-breakpoint
CREATE INDEX "decline_pending_ratio_alerts_tenant_idx" ON "decline_pending_ratio_alerts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "decline_pending_ratio_thresholds_owner_key" ON "decline_pending_ratio_thresholds" USING btree ("tenant_id",coalesce("merchant_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "transaction_fees_receiver_idx" ON "transaction_fees" USING btree ("fee_receiver_id");