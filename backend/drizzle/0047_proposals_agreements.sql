CREATE TABLE "crm_agreements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"price_book_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"body" text NOT NULL,
	"boarding_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"account_configuration_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bank_account_setup_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"monthly_minimum_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gateway_monthly_access" numeric(14, 2) DEFAULT '0' NOT NULL,
	"entries" jsonb NOT NULL,
	"reject_reason" text,
	"created_by" uuid,
	"responded_by" uuid,
	"responded_by_name" text,
	"responded_at" timestamp with time zone,
	"responded_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"document" text,
	"document_sha256" text
);
--> statement-breakpoint
CREATE TABLE "crm_offer_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"offer_type" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"ip" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_offer_texts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_proposals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"price_book_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"body" text NOT NULL,
	"boarding_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"account_configuration_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bank_account_setup_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"monthly_minimum_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gateway_monthly_access" numeric(14, 2) DEFAULT '0' NOT NULL,
	"entries" jsonb NOT NULL,
	"reject_reason" text,
	"created_by" uuid,
	"responded_by" uuid,
	"responded_by_name" text,
	"responded_at" timestamp with time zone,
	"responded_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_agreements" ADD CONSTRAINT "crm_agreements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_agreements" ADD CONSTRAINT "crm_agreements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_agreements" ADD CONSTRAINT "crm_agreements_organization_id_crm_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."crm_organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_agreements" ADD CONSTRAINT "crm_agreements_price_book_id_crm_price_books_id_fk" FOREIGN KEY ("price_book_id") REFERENCES "public"."crm_price_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_agreements" ADD CONSTRAINT "crm_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_agreements" ADD CONSTRAINT "crm_agreements_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_agreements" ADD CONSTRAINT "crm_agreements_proposal_id_crm_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."crm_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_offer_events" ADD CONSTRAINT "crm_offer_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_offer_events" ADD CONSTRAINT "crm_offer_events_organization_id_crm_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."crm_organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_offer_events" ADD CONSTRAINT "crm_offer_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_offer_texts" ADD CONSTRAINT "crm_offer_texts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_proposals" ADD CONSTRAINT "crm_proposals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_proposals" ADD CONSTRAINT "crm_proposals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_proposals" ADD CONSTRAINT "crm_proposals_organization_id_crm_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."crm_organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_proposals" ADD CONSTRAINT "crm_proposals_price_book_id_crm_price_books_id_fk" FOREIGN KEY ("price_book_id") REFERENCES "public"."crm_price_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_proposals" ADD CONSTRAINT "crm_proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_proposals" ADD CONSTRAINT "crm_proposals_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_agreements_tenant_merchant_idx" ON "crm_agreements" USING btree ("tenant_id","merchant_id","updated_at");--> statement-breakpoint
CREATE INDEX "crm_agreements_organization_idx" ON "crm_agreements" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_agreements_proposal_idx" ON "crm_agreements" USING btree ("proposal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_agreements_sha256_idx" ON "crm_agreements" USING btree ("document_sha256") WHERE "crm_agreements"."document_sha256" is not null;--> statement-breakpoint
CREATE INDEX "crm_offer_events_offer_idx" ON "crm_offer_events" USING btree ("offer_id","at");--> statement-breakpoint
CREATE INDEX "crm_offer_events_organization_idx" ON "crm_offer_events" USING btree ("organization_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_offer_texts_name_idx" ON "crm_offer_texts" USING btree ("tenant_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "crm_offer_texts_default_idx" ON "crm_offer_texts" USING btree ("tenant_id","kind") WHERE "crm_offer_texts"."is_default";--> statement-breakpoint
CREATE INDEX "crm_proposals_tenant_merchant_idx" ON "crm_proposals" USING btree ("tenant_id","merchant_id","updated_at");--> statement-breakpoint
CREATE INDEX "crm_proposals_organization_idx" ON "crm_proposals" USING btree ("organization_id");