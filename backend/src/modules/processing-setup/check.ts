import { and, asc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { merchantMids, merchants, mids, paymentChannels, paymentChannelSettings, paymentMethods, serviceProviders, tenants, websites } from '../../db/schema';
import { notFound } from '../../http/errors';
import { inScope, type Scope } from '../../http/scope';
import { PROCESSING_MESSAGES as M, type ProcessingChannel, type ProcessingCheckResult, type ProcessingSetupAnswer } from '@portal/contracts';
import { hasWebhookEndpoint } from '../webhooks/has-endpoint';
import { activeRouting } from '../smart-routing/active';
import { decideRoute, type RoutingDecision, type RoutingFacts } from '../smart-routing/decide';

export interface SetupQuestion {
  merchantId: string;
  websiteId: string;
  paymentMethod: string;
  currency?: string;
  /** Minor units of the currency; read against the channels' limits only with a currency. */
  amount?: number;
  mode: 'Test' | 'Live';
}

/** What the payment path knows beyond the question (amount, card), and the split's draw; the tool alone knows less. */
export interface RoutingInput { amount?: number | null; cardBin?: string | null; cardCountry?: string | null; draw?: number }

const MERCHANT_NOT_FOUND = 'Merchant not found';

type ChannelRow = { c: typeof paymentChannels.$inferSelect; provider: typeof serviceProviders.$inferSelect; midStatus: string | null };

/** A merchant's channels for a payment method with their provider and MID, by name (the processing setup's order). */
export async function channelsOf(db: Queryable, merchantId: string, methodId: string): Promise<ChannelRow[]> {
  return db.select({ c: paymentChannels, provider: serviceProviders, midStatus: mids.status })
    .from(paymentChannels).innerJoin(serviceProviders, eq(serviceProviders.id, paymentChannels.serviceProviderId))
    .leftJoin(mids, eq(mids.id, paymentChannels.midId))
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.paymentMethodId, methodId))).orderBy(asc(paymentChannels.name), asc(paymentChannels.id));
}

/**
 * What the merchant set for a channel in one mode (payment settings, ADR 0067): on or off, amount limits, priority, the
 * channel's fee (a percent of the amount and a fixed part in minor units, ADR 0144), and whether its own MID on the
 * channel is active (null: it has none there, the tenant's MID of the channel applies).
 */
export interface ChannelSettings {
  isEnabled: boolean; minAmount: number; maxAmount: number; priority: number; feePercent: number; feeFixed: number; midActive?: boolean | null;
}

/**
 * What the channel charges for a payment of `amount` (minor units of its currency): the percent rounded half up, plus
 * the fixed part. Null when the amount is not known.
 */
export function channelFeeOf(settings: Pick<ChannelSettings, 'feePercent' | 'feeFixed'>, amount: number | null): number | null {
  if (amount === null) return null;
  return Math.round((amount * settings.feePercent) / 100) + settings.feeFixed;
}

/**
 * The merchant's settings of its channels in the payment's mode. A channel never saved in that mode has no row: the
 * payment settings page shows it as not enabled there, and routing reads it so (ADR 0143).
 */
export async function channelSettingsOf(db: Queryable, merchantId: string, mode: 'Test' | 'Live'): Promise<Map<string, ChannelSettings>> {
  const rows = await db.select({
    channelId: paymentChannelSettings.channelId, isEnabled: paymentChannelSettings.isEnabled, minAmount: paymentChannelSettings.minAmount,
    maxAmount: paymentChannelSettings.maxAmount, priority: paymentChannelSettings.priority,
    feePercent: paymentChannelSettings.feePercent, feeFixed: paymentChannelSettings.feeFixed,
  }).from(paymentChannelSettings).where(and(eq(paymentChannelSettings.merchantId, merchantId), eq(paymentChannelSettings.mode, mode)));
  const ownMids = await db.select({ channelId: merchantMids.channelId, isActive: merchantMids.isActive }).from(merchantMids)
    .where(and(eq(merchantMids.merchantId, merchantId), eq(merchantMids.mode, mode)));
  const midActive = new Map(ownMids.map((m) => [m.channelId, m.isActive]));
  return new Map(rows.map(({ channelId, ...settings }) => [channelId, { ...settings, midActive: midActive.get(channelId) ?? null }]));
}

/** The merchant's settings in the payment's mode and the payment's amount (minor units of its currency; null: not known). */
export interface MerchantLimits { settings: ReadonlyMap<string, ChannelSettings>; amount: number | null }

