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
ALTER TABLE "payment_channels" ADD COLUMN "mid_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "category" text DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "supported_currencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "capabilities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "supported_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "supported_currencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "api_base_url" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "banking_channels" ADD CONSTRAINT "banking_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_channels" ADD CONSTRAINT "banking_channels_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_channels" ADD CONSTRAINT "banking_channels_currency_currencies_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mids" ADD CONSTRAINT "mids_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mids" ADD CONSTRAINT "mids_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mids" ADD CONSTRAINT "mids_acquirer_country_id_countries_id_fk" FOREIGN KEY ("acquirer_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpi_configurations" ADD CONSTRAINT "mpi_configurations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_providers" ADD CONSTRAINT "pos_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_providers" ADD CONSTRAINT "pos_providers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banking_channels_tenant_name_key" ON "banking_channels" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "mids_tenant_mode_provider_mid_key" ON "mids" USING btree ("tenant_id","mode","service_provider_id","mid");--> statement-breakpoint
CREATE INDEX "mids_provider_idx" ON "mids" USING btree ("service_provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mpi_configurations_tenant_name_key" ON "mpi_configurations" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_providers_tenant_name_key" ON "pos_providers" USING btree ("tenant_id","name");--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_mid_id_mids_id_fk" FOREIGN KEY ("mid_id") REFERENCES "public"."mids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_channels_mid_idx" ON "payment_channels" USING btree ("mid_id");