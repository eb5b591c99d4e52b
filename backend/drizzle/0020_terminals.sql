CREATE TABLE "terminal_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"entry_mode" text NOT NULL,
	"card_first6" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_currency" text,
	"rate" numeric(14, 6),
	"markup_bps" integer,
	"converted_amount" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"terminal_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"model" text NOT NULL,
	"location" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_transactions" ADD CONSTRAINT "terminal_transactions_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminal_transactions_tenant_mode_created_idx" ON "terminal_transactions" USING btree ("tenant_id","mode","created_at","id");--> statement-breakpoint
CREATE INDEX "terminal_transactions_terminal_created_idx" ON "terminal_transactions" USING btree ("terminal_id","created_at");--> statement-breakpoint
CREATE INDEX "terminals_tenant_idx" ON "terminals" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "terminals_merchant_idx" ON "terminals" USING btree ("merchant_id");