/** An endpoint row as the pages see it, with its status computed from its real deliveries (ADR 0100). */
import { eq, sql } from 'drizzle-orm';
import type { WebhookDisabledReason, WebhookEndpointRow, WebhookEventType, WebhookStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookEndpointSecrets, webhookEndpoints } from '../../db/schema';

type EndpointRecord = typeof webhookEndpoints.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The status pill (spec part 2's webhook statuses): NotConfigured for an endpoint switched off by a person,
 * NotDelivering when the receiver made it disabled or its last attempt of the day failed, Delivering when that
 * attempt succeeded, Configured when nothing was sent in the last 24 h.
 */
export function endpointStatusOf(endpoint: Pick<EndpointRecord, 'enabled' | 'disabledReason'>, lastOutcome: string | undefined): WebhookStatus {
  if (!endpoint.enabled) return endpoint.disabledReason === 'Manual' ? 'NotConfigured' : 'NotDelivering';
  if (!lastOutcome) return 'Configured';
  return lastOutcome === 'Delivered' ? 'Delivering' : 'NotDelivering';
}

/**
 * The endpoint's columns with its last attempt's outcome of the day and its rolled secret's expiry, as SQL
 * subqueries (a list selects them in one query).
 */
export const endpointSelection = (now: Date) => ({
  endpoint: webhookEndpoints,
  lastOutcome: sql<string | null>`(SELECT a.outcome FROM ${webhookAttempts} a WHERE a.endpoint_id = "webhook_endpoints"."id"
    AND a.attempted_at > ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz ORDER BY a.attempted_at DESC LIMIT 1)`,
  rolledUntil: sql<string | null>`(SELECT max(s.expires_at)::text FROM ${webhookEndpointSecrets} s WHERE s.endpoint_id = "webhook_endpoints"."id"
    AND s.expires_at > ${now.toISOString()}::timestamptz)`,
});

export type SelectedEndpoint = { endpoint: EndpointRecord; lastOutcome: string | null; rolledUntil: string | null };

export function toEndpointRow(e: EndpointRecord, status: WebhookStatus, rolledUntil: Date | undefined): WebhookEndpointRow {
  return {
    id: e.id, tenantId: e.tenantId, merchantId: e.merchantId, url: e.url, description: e.description,
    eventTypes: e.eventTypes as WebhookEventType[], headers: e.headers, enabled: e.enabled,
    disabledReason: e.disabledReason as WebhookDisabledReason | null, status,
    previousSecretExpiresAt: rolledUntil?.toISOString() ?? null, lastDeliveryAt: e.lastDeliveryAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(), updatedAt: e.updatedAt.toISOString(),
  };
}

export const selectedRow = (r: SelectedEndpoint): WebhookEndpointRow =>
  toEndpointRow(r.endpoint, endpointStatusOf(r.endpoint, r.lastOutcome ?? undefined), r.rolledUntil ? new Date(r.rolledUntil) : undefined);

/** One endpoint by id with its status, or undefined. */
export async function endpointRow(db: Db, id: string, now = new Date()): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select(endpointSelection(now)).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row && selectedRow(row);
}
