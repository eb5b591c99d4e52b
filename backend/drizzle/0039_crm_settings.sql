CREATE TABLE "activity_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"activities" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD COLUMN "activity_set_id" uuid;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD COLUMN "rotting_days" integer;--> statement-breakpoint
ALTER TABLE "activity_sets" ADD CONSTRAINT "activity_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_statuses" ADD CONSTRAINT "lead_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sets_tenant_name_idx" ON "activity_sets" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "lead_statuses_tenant_name_idx" ON "lead_statuses" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "lead_statuses_tenant_order_idx" ON "lead_statuses" USING btree ("tenant_id","sort_order");--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_activity_set_id_activity_sets_id_fk" FOREIGN KEY ("activity_set_id") REFERENCES "public"."activity_sets"("id") ON DELETE no action ON UPDATE no action;