CREATE TABLE "antifraud_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid,
	"mode" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"score" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" uuid,
	"approved_by" uuid,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blacklist_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid,
	"list_type" text NOT NULL,
	"value" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklist_entries_value_key" UNIQUE NULLS NOT DISTINCT("tenant_id","merchant_id","list_type","value")
);
--> statement-breakpoint
ALTER TABLE "antifraud_checks" ADD COLUMN "rule_version_id" uuid;--> statement-breakpoint
ALTER TABLE "antifraud_checks" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "antifraud_rules" ADD CONSTRAINT "antifraud_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antifraud_rules" ADD CONSTRAINT "antifraud_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antifraud_rules" ADD CONSTRAINT "antifraud_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antifraud_rules" ADD CONSTRAINT "antifraud_rules_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antifraud_rules" ADD CONSTRAINT "antifraud_rules_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "antifraud_rules_version_key" ON "antifraud_rules" USING btree ("rule_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "antifraud_rules_one_active_key" ON "antifraud_rules" USING btree ("rule_id") WHERE "antifraud_rules"."status" = 'Active';--> statement-breakpoint
CREATE INDEX "antifraud_rules_active_idx" ON "antifraud_rules" USING btree ("tenant_id","mode","merchant_id") WHERE "antifraud_rules"."status" = 'Active';