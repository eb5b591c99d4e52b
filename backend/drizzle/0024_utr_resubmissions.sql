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
ALTER TABLE "utr_resubmissions" ADD CONSTRAINT "utr_resubmissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utr_resubmissions" ADD CONSTRAINT "utr_resubmissions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utr_resubmissions" ADD CONSTRAINT "utr_resubmissions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "utr_resubmissions_tx_idx" ON "utr_resubmissions" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "utr_resubmissions_tenant_idx" ON "utr_resubmissions" USING btree ("tenant_id","mode","created_at");--> statement-breakpoint
CREATE INDEX "utr_resubmissions_merchant_idx" ON "utr_resubmissions" USING btree ("merchant_id","mode","created_at");