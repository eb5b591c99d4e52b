import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';

/** Whether a merchant's events reach an endpoint: an enabled one of its own or of its tenant (ADR 0100). */
export async function hasWebhookEndpoint(db: Db, tenantId: string, merchantId: string): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(webhookEndpoints).where(and(
    eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.enabled, true),
    or(isNull(webhookEndpoints.merchantId), eq(webhookEndpoints.merchantId, merchantId)),
  )).limit(1);
  return Boolean(row);
}