/** Why the merchant's own settings keep a channel out (null: they let it carry the payment). */
function settingsReason(settings: ChannelSettings | undefined, amount: number | null): string | null {
  if (!settings?.isEnabled) return M.channelOffInMode;
  if (settings.midActive === false) return M.merchantMidInactive;
  if (amount === null) return null;
  if (amount < settings.minAmount) return M.amountBelowChannelMinimum;
  // A maximum of 0 is no maximum (the page's default for a channel saved without one).
  if (settings.maxAmount > 0 && amount > settings.maxAmount) return M.amountAboveChannelMaximum;
  return null;
}

/**
 * Each channel with why it cannot carry the payment (null: usable). The payment configuration (ADR 0065): a
 * switched-off provider, one that does not carry the method or the currency, or a MID that is not Active takes the
 * channel out of the route; with the merchant's limits (ADR 0143), so does a channel not enabled in the payment's
 * mode or an amount outside its minimum and maximum, and the usable ones come by the merchant's priority, then (with an
 * amount) the channel's fee for it, cheapest first (ADR 0144), then name.
 * The processing setup check and the seed's recorded routes (ADR 0107) both ask this; the recorded routes of
 * history pass no limits (what the settings were when a seeded payment was taken is not known).
 */
export function assessChannels(channels: readonly ChannelRow[], method: { id: string }, currency: string | null | undefined, limits?: MerchantLimits) {
  const carries = (p: typeof serviceProviders.$inferSelect, cur: string) =>
    (p.supportedMethods.length === 0 || p.supportedMethods.includes(method.id)) && (p.supportedCurrencies.length === 0 || p.supportedCurrencies.includes(cur));
  const assessed = channels.map(({ c, provider, midStatus }) => {
    const base = { id: c.id, name: c.name, serviceProviderId: c.serviceProviderId, serviceProviderName: provider.name, currency: c.currency };
    const reason = currency && c.currency !== currency ? M.currencyMismatch : !c.isActive ? M.channelInactive : !provider.isActive ? M.providerInactive
      : !carries(provider, c.currency) ? M.providerUnsupported : midStatus && midStatus !== 'Active' ? M.midInactive
      : limits ? settingsReason(limits.settings.get(c.id), currency ? limits.amount : null) : null;
    return { base, reason };
  });
  if (!limits) return assessed;
  // The list comes by name; a stable sort by priority, then fee, keeps the name order among equals.
  const priority = (id: string) => limits.settings.get(id)?.priority ?? Number.MAX_SAFE_INTEGER;
  const amount = currency ? limits.amount : null;
  const fee = (id: string) => {
    const settings = limits.settings.get(id);
    return (settings && channelFeeOf(settings, amount)) ?? Number.MAX_SAFE_INTEGER;
  };
  return assessed.sort((a, b) => priority(a.base.id) - priority(b.base.id) || fee(a.base.id) - fee(b.base.id));
}

/**
 * How a payment would be routed and what blocks it (ADR 0050): each check in PROCESSING_CHECKS order from the data
 * the backend has. Routing: the merchant's channels for the payment method (and currency when given), usable when the
 * channel and its provider are switched on; the one routing function (`decideRoute`, ADR 0107) orders the usable
 * ones by the website's active smart routing configuration (by name when none): primary, then the cascading fallbacks.
 */
export async function checkProcessingSetup(db: Db, scope: Scope, q: SetupQuestion): Promise<ProcessingSetupAnswer> {
  return (await routeWithSetup(db, scope, q)).answer;
}

