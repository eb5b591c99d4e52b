CREATE TABLE "default_parameters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"time_zone" text NOT NULL,
	"settlement_delay_days" integer NOT NULL,
	"rolling_reserve_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"accepted_file_types" text[] NOT NULL,
	"max_size_mb" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_currencies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"processing" boolean DEFAULT true NOT NULL,
	"settlement" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_variables" (
	"key" text PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"description" text NOT NULL,
	"minimum" integer,
	"maximum" integer,
	"unit" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banking_channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"country_id" text NOT NULL,
	"currency" text NOT NULL,
	"scheme" text NOT NULL,
	"purpose" text NOT NULL,
	"account_identifier" text NOT NULL,
	"bic" text,
	"api_username" text,
	"secret" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mids" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"mid" text NOT NULL,
	"service_provider_id" text NOT NULL,
	"acquirer_bin" text NOT NULL,
	"acquirer_country_id" text NOT NULL,
	"mcc" text NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"descriptor" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mpi_configurations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"card_scheme" text NOT NULL,
	"three_ds_version" text NOT NULL,
	"directory_server_url" text NOT NULL,
	"acquirer_bin" text NOT NULL,
	"requestor_id" text NOT NULL,
	"merchant_name" text NOT NULL,
	"challenge_preference" text NOT NULL,
	"secret" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_providers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country_id" text NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"endpoint_url" text,
	"secret" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "confirmation_levels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"action" text NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"threshold_major" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_mappings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"service_provider_id" text NOT NULL,
	"provider_code" text NOT NULL,
	"decline_reason" text NOT NULL,
	"payer_message" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_mids" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"channel_id" uuid NOT NULL,
	"mid" text NOT NULL,
	"descriptor" text DEFAULT '' NOT NULL,
	"api_secret" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_whitelist" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channel_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"max_amount" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"fee_percent" double precision DEFAULT 0 NOT NULL,
	"fee_fixed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_promotions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"area" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reverts_id" uuid,
	"requested_by_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"changes" jsonb NOT NULL,
	"reenter_in_live" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"public_key" text DEFAULT '' NOT NULL,
	"secret_key" text,
	"callback_url" text DEFAULT '' NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "alpha3" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "numeric_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "numeric_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "symbol" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "native_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD COLUMN "mid_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "category" text DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "supported_currencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "capabilities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "supported_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "supported_currencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "api_base_url" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "transaction_fees" ADD COLUMN "receiver" text;--> statement-breakpoint
