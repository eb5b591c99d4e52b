CREATE TABLE "hosted_payment_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"allowed_websites" jsonb NOT NULL,
	"logo_file_id" uuid,
	"brand_colour" text NOT NULL,
	"accent_colour" text NOT NULL,
	"success_url" text,
	"cancel_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_link_payments" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"paid" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"token" text NOT NULL,
	"website_id" uuid NOT NULL,
	"amount_type" text NOT NULL,
	"amount" integer,
	"min_amount" integer,
	"max_amount" integer,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"session" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"last_paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_uses_within_max" CHECK ("payment_links"."max_uses" IS NULL OR "payment_links"."uses" <= "payment_links"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "hosted_payment_settings" ADD CONSTRAINT "hosted_payment_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_payment_settings" ADD CONSTRAINT "hosted_payment_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_payment_settings" ADD CONSTRAINT "hosted_payment_settings_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_link_payments" ADD CONSTRAINT "payment_link_payments_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_link_payments_link_idx" ON "payment_link_payments" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_idx" ON "payment_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payment_links_owner_idx" ON "payment_links" USING btree ("merchant_id","mode","created_at");