import type { Db } from '../../../db/client';
import { confirmationLevels, errorMappings, merchantMids, merchantWhitelist, paymentChannelSettings, websiteSettings } from '../../../db/schema';
import { seedIds } from '../../../db/seed';
import { SEED_MERCHANTS, SEED_PAYMENT_METHODS, SEED_TENANTS } from '../../../db/seed-data';
import { stableId } from '../../../lib/ids';
import { PROVIDER_OF_METHOD } from '../../transactions/seed-generated';

const MODES = ['Test', 'Live'] as const;
const websiteId = (merchantKey: string, n: number) => stableId(`website:${merchantKey}:${n}`);
const channelId = (merchantKey: string, method: string) => stableId(`channel:${merchantKey}:${method}`);

/**
 * Each demo merchant's payment settings in both modes (ADR 0067), deterministic. Test and Live start alike except
 * where a merchant tries things in Test first: the card channel's maximum and the shop's callback URL differ, so the
 * Promote to Live screen has something to show. The confirmation level equals the tenant's four-eyes threshold, so
 * seeded refunds and payouts wait exactly as before.
 */
export async function seedPaymentSettings(db: Db): Promise<void> {
  const tenantKeys = new Set(SEED_TENANTS.map((t) => t.key));
  for (const m of SEED_MERCHANTS.filter((x) => tenantKeys.has(x.tenant))) {
    const tenant = SEED_TENANTS.find((t) => t.key === m.tenant)!;
    const owner = { tenantId: seedIds.tenant(m.tenant), merchantId: seedIds.merchant(m.key) };
    const id = (what: string, mode: string) => stableId(`payment-settings:${m.key}:${what}:${mode}`);
    const host = m.legalBusinessName.toLowerCase().replace(/ ltd$/, '').replace(/[^a-z0-9]+/g, '-');
    const prefix = (mode: string) => (mode === 'Test' ? 'test' : 'live');
    for (const mode of MODES) {
      await db.insert(websiteSettings).values([1, 2].map((n) => ({
        id: id(`website-${n}`, mode), websiteId: websiteId(m.key, n), ...owner, mode,
        publicKey: `pk_${prefix(mode)}_${m.key}_${n}`, secretKey: `sk_${prefix(mode)}_${m.key}_${n}_seeded`,
        callbackUrl: n === 1 && mode === 'Test' ? `https://${host}.example/hooks/payments-v2` : `https://${host}.example/hooks/payments`,
        returnUrl: `https://${host}.example/checkout/done`, allowedIps: ['203.0.113.10'],
      }))).onConflictDoNothing();
      await db.insert(paymentChannelSettings).values(SEED_PAYMENT_METHODS.map(([method], i) => ({
        id: id(`channel-${method}`, mode), channelId: channelId(m.key, method), ...owner, mode, isEnabled: true,
        minAmount: 100, maxAmount: method === 'card' && mode === 'Test' ? 2_500_000 : 1_000_000, priority: i + 1, feePercent: 1.5, feeFixed: 20,
      }))).onConflictDoNothing();
      await db.insert(merchantMids).values(SEED_PAYMENT_METHODS.map(([method]) => ({
        id: id(`mid-${method}`, mode), ...owner, mode, channelId: channelId(m.key, method),
        mid: `${mode === 'Test' ? 'SBX' : 'MID'}-${m.key.toUpperCase()}-${method.toUpperCase()}`.slice(0, 64), descriptor: m.legalBusinessName.replace(/ Ltd$/, '').slice(0, 25),
        apiSecret: `${prefix(mode)}-secret-${m.key}-${method}`, isActive: true,
      }))).onConflictDoNothing();
      await db.insert(merchantWhitelist).values([
        { id: id('ip-1', mode), ...owner, mode, kind: 'IP' as const, value: '203.0.113.10', note: 'Shop server' },
        { id: id('domain-1', mode), ...owner, mode, kind: 'Domain' as const, value: `${host}.example`, note: 'Shop' },
      ]).onConflictDoNothing();
      await db.insert(errorMappings).values([
        { id: id('error-05', mode), ...owner, mode, serviceProviderId: PROVIDER_OF_METHOD.card!, providerCode: '05', declineReason: 'Do not honour', payerMessage: 'Your bank declined the payment. Please use another card.' },
        { id: id('error-51', mode), ...owner, mode, serviceProviderId: PROVIDER_OF_METHOD.card!, providerCode: '51', declineReason: 'Insufficient funds', payerMessage: 'The card has not enough funds.' },
      ]).onConflictDoNothing();
      await db.insert(confirmationLevels).values(['Refund', 'Payout'].map((action) => ({
        id: id(`level-${action}`, mode), ...owner, mode, action: action as 'Refund' | 'Payout', currency: '', thresholdMajor: tenant.fourEyesThresholdMajor,
      }))).onConflictDoNothing();
    }
  }
}
