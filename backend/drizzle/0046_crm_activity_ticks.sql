CREATE TABLE "crm_activity_ticks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"activity_set_id" uuid NOT NULL,
	"activity" text NOT NULL,
	"ticked_by" uuid,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_activity_ticks" ADD CONSTRAINT "crm_activity_ticks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity_ticks" ADD CONSTRAINT "crm_activity_ticks_deal_id_crm_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."crm_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity_ticks" ADD CONSTRAINT "crm_activity_ticks_activity_set_id_activity_sets_id_fk" FOREIGN KEY ("activity_set_id") REFERENCES "public"."activity_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_activity_ticks" ADD CONSTRAINT "crm_activity_ticks_ticked_by_users_id_fk" FOREIGN KEY ("ticked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_activity_ticks_deal_item_idx" ON "crm_activity_ticks" USING btree ("deal_id","activity_set_id","activity");