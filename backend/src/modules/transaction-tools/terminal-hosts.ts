import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { terminals } from '../../db/schema';

type Executor = Pick<Db, 'execute' | 'selectDistinct'>;

/**
 * Terminal hosts (ADR 0152): a card terminal connects through a POS provider of its tenant that takes its currency.
 * Connects a tenant's terminals that have none to the first active provider by name that takes their currency (the
 * seed, after the tenant's providers; migration 0081 did the same for terminals seeded before it).
 */
export async function connectTerminalsToHosts(db: Executor, tenantId: string): Promise<void> {
  await db.execute(sql`
    UPDATE terminals t SET pos_provider_id = (
      SELECT p.id FROM pos_providers p
      WHERE p.tenant_id = t.tenant_id AND p.is_active AND t.currency = ANY(p.currencies)
      ORDER BY p.name, p.id LIMIT 1
    ) WHERE t.tenant_id = ${tenantId} AND t.pos_provider_id IS NULL`);
}

/** The currencies the terminals connected through a provider take: the provider must keep taking them. */
export async function currenciesOfConnectedTerminals(db: Executor, posProviderId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ currency: terminals.currency }).from(terminals).where(and(eq(terminals.posProviderId, posProviderId)));
  return rows.map((r) => r.currency).sort();
}
