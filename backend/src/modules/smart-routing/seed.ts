import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentChannels, paymentChannelSettings, routingConfigurations, websites } from '../../db/schema';
import { seedIds } from '../../db/seed';
import { stableId } from '../../lib/ids';
import type { RoutingDefinition } from '@portal/contracts';
import { writeRecordedRoutes } from './recorded-routes';

/** The demo's second card channel of Blue Bottle (Northbank), what a split and a fallback need. */
export const SEED_SECOND_CARD_CHANNEL = stableId('channel:blue-bottle:card-northbank');
/** The demo v2 configuration: Blue Bottle's app website, Test mode, active. */
export const SEED_ROUTING_CONFIGURATION = stableId('routing:blue-bottle:app');

/**
 * Smart routing's demo (ADR 0107): Blue Bottle gets a second card channel (Northbank) and, on its app website in
 * Test, an active v2 configuration (large EUR payments to Northbank, other cards split 70/30, a fallback order), so
 * the pages and the visualisation show something. The shop website keeps the processing setup's order.
 */
export async function seedSmartRouting(db: Db): Promise<void> {
  const tenantId = seedIds.tenant('acme');
  const merchantId = seedIds.merchant('blue-bottle');
  const app = stableId('website:blue-bottle:2');
  const [site] = await db.select({ id: websites.id }).from(websites).where(eq(websites.id, app));
  if (!site) return; // a seed without transactions has no demo websites
  const card = stableId('channel:blue-bottle:card');
  await db.insert(paymentChannels).values({
    id: SEED_SECOND_CARD_CHANNEL, tenantId, merchantId, name: 'Northbank Card', serviceProviderId: 'northbank', paymentMethodId: 'card', currency: 'GBP',
  }).onConflictDoNothing();
  // Enabled in both modes with the card channel's limits, after it in the merchant's priority (ADR 0143).
  await db.insert(paymentChannelSettings).values((['Test', 'Live'] as const).map((mode) => ({
    id: stableId(`payment-settings:blue-bottle:channel-card-northbank:${mode}`), channelId: SEED_SECOND_CARD_CHANNEL, tenantId, merchantId, mode,
    isEnabled: true, minAmount: 100, maxAmount: mode === 'Test' ? 2_500_000 : 1_000_000, priority: 2, feePercent: 1.5, feeFixed: 20,
  }))).onConflictDoNothing();
  const definition: RoutingDefinition = {
    kind: 'Rules',
    rules: [
      { name: 'Large EUR payments', conditions: { combinator: 'and', rules: [{ field: 'currency', operator: '=', value: 'EUR' }, { field: 'amount', operator: '>=', value: 50_000 }] },
        split: [{ channelId: SEED_SECOND_CARD_CHANNEL, percent: 100 }] },
      { name: 'UK cards split', conditions: { combinator: 'and', rules: [{ field: 'cardCountry', operator: '=', value: 'GB' }] },
        split: [{ channelId: card, percent: 70 }, { channelId: SEED_SECOND_CARD_CHANNEL, percent: 30 }] },
    ],
    fallback: [card, SEED_SECOND_CARD_CHANNEL],
  };
  const inserted = await db.insert(routingConfigurations).values({
    id: SEED_ROUTING_CONFIGURATION, configurationId: SEED_ROUTING_CONFIGURATION, version: 1, tenantId, merchantId, websiteId: app, mode: 'Test', kind: 'Rules',
    name: 'Card routing (demo)', definition, status: 'Active', activatedAt: new Date(),
  }).onConflictDoNothing().returning({ id: routingConfigurations.id });
  // The app website's Test payments with detail rows were routed before the configuration existed: route them again
  // through it (the first seed only; a restart leaves what is there).
  if (inserted.length > 0) {
    await writeRecordedRoutes(db, sql`t.website_id = ${app} AND t.mode = 'Test' AND EXISTS (SELECT 1 FROM transaction_events e WHERE e.transaction_id = t.id AND e.transaction_created_at = t.created_at)`);
  }
}
