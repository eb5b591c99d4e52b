CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"merchant_id" uuid,
	"uploaded_by_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_feed_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_id" uuid,
	"internal_to" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_feed_reads" (
	"feed_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_feed_reads_feed_item_id_user_id_pk" PRIMARY KEY("feed_item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "support_labels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"value" text NOT NULL,
	"description" text,
	"color" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_number" serial NOT NULL,
	"tenant_id" uuid NOT NULL,
	"customer_id" uuid,
	"channel_type" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'Opened' NOT NULL,
	"priority" text DEFAULT 'Medium' NOT NULL,
	"assignee_id" uuid,
	"created_by_id" uuid NOT NULL,
	"created_by_party" integer NOT NULL,
	"contact_email" text,
	"contact_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label_id" uuid,
	"billable" boolean DEFAULT false NOT NULL,
	"jira_ticket" text,
	"initial_request_at" timestamp with time zone,
	"response_at" timestamp with time zone,
	"resolution_at" timestamp with time zone,
	"scoping_polls_left" integer DEFAULT 0 NOT NULL,
	"scoping_until" timestamp with time zone,
	"escalated_from_ticket_id" uuid,
	"escalated_to_ticket_id" uuid,
	"external_parties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_feed_items" ADD CONSTRAINT "support_feed_items_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_feed_items" ADD CONSTRAINT "support_feed_items_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_feed_reads" ADD CONSTRAINT "support_feed_reads_feed_item_id_support_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."support_feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_feed_reads" ADD CONSTRAINT "support_feed_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_labels" ADD CONSTRAINT "support_labels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_customer_id_merchants_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_label_id_support_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."support_labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_tenant_idx" ON "stored_files" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "stored_files_merchant_idx" ON "stored_files" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "support_feed_items_ticket_created_idx" ON "support_feed_items" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_feed_reads_user_idx" ON "support_feed_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_labels_tenant_position_idx" ON "support_labels" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "support_tickets_tenant_channel_created_idx" ON "support_tickets" USING btree ("tenant_id","channel_type","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_customer_created_idx" ON "support_tickets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_channel_created_idx" ON "support_tickets" USING btree ("channel_type","created_at");