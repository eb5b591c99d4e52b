-- Documentation pages in a language each, translations grouped under the first page (ADR 0148).
DROP INDEX "doc_pages_tenant_section_title_idx";--> statement-breakpoint
ALTER TABLE "doc_pages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_pages" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "doc_pages" ADD CONSTRAINT "doc_pages_translation_of_doc_pages_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."doc_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doc_pages_tenant_section_language_title_idx" ON "doc_pages" USING btree ("tenant_id","section","language",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "doc_pages_group_language_idx" ON "doc_pages" USING btree (coalesce("translation_of", "id"),"language");