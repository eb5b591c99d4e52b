CREATE TABLE "crm_deals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"contact_id" uuid,
	"name" text NOT NULL,
	"amount" numeric(20, 4),
	"currency_code" text,
	"expected_close_date" date,
	"pipeline_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"probability" integer NOT NULL,
	"owner_id" uuid,
	"closed_state" text,
	"close_reason" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_organization_id_crm_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."crm_organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_contact_id_crm_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_pipeline_id_pipelines_id_fk" FOREIGN KEY ("pipeline_id") REFERENCES "public"."pipelines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_deals" ADD CONSTRAINT "crm_deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_deals_tenant_kind_updated_idx" ON "crm_deals" USING btree ("tenant_id","kind","updated_at","id");--> statement-breakpoint
CREATE INDEX "crm_deals_open_stage_idx" ON "crm_deals" USING btree ("pipeline_id","stage_id","stage_entered_at","id") WHERE "crm_deals"."closed_state" is null;--> statement-breakpoint
CREATE INDEX "crm_deals_closed_state_idx" ON "crm_deals" USING btree ("pipeline_id","closed_state","stage_entered_at","id") WHERE "crm_deals"."closed_state" is not null;--> statement-breakpoint
CREATE INDEX "crm_deals_board_totals_idx" ON "crm_deals" USING btree ("pipeline_id","tenant_id","kind","closed_state","stage_id","currency_code","amount","probability","owner_id");--> statement-breakpoint
CREATE INDEX "crm_deals_organization_idx" ON "crm_deals" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "crm_deals_owner_idx" ON "crm_deals" USING btree ("tenant_id","owner_id");