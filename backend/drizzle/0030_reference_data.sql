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
ALTER TABLE "countries" ADD COLUMN "alpha3" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "numeric_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "numeric_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "symbol" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "native_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "default_parameters" ADD CONSTRAINT "default_parameters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_currencies" ADD CONSTRAINT "platform_currencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_currencies" ADD CONSTRAINT "platform_currencies_currency_currencies_id_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_tenant_name_key" ON "document_types" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "document_types_tenant_idx" ON "document_types" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_currencies_tenant_currency_key" ON "platform_currencies" USING btree ("tenant_id","currency");