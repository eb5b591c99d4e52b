-- A terminal connects through a terminal host, a POS provider of its tenant that takes its currency (ADR 0152).
ALTER TABLE "terminals" ADD COLUMN "pos_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_pos_provider_id_pos_providers_id_fk" FOREIGN KEY ("pos_provider_id") REFERENCES "public"."pos_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminals_pos_provider_idx" ON "terminals" USING btree ("pos_provider_id");--> statement-breakpoint
-- Terminals seeded before: the first active host of their tenant, by name, that takes their currency.
UPDATE "terminals" t SET "pos_provider_id" = (
  SELECT p."id" FROM "pos_providers" p
  WHERE p."tenant_id" = t."tenant_id" AND p."is_active" AND t."currency" = ANY(p."currencies")
  ORDER BY p."name", p."id" LIMIT 1
) WHERE t."pos_provider_id" IS NULL;