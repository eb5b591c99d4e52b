CREATE TABLE "dashboard_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"note" text,
	"categories" jsonb NOT NULL,
	"published_by_user_id" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_user_templates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid,
	"customised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_templates" ADD CONSTRAINT "dashboard_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_templates" ADD CONSTRAINT "dashboard_templates_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user_templates" ADD CONSTRAINT "dashboard_user_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user_templates" ADD CONSTRAINT "dashboard_user_templates_template_id_dashboard_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."dashboard_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_templates_tenant_version_key" ON "dashboard_templates" USING btree ("tenant_id","version");--> statement-breakpoint
CREATE INDEX "dashboard_user_templates_template_idx" ON "dashboard_user_templates" USING btree ("template_id");--> statement-breakpoint
-- Users who arranged their dashboard before templates existed keep their own (no template: the tenant's live one).
INSERT INTO "dashboard_user_templates" ("user_id", "template_id") SELECT DISTINCT "user_id", NULL::uuid FROM "dashboard_user_layouts" ON CONFLICT DO NOTHING;
