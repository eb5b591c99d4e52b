CREATE TABLE "payment_channels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"service_provider_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"currency" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_column_choices" (
	"user_id" uuid NOT NULL,
	"list_key" text NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_column_choices_user_id_list_key_pk" PRIMARY KEY("user_id","list_key")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "type" text DEFAULT 'Sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "website_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_channel_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "service_provider_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_first6" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_country" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "customer_ip" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_column_choices" ADD CONSTRAINT "user_column_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_channels_merchant_idx" ON "payment_channels" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "websites_tenant_merchant_idx" ON "websites" USING btree ("tenant_id","merchant_id","name");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_channel_id_payment_channels_id_fk" FOREIGN KEY ("payment_channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_service_provider_id_service_providers_id_fk" FOREIGN KEY ("service_provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_mode_created_idx" ON "transactions" USING btree ("mode","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_customer_email_idx" ON "transactions" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "transactions_card_last4_idx" ON "transactions" USING btree ("card_last4","card_first6");--> statement-breakpoint
CREATE INDEX "transactions_parent_idx" ON "transactions" USING btree ("parent_id");