CREATE TABLE "routing_configurations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"configuration_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"website_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" uuid,
	"approved_by" uuid,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "routing_configurations" ADD CONSTRAINT "routing_configurations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_configurations" ADD CONSTRAINT "routing_configurations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_configurations" ADD CONSTRAINT "routing_configurations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_configurations" ADD CONSTRAINT "routing_configurations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_configurations" ADD CONSTRAINT "routing_configurations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_configurations" ADD CONSTRAINT "routing_configurations_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routing_configurations_version_key" ON "routing_configurations" USING btree ("configuration_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_configurations_one_active_key" ON "routing_configurations" USING btree ("website_id","mode") WHERE "routing_configurations"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "routing_configurations_merchant_idx" ON "routing_configurations" USING btree ("merchant_id","mode");