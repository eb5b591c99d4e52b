CREATE TABLE "open_banking_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"bank_id" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"account_name" text,
	"account_iban" text,
	"state_hash" text,
	"return_url" text NOT NULL,
	"authorisation_expires_at" timestamp with time zone NOT NULL,
	"authorised_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_banking_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consent_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_name" text,
	"transaction_id" uuid,
	"amount" integer,
	"currency" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utr_resubmissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"utr" text NOT NULL,
	"outcome" text NOT NULL,
	"deposit_id" uuid,
	"submitted_by" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_banking_consents" ADD CONSTRAINT "open_banking_consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_consents" ADD CONSTRAINT "open_banking_consents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_events" ADD CONSTRAINT "open_banking_events_consent_id_open_banking_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."open_banking_consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_events" ADD CONSTRAINT "open_banking_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_events" ADD CONSTRAINT "open_banking_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_events" ADD CONSTRAINT "open_banking_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utr_resubmissions" ADD CONSTRAINT "utr_resubmissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utr_resubmissions" ADD CONSTRAINT "utr_resubmissions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utr_resubmissions" ADD CONSTRAINT "utr_resubmissions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_banking_consents_merchant_idx" ON "open_banking_consents" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "open_banking_events_merchant_idx" ON "open_banking_events" USING btree ("merchant_id","at");--> statement-breakpoint
CREATE INDEX "utr_resubmissions_tx_idx" ON "utr_resubmissions" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "utr_resubmissions_tenant_idx" ON "utr_resubmissions" USING btree ("tenant_id","mode","created_at");--> statement-breakpoint
CREATE INDEX "utr_resubmissions_merchant_idx" ON "utr_resubmissions" USING btree ("merchant_id","mode","created_at");