ALTER TABLE "transaction_fees" ADD COLUMN "fee_receiver_id" uuid;--> statement-breakpoint
ALTER TABLE "default_parameters" ADD CONSTRAINT "default_parameters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_currencies" ADD CONSTRAINT "platform_currencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_currencies" ADD CONSTRAINT "platform_currencies_currency_currencies_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_channels" ADD CONSTRAINT "banking_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_channels" ADD CONSTRAINT "banking_channels_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_channels" ADD CONSTRAINT "banking_channels_currency_currencies_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mids" ADD CONSTRAINT "mids_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mids" ADD CONSTRAINT "mids_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mids" ADD CONSTRAINT "mids_acquirer_country_id_countries_id_fk" FOREIGN KEY ("acquirer_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpi_configurations" ADD CONSTRAINT "mpi_configurations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_providers" ADD CONSTRAINT "pos_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_providers" ADD CONSTRAINT "pos_providers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receivers" ADD CONSTRAINT "fee_receivers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD CONSTRAINT "whitelist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelist_entries" ADD CONSTRAINT "whitelist_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_alerts" ADD CONSTRAINT "decline_pending_ratio_alerts_threshold_id_decline_pending_ratio_thresholds_id_fk" FOREIGN KEY ("threshold_id") REFERENCES "public"."decline_pending_ratio_thresholds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_alerts" ADD CONSTRAINT "decline_pending_ratio_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_alerts" ADD CONSTRAINT "decline_pending_ratio_alerts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_thresholds" ADD CONSTRAINT "decline_pending_ratio_thresholds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decline_pending_ratio_thresholds" ADD CONSTRAINT "decline_pending_ratio_thresholds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_levels" ADD CONSTRAINT "confirmation_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_levels" ADD CONSTRAINT "confirmation_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_mappings" ADD CONSTRAINT "error_mappings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_mappings" ADD CONSTRAINT "error_mappings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_mappings" ADD CONSTRAINT "error_mappings_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_mids" ADD CONSTRAINT "merchant_mids_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_mids" ADD CONSTRAINT "merchant_mids_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_mids" ADD CONSTRAINT "merchant_mids_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_whitelist" ADD CONSTRAINT "merchant_whitelist_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_whitelist" ADD CONSTRAINT "merchant_whitelist_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channel_settings" ADD CONSTRAINT "payment_channel_settings_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channel_settings" ADD CONSTRAINT "payment_channel_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channel_settings" ADD CONSTRAINT "payment_channel_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_promotions" ADD CONSTRAINT "settings_promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_promotions" ADD CONSTRAINT "settings_promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_promotions" ADD CONSTRAINT "settings_promotions_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_promotions" ADD CONSTRAINT "settings_promotions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_tenant_name_key" ON "document_types" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "document_types_tenant_idx" ON "document_types" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_currencies_tenant_currency_key" ON "platform_currencies" USING btree ("tenant_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "banking_channels_tenant_name_key" ON "banking_channels" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "mids_tenant_mode_provider_mid_key" ON "mids" USING btree ("tenant_id","mode","service_provider_id","mid");--> statement-breakpoint
CREATE INDEX "mids_provider_idx" ON "mids" USING btree ("service_provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mpi_configurations_tenant_name_key" ON "mpi_configurations" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_providers_tenant_name_key" ON "pos_providers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "fee_receivers_tenant_mode_type_idx" ON "fee_receivers" USING btree ("tenant_id","mode","fee_type");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_settings_tenant_key" ON "billing_settings" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whitelist_entries_merchant_type_value_key" ON "whitelist_entries" USING btree ("merchant_id","type","value");--> statement-breakpoint
CREATE INDEX "whitelist_entries_tenant_created_idx" ON "whitelist_entries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "decline_pending_ratio_alerts_window_key" ON "decline_pending_ratio_alerts" USING btree ("threshold_id","merchant_id","window_start");--> statement-breakpoint
CREATE INDEX "decline_pending_ratio_alerts_tenant_idx" ON "decline_pending_ratio_alerts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "decline_pending_ratio_thresholds_owner_key" ON "decline_pending_ratio_thresholds" USING btree ("tenant_id",coalesce("merchant_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "confirmation_levels_action_mode_uq" ON "confirmation_levels" USING btree ("merchant_id","mode","action","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "error_mappings_code_mode_uq" ON "error_mappings" USING btree ("merchant_id","mode","service_provider_id","provider_code");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_mids_channel_mode_uq" ON "merchant_mids" USING btree ("merchant_id","channel_id","mode");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_whitelist_value_mode_uq" ON "merchant_whitelist" USING btree ("merchant_id","mode","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channel_settings_channel_mode_uq" ON "payment_channel_settings" USING btree ("channel_id","mode");--> statement-breakpoint
CREATE INDEX "payment_channel_settings_merchant_idx" ON "payment_channel_settings" USING btree ("merchant_id","mode");--> statement-breakpoint
CREATE INDEX "settings_promotions_merchant_idx" ON "settings_promotions" USING btree ("merchant_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "website_settings_website_mode_uq" ON "website_settings" USING btree ("website_id","mode");--> statement-breakpoint
CREATE INDEX "website_settings_merchant_idx" ON "website_settings" USING btree ("merchant_id","mode");--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_mid_id_mids_id_fk" FOREIGN KEY ("mid_id") REFERENCES "public"."mids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_channels_mid_idx" ON "payment_channels" USING btree ("mid_id");--> statement-breakpoint
CREATE INDEX "transaction_fees_receiver_idx" ON "transaction_fees" USING btree ("fee_receiver_id");