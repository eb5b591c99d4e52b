CREATE TABLE "transaction_action_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer_status" integer NOT NULL,
	"answer_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_relationships" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"website_id" uuid,
	"account_reference" text NOT NULL,
	"request_type" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"allocated_at" timestamp with time zone NOT NULL,
	"deallocated_at" timestamp with time zone,
	"deallocated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "four_eyes_threshold_major" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_action_requests" ADD CONSTRAINT "transaction_action_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_relationships" ADD CONSTRAINT "transaction_relationships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_relationships" ADD CONSTRAINT "transaction_relationships_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_relationships" ADD CONSTRAINT "transaction_relationships_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_relationships" ADD CONSTRAINT "transaction_relationships_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_relationships" ADD CONSTRAINT "transaction_relationships_deallocated_by_users_id_fk" FOREIGN KEY ("deallocated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_relationships_tx_reference_key" ON "transaction_relationships" USING btree ("transaction_id","account_reference");--> statement-breakpoint
CREATE INDEX "transaction_relationships_tenant_idx" ON "transaction_relationships" USING btree ("tenant_id","allocated_at","id");--> statement-breakpoint
CREATE INDEX "transaction_relationships_merchant_idx" ON "transaction_relationships" USING btree ("merchant_id","allocated_at","id");