import type { CrmProductCategory, FeeSymbol } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmFeeTypes, crmPriceBookEntries, crmPriceBooks, crmPricingStructures, crmPricingStructureValues, crmProducts } from '../../db/schema';
import { stableId } from '../../lib/ids';

/** The platform's fee types (ADR 0089), in the order the entries grid shows them. */
export const SEED_FEE_TYPES: Array<[id: string, name: string, symbol: FeeSymbol]> = [
  ['transaction-rate', 'Transaction fee', '%'],
  ['transaction-fixed', 'Fixed fee per transaction', 'fixed'],
  ['refund-fee', 'Refund fee', 'fixed'],
  ['chargeback-fee', 'Chargeback fee', 'fixed'],
  ['monthly-fee', 'Monthly fee', 'monthly'],
  ['setup-fee', 'Setup fee', 'one-off'],
];

type Fees = Partial<Record<string, number>>;
interface SeedProduct { code: string; name: string; category: CrmProductCategory; methodId: string | null; description: string; fees: Fees }

/** A reseller's price list: fees in GBP (other currencies scale them, TRY rounded to whole lira). */
const PRODUCTS: SeedProduct[] = [
  { code: 'CARD-VISA', name: 'Visa card processing', category: 'CardProcessing', methodId: 'card', description: 'Visa debit and credit, consumer and commercial.', fees: { 'transaction-rate': 1.4, 'transaction-fixed': 0.2, 'refund-fee': 0.1 } },
  { code: 'CARD-MC', name: 'Mastercard processing', category: 'CardProcessing', methodId: 'card', description: 'Mastercard and Maestro.', fees: { 'transaction-rate': 1.45, 'transaction-fixed': 0.2, 'refund-fee': 0.1 } },
  { code: 'CARD-AMEX', name: 'American Express processing', category: 'CardProcessing', methodId: 'card', description: 'Amex through the acquirer\'s OptBlue programme.', fees: { 'transaction-rate': 2.5, 'transaction-fixed': 0.2 } },
  { code: 'APPLE-PAY', name: 'Apple Pay', category: 'AlternativeMethods', methodId: 'apple-pay', description: 'Wallet payments on Safari and iOS apps.', fees: { 'transaction-rate': 1.4, 'transaction-fixed': 0.2 } },
  { code: 'GOOGLE-PAY', name: 'Google Pay', category: 'AlternativeMethods', methodId: 'google-pay', description: 'Wallet payments on Chrome and Android.', fees: { 'transaction-rate': 1.4, 'transaction-fixed': 0.2 } },
  { code: 'PAYPAL', name: 'PayPal', category: 'AlternativeMethods', methodId: 'paypal', description: 'PayPal checkout.', fees: { 'transaction-rate': 2.9, 'transaction-fixed': 0.3 } },
  { code: 'OPEN-BANKING', name: 'Open banking payments', category: 'OpenBanking', methodId: 'open-banking', description: 'Account-to-account payments initiated from the bank app.', fees: { 'transaction-rate': 0.5, 'transaction-fixed': 0.1 } },
  { code: 'BANK-TRANSFER', name: 'Bank transfer', category: 'AlternativeMethods', methodId: 'bank-transfer', description: 'Pay by bank transfer with reconciliation.', fees: { 'transaction-fixed': 0.35 } },
  { code: 'GATEWAY', name: 'Gateway access', category: 'Gateway', methodId: null, description: 'Hosted payment page, API, tokenisation and the merchant portal.', fees: { 'monthly-fee': 25, 'setup-fee': 150 } },
  { code: 'PAYOUTS', name: 'Payouts', category: 'Payouts', methodId: null, description: 'Settlement and payouts to beneficiaries.', fees: { 'transaction-fixed': 0.5 } },
  { code: 'FX', name: 'Currency conversion', category: 'ForeignExchange', methodId: null, description: 'Settlement in another currency than the one charged.', fees: { 'transaction-rate': 1.5 } },
  { code: 'CHARGEBACK', name: 'Chargeback handling', category: 'Chargebacks', methodId: null, description: 'Dispute handling and representment.', fees: { 'chargeback-fee': 15 } },
];

const RATES: Record<string, number> = { GBP: 1, EUR: 1.15, USD: 1.25, TRY: 42 };
const PERCENT = new Set(['transaction-rate']);

/** An amount in a currency: scaled from GBP, whole lira in TRY, 2 decimals elsewhere. */
const scaled = (feeTypeId: string, gbp: number, currency: string, factor = 1): number => {
  if (PERCENT.has(feeTypeId)) return Math.round(gbp * factor * 100) / 100;
  const value = gbp * factor * RATES[currency]!;
  return currency === 'TRY' ? Math.round(value) : Math.round(value * 100) / 100;
};

interface SeedBook { key: string; name: string; description: string; isStandard: boolean; isActive: boolean; products: string[]; currencies: string[]; factor: number; periods: Array<[string, string | null]> }

