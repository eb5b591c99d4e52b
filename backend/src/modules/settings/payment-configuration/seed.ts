import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connectTerminalsToHosts } from '../../transaction-tools/terminal-hosts';
import { bankingChannels, mids, mpiConfigurations, paymentChannels, paymentMethods, posProviders, serviceProviders } from '../../../db/schema';
import { SEED_TENANTS } from '../../../db/seed-data';
import { seedIds } from '../../../db/seed';
import { stableId } from '../../../lib/ids';
import type { PaymentMethodCategory, ProviderCapability } from '@portal/contracts';

/** Deterministic ids of the payment configuration's demo rows (tests name them). */
export const paymentConfigurationIds = {
  mid: (tenant: string, mode: 'Test' | 'Live', provider: string) => stableId(`mid:${tenant}:${mode}:${provider}`),
  posProvider: (tenant: string, n: number) => stableId(`pos-provider:${tenant}:${n}`),
  bankingChannel: (tenant: string, n: number) => stableId(`banking-channel:${tenant}:${n}`),
  mpi: (tenant: string, scheme: string) => stableId(`mpi:${tenant}:${scheme}`),
};

const METHODS: Record<string, { category: PaymentMethodCategory; currencies: string[] }> = {
  card: { category: 'Card', currencies: [] },
  'apple-pay': { category: 'Wallet', currencies: [] },
  'google-pay': { category: 'Wallet', currencies: [] },
  'open-banking': { category: 'OpenBanking', currencies: [] },
  'bank-transfer': { category: 'BankTransfer', currencies: [] },
  paypal: { category: 'Wallet', currencies: ['GBP', 'EUR', 'USD'] },
};

const CARD: ProviderCapability[] = ['Authorise', 'Capture', 'Refund', 'Void', 'ThreeDSecure', 'Recurring', 'Tokenisation'];
const PROVIDERS: Record<string, { capabilities: ProviderCapability[]; methods: string[]; url: string; key: string }> = {
  'acquirer-one': { capabilities: CARD, methods: ['card', 'apple-pay', 'google-pay'], url: 'https://api.acquirer-one.example/v2', key: 'ao_test_sk_4f1e8c2a9b7d' },
  northbank: { capabilities: [...CARD, 'Payout'], methods: ['card', 'google-pay', 'bank-transfer'], url: 'https://gateway.northbank.example', key: 'nb_live_7d93a1c4e2f0' },
  'bosphorus-pay': { capabilities: ['Authorise', 'Capture', 'Refund'], methods: ['paypal'], url: 'https://api.bosphoruspay.example', key: 'bp_key_2c5e9a7f1d3b' },
  'openbank-hub': { capabilities: ['Authorise', 'Refund', 'Payout'], methods: ['open-banking'], url: 'https://hub.openbank.example/v1', key: 'obh_3b8d6f2a4c1e' },
};

const TENANT_CURRENCY: Record<string, string> = { acme: 'GBP', globex: 'USD' };
const TENANT_COUNTRY: Record<string, string> = { acme: 'GB', globex: 'US' };
const CARD_PROVIDERS = ['acquirer-one', 'northbank'] as const;

/**
 * The demo payment configuration (ADR 0065): the catalogues' new columns, and per tenant two POS providers, a
 * banking channel per purpose (and a payout channel in the tenant's own currency beside the EUR one), an MPI configuration per major scheme and a Test and Live MID at each card
 * acquirer; card channels send through the Live MID of their provider. Runs once (while no MID exists), so a
 * user's edits survive restarts.
 */
