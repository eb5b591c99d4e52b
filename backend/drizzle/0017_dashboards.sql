CREATE TABLE "dashboard_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"name" text NOT NULL,
	"user_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_role_widgets" (
	"role_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL,
	CONSTRAINT "dashboard_role_widgets_role_id_widget_id_pk" PRIMARY KEY("role_id","widget_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_tenant_widgets" (
	"tenant_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL,
	CONSTRAINT "dashboard_tenant_widgets_tenant_id_widget_id_pk" PRIMARY KEY("tenant_id","widget_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_user_layouts" (
	"user_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_user_layouts_user_id_widget_id_pk" PRIMARY KEY("user_id","widget_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_widgets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"data_source" text NOT NULL,
	"widget_type" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"configuration" jsonb NOT NULL,
	"layout" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_elements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"merchant_id" uuid,
	"name" text NOT NULL,
	"current_pipeline_stage_number" integer NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"state_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pipeline_id" uuid NOT NULL,
	"name" text NOT NULL,
	"probability" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipelines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_for_opportunities" boolean DEFAULT false NOT NULL,
	"is_for_projects" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_categories" ADD CONSTRAINT "dashboard_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_role_widgets" ADD CONSTRAINT "dashboard_role_widgets_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_role_widgets" ADD CONSTRAINT "dashboard_role_widgets_widget_id_dashboard_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."dashboard_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_tenant_widgets" ADD CONSTRAINT "dashboard_tenant_widgets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_tenant_widgets" ADD CONSTRAINT "dashboard_tenant_widgets_widget_id_dashboard_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."dashboard_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user_layouts" ADD CONSTRAINT "dashboard_user_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user_layouts" ADD CONSTRAINT "dashboard_user_layouts_widget_id_dashboard_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."dashboard_widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_widgets" ADD CONSTRAINT "dashboard_widgets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_widgets" ADD CONSTRAINT "dashboard_widgets_category_id_dashboard_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dashboard_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_elements" ADD CONSTRAINT "pipeline_elements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_elements" ADD CONSTRAINT "pipeline_elements_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_elements" ADD CONSTRAINT "pipeline_elements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_categories_tenant_type_idx" ON "dashboard_categories" USING btree ("tenant_id","user_type","sort_order");--> statement-breakpoint
CREATE INDEX "dashboard_widgets_category_idx" ON "dashboard_widgets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "pipeline_elements_pipeline_idx" ON "pipeline_elements" USING btree ("tenant_id","pipeline_id");--> statement-breakpoint
CREATE INDEX "pipeline_elements_merchant_idx" ON "pipeline_elements" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "pipeline_stages_pipeline_idx" ON "pipeline_stages" USING btree ("pipeline_id","sort_order");--> statement-breakpoint
CREATE INDEX "pipelines_tenant_idx" ON "pipelines" USING btree ("tenant_id");--> statement-breakpoint
-- Dashboards aggregate a scope's rows of a period (ADR 0047): with the columns the aggregations read in the
-- (merchant|tenant, mode, created_at) indexes, a summary or a daily series is read index-only instead of one
-- heap page per row. Same keys as before (the lookups' keyset order); drizzle cannot say INCLUDE, hence SQL.
DROP INDEX IF EXISTS "transactions_merchant_mode_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_merchant_mode_created_idx" ON "transactions" USING btree ("merchant_id","mode","created_at","id") INCLUDE ("type","status","amount","currency","payment_method","card_country");--> statement-breakpoint
DROP INDEX IF EXISTS "transactions_tenant_mode_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_tenant_mode_created_idx" ON "transactions" USING btree ("tenant_id","mode","created_at","id") INCLUDE ("merchant_id","type","status","amount","currency","payment_method","card_country");
