CREATE TABLE "daily_report_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid,
	"day" date NOT NULL,
	"rows" integer NOT NULL,
	"size" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_role_hidden" (
	"role_id" uuid NOT NULL,
	"report_id" text NOT NULL,
	CONSTRAINT "report_role_hidden_role_id_report_id_pk" PRIMARY KEY("role_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "report_tenant_settings" (
	"tenant_id" uuid NOT NULL,
	"report_id" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"default_filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_range_days" integer,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_tenant_settings_tenant_id_report_id_pk" PRIMARY KEY("tenant_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "report_usage" (
	"user_id" uuid NOT NULL,
	"report_id" text NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_exported_at" timestamp with time zone,
	CONSTRAINT "report_usage_user_id_report_id_pk" PRIMARY KEY("user_id","report_id")
);
--> statement-breakpoint
ALTER TABLE "daily_report_files" ADD CONSTRAINT "daily_report_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_files" ADD CONSTRAINT "daily_report_files_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_role_hidden" ADD CONSTRAINT "report_role_hidden_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tenant_settings" ADD CONSTRAINT "report_tenant_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tenant_settings" ADD CONSTRAINT "report_tenant_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_usage" ADD CONSTRAINT "report_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_report_files_name_key" ON "daily_report_files" USING btree ("name");--> statement-breakpoint
CREATE INDEX "daily_report_files_tenant_day_idx" ON "daily_report_files" USING btree ("tenant_id","day");