-- The contacts' search matches anywhere in the last name, first name or e-mail (ILIKE '%text%'), as the customers' does:
-- trigram indexes answer it without reading every contact of the tenant (pg_trgm from migration 0080; ADR 0151).
CREATE INDEX "crm_contacts_last_name_trgm_idx" ON "crm_contacts" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contacts_first_name_trgm_idx" ON "crm_contacts" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contacts_email_trgm_idx" ON "crm_contacts" USING gin ("email" gin_trgm_ops);