/** The processing setup's answer and the routing decision it holds (the payment path and the simulator read both). */
export async function routeWithSetup(db: Db, scope: Scope, q: SetupQuestion, input: RoutingInput = {}): Promise<{ answer: ProcessingSetupAnswer; decision: RoutingDecision }> {
  const [merchant] = await db.select({ m: merchants, tenantActive: tenants.isActive }).from(merchants)
    .innerJoin(tenants, eq(tenants.id, merchants.tenantId)).where(eq(merchants.id, q.merchantId));
  if (!merchant || !inScope(scope, { tenantId: merchant.m.tenantId, merchantId: merchant.m.id })) throw notFound(MERCHANT_NOT_FOUND);
  const m = merchant.m;
  const [website] = await db.select().from(websites).where(eq(websites.id, q.websiteId));
  // A website outside the caller's scope does not exist for it; staff naming another merchant's website of the
  // same tenant get that as a finding.
  if (!website || website.tenantId !== m.tenantId || !inScope(scope, website)) throw notFound('Website not found');
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, q.paymentMethod));
  if (!method) throw notFound('Payment method not found');
  const channels = await channelsOf(db, m.id, method.id);

  const checks: ProcessingCheckResult[] = [];
  const add = (check: ProcessingCheckResult['check'], pass: boolean, yes: string, no: string, detail: string | null = null, soft = false) =>
    checks.push({ check, outcome: pass ? 'Pass' : soft ? 'Warn' : 'Block', message: pass ? yes : no, detail });

  add('tenant', merchant.tenantActive, M.tenantActive, M.tenantInactive);
  add('merchant', m.isActive && m.merchantStatus === 'Active', M.merchantActive, M.merchantInactive, m.merchantStatus);
  add('review', m.reviewStatus === 'Approved', M.reviewApproved, M.reviewNotApproved, m.reviewStatus);
  if (m.processingStatus === 'Processing') add('processing', true, M.processingLive, M.processingLive, m.processingStatus);
  else if (m.processingStatus === 'SandboxEnabled') add('processing', q.mode === 'Test', M.processingSandbox, M.sandboxInLive, m.processingStatus);
  else add('processing', false, M.processingLive, M.noProcessing, m.processingStatus);
  if (website.merchantId !== m.id) add('website', false, M.websiteActive, M.websiteNotOfMerchant, website.name);
  else add('website', website.isActive, M.websiteActive, M.websiteInactive, website.name);
  const methodTakesCurrency = !q.currency || method.supportedCurrencies.length === 0 || method.supportedCurrencies.includes(q.currency);
  if (!method.isActive) add('paymentMethod', false, M.methodActive, M.methodInactive, method.name);
  else add('paymentMethod', methodTakesCurrency, M.methodActive, M.methodCurrencyUnsupported, method.name);

  const limits: MerchantLimits = { settings: await channelSettingsOf(db, m.id, q.mode), amount: input.amount ?? q.amount ?? null };
  const assessed = assessChannels(channels, method, q.currency, limits);
  const usable = assessed.filter((a) => a.reason === null).map((a) => a.base);
  const facts: RoutingFacts = {
    amount: input.amount ?? q.amount ?? null, currency: q.currency ?? null, cardBin: input.cardBin ?? null, cardCountry: input.cardCountry ?? null, paymentMethod: method.id,
  };
  const decision = decideRoute(await activeRouting(db, website.id, q.mode), facts, usable, input.draw ?? 0);
  const rank = new Map(decision.order.map((c, i) => [c.id, i]));
  // An amount outside a channel's limits names the limit it passed (minor units of the channel's currency).
  const limitOf = (id: string, reason: string | null) => reason === M.amountBelowChannelMinimum ? limits.settings.get(id)!.minAmount
    : reason === M.amountAboveChannelMaximum ? limits.settings.get(id)!.maxAmount : null;
  // What each channel the merchant set up in the mode would charge for the amount (in its own currency).
  const feeOf = (id: string) => {
    const settings = limits.settings.get(id);
    return settings && q.currency ? channelFeeOf(settings, limits.amount) : null;
  };
  const routed: ProcessingChannel[] = assessed.map(({ base, reason }) => {
    const fee = reason === M.currencyMismatch ? null : feeOf(base.id);
    if (reason) return { ...base, role: 'NotUsed', reason, limit: limitOf(base.id, reason), fee };
    const at = rank.get(base.id);
    if (at === undefined) return { ...base, role: 'NotUsed', reason: M.notInRouting, limit: null, fee };
    return { ...base, role: at === 0 ? 'Primary' : 'Fallback', reason: M.channelUsable, limit: null, fee };
  });
  // A configuration's order is the list's order; without one the list stays by name.
  if (decision.configuration) routed.sort((a, b) => (rank.get(a.id) ?? 1e6) - (rank.get(b.id) ?? 1e6));
  const matching = routed.filter((c) => c.reason !== M.currencyMismatch);
  const primary = routed.find((c) => c.role === 'Primary');
  if (primary) add('channels', true, M.channelFound, M.channelFound, `${primary.name} · ${primary.serviceProviderName}${decision.configuration ? ` · ${decision.configuration.name} v${decision.configuration.version}` : ''}`);
  else add('channels', false, M.channelFound, matching.length ? M.noUsableChannel : M.noChannel, q.currency ? `${method.name} · ${q.currency}` : method.name);
  add('webhook', await hasWebhookEndpoint(db, m.tenantId, m.id), M.webhookConfigured, M.webhookMissing, null, true);

  const answer: ProcessingSetupAnswer = {
    mode: q.mode, merchantName: m.legalBusinessName, websiteName: website.name, paymentMethod: method.name, currency: q.currency ?? null,
    routable: checks.every((c) => c.outcome !== 'Block'), checks, channels: routed,
  };
  return { answer, decision };
}
