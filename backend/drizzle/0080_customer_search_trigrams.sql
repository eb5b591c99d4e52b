-- The customer search matches anywhere in a name (ILIKE '%text%'): trigram indexes (pg_trgm, a trusted extension since
-- PostgreSQL 13; PGlite loads its build of it) answer it without reading every customer of the tenant (ADR 0151).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "crm_organizations_legal_name_trgm_idx" ON "crm_organizations" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_organizations_trading_name_trgm_idx" ON "crm_organizations" USING gin ("trading_name" gin_trgm_ops);