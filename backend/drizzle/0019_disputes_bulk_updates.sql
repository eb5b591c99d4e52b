CREATE TABLE "bulk_status_update_items" (
	"update_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"reference" text NOT NULL,
	"transaction_id" uuid,
	"tenant_id" uuid,
	"outcome" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status_before" text,
	"status_after" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "bulk_status_updates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_by_name" text NOT NULL,
	"target_status" text NOT NULL,
	"reason" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dispute_evidence_files" (
	"dispute_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"chargeback_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"reason_code" text NOT NULL,
	"category" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"evidence_text" text,
	"evidence_submitted_at" timestamp with time zone,
	"evidence_submitted_by" uuid,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"outcome_note" text
);
--> statement-breakpoint
ALTER TABLE "bulk_status_update_items" ADD CONSTRAINT "bulk_status_update_items_update_id_bulk_status_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."bulk_status_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_status_updates" ADD CONSTRAINT "bulk_status_updates_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence_files" ADD CONSTRAINT "dispute_evidence_files_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence_files" ADD CONSTRAINT "dispute_evidence_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_chargeback_id_transactions_id_fk" FOREIGN KEY ("chargeback_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_transactions_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_evidence_submitted_by_users_id_fk" FOREIGN KEY ("evidence_submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_status_update_items_key" ON "bulk_status_update_items" USING btree ("update_id","line");--> statement-breakpoint
CREATE INDEX "bulk_status_updates_created_idx" ON "bulk_status_updates" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_evidence_files_key" ON "dispute_evidence_files" USING btree ("dispute_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_chargeback_key" ON "disputes" USING btree ("chargeback_id");--> statement-breakpoint
CREATE INDEX "disputes_tenant_idx" ON "disputes" USING btree ("tenant_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "disputes_merchant_idx" ON "disputes" USING btree ("merchant_id","opened_at","id");