export async function seedPaymentConfiguration(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(mids);
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const [id, m] of Object.entries(METHODS)) {
      await tx.update(paymentMethods).set({ category: m.category, supportedCurrencies: m.currencies }).where(eq(paymentMethods.id, id));
    }
    for (const [id, p] of Object.entries(PROVIDERS)) {
      await tx.update(serviceProviders).set({ capabilities: p.capabilities, supportedMethods: p.methods, apiBaseUrl: p.url, secret: p.key })
        .where(and(eq(serviceProviders.id, id), isNull(serviceProviders.secret)));
    }
    for (const tenant of SEED_TENANTS) {
      const tenantId = seedIds.tenant(tenant.key);
      const currency = TENANT_CURRENCY[tenant.key] ?? 'EUR';
      const country = TENANT_COUNTRY[tenant.key] ?? 'GB';
      const label = tenant.name.split(' ')[0]!;
      await tx.insert(posProviders).values([
        { id: paymentConfigurationIds.posProvider(tenant.key, 1), tenantId, name: `${label} Terminal Host`, countryId: country, currencies: [currency, 'EUR'], endpointUrl: `https://pos.${tenant.key}.example/tms`, secret: 'pos_k3y_91ab' },
        { id: paymentConfigurationIds.posProvider(tenant.key, 2), tenantId, name: 'Anatolia POS', countryId: 'TR', currencies: ['TRY'], endpointUrl: null, secret: null, isActive: false },
      ]).onConflictDoNothing();
      // The tenant's terminals (seeded before) connect through the host that takes their currency (ADR 0152).
      await connectTerminalsToHosts(tx, tenantId);
      await tx.insert(bankingChannels).values([
        { id: paymentConfigurationIds.bankingChannel(tenant.key, 1), tenantId, name: `${label} collections`, bankName: 'Northbank plc', countryId: country, currency, scheme: currency === 'USD' ? 'ACH' : 'FasterPayments', purpose: 'Collection', accountIdentifier: country === 'GB' ? 'GB29NWBK60161331926819' : '000123456789', bic: 'NWBKGB2L', apiUsername: `${tenant.key}-collect`, secret: 'Pa55word-2041' },
        { id: paymentConfigurationIds.bankingChannel(tenant.key, 2), tenantId, name: `${label} EUR payouts`, bankName: 'Rheinbank AG', countryId: 'DE', currency: 'EUR', scheme: 'SEPAInstant', purpose: 'Payout', accountIdentifier: 'DE89370400440532013000', bic: 'COBADEFFXXX', apiUsername: `${tenant.key}-payout`, secret: 'Rh3in-secret-7720' },
        // The tenant's own currency pays out from its home bank (the merchants' payouts are in it and in EUR: ADR 0150).
        ...(currency === 'EUR' ? [] : [{ id: paymentConfigurationIds.bankingChannel(tenant.key, 3), tenantId, name: `${label} ${currency} payouts`, bankName: 'Northbank plc', countryId: country, currency, scheme: currency === 'USD' ? 'ACH' : 'FasterPayments', purpose: 'Payout', accountIdentifier: country === 'GB' ? 'GB33NWBK60161331926820' : '000123456790', bic: 'NWBKGB2L', apiUsername: `${tenant.key}-payout-home`, secret: 'Pa55word-2042' }]),
        // A terminal's day of sales settles into the tenant's Settlement account of its currency (ADR 0153): the terminals
        // take the tenant's currency and EUR.
        { id: paymentConfigurationIds.bankingChannel(tenant.key, 4), tenantId, name: `${label} ${currency} settlements`, bankName: 'Northbank plc', countryId: country, currency, scheme: currency === 'USD' ? 'ACH' : 'FasterPayments', purpose: 'Settlement', accountIdentifier: country === 'GB' ? 'GB45NWBK60161331926821' : '000123456791', bic: 'NWBKGB2L', apiUsername: `${tenant.key}-settle`, secret: 'Pa55word-2043' },
        ...(currency === 'EUR' ? [] : [{ id: paymentConfigurationIds.bankingChannel(tenant.key, 5), tenantId, name: `${label} EUR settlements`, bankName: 'Rheinbank AG', countryId: 'DE', currency: 'EUR', scheme: 'SEPA', purpose: 'Settlement', accountIdentifier: 'DE02370400440532013001', bic: 'COBADEFFXXX', apiUsername: `${tenant.key}-settle-eur`, secret: 'Rh3in-secret-7721' }]),
      ]).onConflictDoNothing();
      await tx.insert(mpiConfigurations).values((['Visa', 'Mastercard'] as const).map((scheme) => ({
        id: paymentConfigurationIds.mpi(tenant.key, scheme), tenantId, name: `${label} ${scheme} 3DS`, cardScheme: scheme, threeDsVersion: '2.2.0',
        directoryServerUrl: scheme === 'Visa' ? 'https://ds.visa-3ds.example/v2' : 'https://ds.mc-identitycheck.example/v2',
        acquirerBin: scheme === 'Visa' ? '411111' : '535522', requestorId: `${tenant.key.toUpperCase()}-${scheme.slice(0, 2).toUpperCase()}-0001`,
        merchantName: tenant.name, challengePreference: 'NoPreference', secret: `3ds-${scheme.toLowerCase()}-k9f2`,
      }))).onConflictDoNothing();
      await tx.insert(mids).values(CARD_PROVIDERS.flatMap((provider, i) => (['Test', 'Live'] as const).map((mode) => ({
        id: paymentConfigurationIds.mid(tenant.key, mode, provider), tenantId, mode, serviceProviderId: provider,
        mid: `${mode === 'Live' ? '' : 'T'}${tenant.key.slice(0, 3).toUpperCase()}${String(4_000_100 + i * 17).padStart(9, '0')}`,
        acquirerBin: i === 0 ? '411111' : '535522', acquirerCountryId: country, mcc: '5814', currencies: [currency, 'EUR'],
        descriptor: `${label.toUpperCase()}*PAYMENTS`.slice(0, 22), status: 'Active' as const,
      })))).onConflictDoNothing();
      for (const provider of CARD_PROVIDERS) {
        await tx.update(paymentChannels).set({ midId: paymentConfigurationIds.mid(tenant.key, 'Live', provider) })
          .where(and(eq(paymentChannels.tenantId, tenantId), eq(paymentChannels.serviceProviderId, provider), inArray(paymentChannels.paymentMethodId, ['card', 'apple-pay', 'google-pay']), isNull(paymentChannels.midId)));
      }
    }
  });
}
