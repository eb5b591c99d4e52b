CREATE TABLE "crm_fee_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_price_book_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"price_book_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_price_book_usages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"price_book_id" uuid NOT NULL,
	"entry_id" uuid,
	"used_by_type" text NOT NULL,
	"used_by_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_price_books" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_standard" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_pricing_structure_values" (
	"id" uuid NOT NULL,
	"structure_id" uuid NOT NULL,
	"fee_type_id" text NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	CONSTRAINT "crm_pricing_structure_values_structure_id_fee_type_id_pk" PRIMARY KEY("structure_id","fee_type_id")
);
--> statement-breakpoint
CREATE TABLE "crm_pricing_structures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"method_id" text,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_email_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_emails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"related_type" text NOT NULL,
	"related_id" uuid NOT NULL,
	"related_name" text DEFAULT '' NOT NULL,
	"template_id" uuid,
	"to_address" text NOT NULL,
	"to_name" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sender_id" uuid,
	"status" text DEFAULT 'Queued' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_price_book_entries" ADD CONSTRAINT "crm_price_book_entries_price_book_id_crm_price_books_id_fk" FOREIGN KEY ("price_book_id") REFERENCES "public"."crm_price_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_price_book_entries" ADD CONSTRAINT "crm_price_book_entries_product_id_crm_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."crm_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_price_book_entries" ADD CONSTRAINT "crm_price_book_entries_currency_code_currencies_id_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_price_book_usages" ADD CONSTRAINT "crm_price_book_usages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_price_book_usages" ADD CONSTRAINT "crm_price_book_usages_price_book_id_crm_price_books_id_fk" FOREIGN KEY ("price_book_id") REFERENCES "public"."crm_price_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_price_book_usages" ADD CONSTRAINT "crm_price_book_usages_entry_id_crm_price_book_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."crm_price_book_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_price_books" ADD CONSTRAINT "crm_price_books_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_price_books" ADD CONSTRAINT "crm_price_books_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pricing_structure_values" ADD CONSTRAINT "crm_pricing_structure_values_structure_id_crm_pricing_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."crm_pricing_structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pricing_structure_values" ADD CONSTRAINT "crm_pricing_structure_values_fee_type_id_crm_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."crm_fee_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pricing_structures" ADD CONSTRAINT "crm_pricing_structures_entry_id_crm_price_book_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."crm_price_book_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_products" ADD CONSTRAINT "crm_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_products" ADD CONSTRAINT "crm_products_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_email_templates" ADD CONSTRAINT "crm_email_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_emails" ADD CONSTRAINT "crm_emails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_emails" ADD CONSTRAINT "crm_emails_template_id_crm_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."crm_email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_emails" ADD CONSTRAINT "crm_emails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_price_book_entries_book_product_currency_idx" ON "crm_price_book_entries" USING btree ("price_book_id","product_id","currency_code");--> statement-breakpoint
CREATE INDEX "crm_price_book_entries_product_idx" ON "crm_price_book_entries" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "crm_price_book_usages_book_idx" ON "crm_price_book_usages" USING btree ("price_book_id");--> statement-breakpoint
CREATE INDEX "crm_price_book_usages_entry_idx" ON "crm_price_book_usages" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_price_books_tenant_name_idx" ON "crm_price_books" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "crm_price_books_one_standard_idx" ON "crm_price_books" USING btree ("tenant_id") WHERE "crm_price_books"."is_standard";--> statement-breakpoint
CREATE INDEX "crm_pricing_structures_entry_idx" ON "crm_pricing_structures" USING btree ("entry_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_products_tenant_code_idx" ON "crm_products" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "crm_products_tenant_name_idx" ON "crm_products" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_email_templates_tenant_name_idx" ON "crm_email_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "crm_emails_tenant_created_idx" ON "crm_emails" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_emails_related_idx" ON "crm_emails" USING btree ("related_type","related_id");