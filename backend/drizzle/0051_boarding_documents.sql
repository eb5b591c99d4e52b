CREATE TABLE "boarding_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"document_type_id" uuid NOT NULL,
	"slot" integer DEFAULT 0 NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'UnderReview' NOT NULL,
	"reject_reason" text,
	"uploaded_by" uuid,
	"uploaded_by_name" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "boarding_precheck_forms" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"form" jsonb NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "countries" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "legal_forms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "one_per_director" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "boarding_documents" ADD CONSTRAINT "boarding_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_documents" ADD CONSTRAINT "boarding_documents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_documents" ADD CONSTRAINT "boarding_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_documents" ADD CONSTRAINT "boarding_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_documents" ADD CONSTRAINT "boarding_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_documents" ADD CONSTRAINT "boarding_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_precheck_forms" ADD CONSTRAINT "boarding_precheck_forms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_precheck_forms" ADD CONSTRAINT "boarding_precheck_forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_precheck_forms" ADD CONSTRAINT "boarding_precheck_forms_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boarding_documents_merchant_idx" ON "boarding_documents" USING btree ("merchant_id","document_type_id","slot","uploaded_at");--> statement-breakpoint
CREATE INDEX "boarding_documents_tenant_status_idx" ON "boarding_documents" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "boarding_precheck_forms_tenant_idx" ON "boarding_precheck_forms" USING btree ("tenant_id","status");