async function seedTenantPricing(db: Db, tenantId: string, products: SeedProduct[], books: SeedBook[]): Promise<void> {
  const productId = (code: string) => stableId(`crm-product:${tenantId}:${code}`);
  await db.insert(crmProducts).values(products.map((p) => ({
    id: productId(p.code), tenantId, name: p.name, code: p.code, category: p.category, methodId: p.methodId, description: p.description, isActive: true,
  }))).onConflictDoNothing();
  const bookRows: Array<typeof crmPriceBooks.$inferInsert> = [];
  const entryRows: Array<typeof crmPriceBookEntries.$inferInsert> = [];
  const structureRows: Array<typeof crmPricingStructures.$inferInsert> = [];
  const valueRows: Array<typeof crmPricingStructureValues.$inferInsert> = [];
  for (const book of books) {
    const bookId = stableId(`crm-price-book:${tenantId}:${book.key}`);
    bookRows.push({ id: bookId, tenantId, name: book.name, description: book.description, isStandard: book.isStandard, isActive: book.isActive });
    for (const code of book.products) {
      const product = products.find((p) => p.code === code)!;
      for (const currency of book.currencies) {
        const entryId = stableId(`crm-price-book-entry:${bookId}:${code}:${currency}`);
        entryRows.push({ id: entryId, priceBookId: bookId, productId: productId(code), currencyCode: currency, isActive: true });
        book.periods.forEach(([validFrom, validTo], k) => {
          const structureId = stableId(`crm-pricing-structure:${entryId}:${k}`);
          structureRows.push({ id: structureId, entryId, validFrom, validTo });
          // A later period is a little dearer (the 2027 price list).
          for (const [feeTypeId, gbp] of Object.entries(product.fees)) {
            valueRows.push({ id: stableId(`crm-pricing-value:${structureId}:${feeTypeId}`), structureId, feeTypeId, value: String(scaled(feeTypeId, gbp!, currency, book.factor * (1 + k * 0.05))) });
          }
        });
      }
    }
  }
  await db.insert(crmPriceBooks).values(bookRows).onConflictDoNothing();
  for (let k = 0; k < entryRows.length; k += 500) await db.insert(crmPriceBookEntries).values(entryRows.slice(k, k + 500)).onConflictDoNothing();
  for (let k = 0; k < structureRows.length; k += 500) await db.insert(crmPricingStructures).values(structureRows.slice(k, k + 500)).onConflictDoNothing();
  for (let k = 0; k < valueRows.length; k += 500) await db.insert(crmPricingStructureValues).values(valueRows.slice(k, k + 500)).onConflictDoNothing();
}

/**
 * Fee types, products and price books (ADR 0089): Acme's 12 products in a standard book (GBP, EUR, USD, TRY) and two
 * custom books (one with a 2027 price list after the 2026 one); Globex four products in a standard book in EUR.
 */
export async function seedCrmPricing(db: Db, tenants: { acme: string; globex: string }): Promise<void> {
  await db.insert(crmFeeTypes).values(SEED_FEE_TYPES.map(([id, name, symbol], i) => ({ id, name, symbol, sortOrder: i + 1 }))).onConflictDoNothing();
  const all = PRODUCTS.map((p) => p.code);
  await seedTenantPricing(db, tenants.acme, PRODUCTS, [
    { key: 'standard', name: 'Standard price list', description: 'The list prices every proposal starts from.', isStandard: true, isActive: true, products: all, currencies: ['GBP', 'EUR', 'USD', 'TRY'], factor: 1, periods: [['2026-01-01', null]] },
    {
      key: 'retail', name: 'High-volume retail', description: 'For retailers processing over 1 million a month: lower card rates.', isStandard: false, isActive: true,
      products: ['CARD-VISA', 'CARD-MC', 'APPLE-PAY', 'GOOGLE-PAY', 'GATEWAY', 'CHARGEBACK'], currencies: ['GBP', 'EUR'], factor: 0.8, periods: [['2026-01-01', null]],
    },
    {
      key: 'marketplaces', name: 'Marketplaces', description: 'Marketplaces with payouts to sellers; the 2027 list applies from January.', isStandard: false, isActive: true,
      products: ['CARD-VISA', 'CARD-MC', 'OPEN-BANKING', 'PAYOUTS', 'FX'], currencies: ['EUR', 'USD', 'TRY'], factor: 0.9, periods: [['2026-01-01', '2026-12-31'], ['2027-01-01', null]],
    },
  ]);
  const globexProducts = PRODUCTS.filter((p) => ['CARD-VISA', 'CARD-MC', 'GATEWAY', 'CHARGEBACK'].includes(p.code));
  await seedTenantPricing(db, tenants.globex, globexProducts, [
    { key: 'standard', name: 'Standard price list', description: '', isStandard: true, isActive: true, products: globexProducts.map((p) => p.code), currencies: ['EUR'], factor: 1.1, periods: [['2026-01-01', null]] },
  ]);
}
