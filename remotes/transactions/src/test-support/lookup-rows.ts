import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionRecord } from '@portal/contracts';
import { DEMO_MERCHANTS, DEMO_TENANTS } from '@portal/testing';

/** The two websites of the rows (ids in the server's form, uuids, as the website filter sends them). */
export const LOOKUP_WEBSITES = {
  shop: { id: '0eb51de0-0000-4000-8000-0000000000a1', name: 'shop.example' },
  blog: { id: '0eb51de0-0000-4000-8000-0000000000a2', name: 'blog.example' },
} as const;

/**
 * Rows for the shared, schema-checked lookup fake (`createTransactionLookupHandlers({ transactions })`): data
 * only. `perMerchant` rows for each demo merchant, newest first by number, one per hour back from `now`; the
 * odd ones Live. Row i: EUR when i % 5 = 0, JPY when 3, else GBP; Apple Pay when i % 6 = 2, else card; website
 * blog.example when i % 3 = 1, else shop.example; Worldline when i % 4 < 2, else Adyen; card 555555 when
 * i % 3 = 2, else 411111, last 4 = 1000 + i; e-mail c<i>@example.com; amount 1000 + 12345 i.
 */
export function lookupRows(perMerchant = 30, now = Date.UTC(2025, 6, 2, 12)): TransactionRecord[] {
  return DEMO_MERCHANTS.flatMap((m, mi) => Array.from({ length: perMerchant }, (_, i): TransactionRecord => {
    const website = i % 3 === 1 ? LOOKUP_WEBSITES.blog : LOOKUP_WEBSITES.shop;
    return {
      id: `tx-${mi}-${i}`,
      externalId: `TX-M${mi}-${String(i + 1).padStart(4, '0')}`,
      tenantId: m.tenantId,
      tenantName: DEMO_TENANTS.find((t) => t.id === m.tenantId)?.name ?? '',
      merchantId: m.merchantId,
      merchantName: m.legalBusinessName,
      amount: 1000 + i * 12345,
      currency: i % 5 === 0 ? 'EUR' : i % 5 === 3 ? 'JPY' : 'GBP',
      status: TRANSACTION_STATUSES[i % TRANSACTION_STATUSES.length]!,
      type: TRANSACTION_TYPES[i % 3]!,
      paymentMethod: i % 6 === 2 ? 'apple-pay' : 'card',
      mode: i % 2 ? 'Live' : 'Test',
      createdAt: new Date(now - i * 3_600_000).toISOString(),
      websiteId: website.id, websiteName: website.name,
      paymentChannelId: null, paymentChannelName: 'Card channel',
      serviceProviderId: i % 4 < 2 ? 'worldline' : 'adyen', serviceProviderName: i % 4 < 2 ? 'Worldline' : 'Adyen',
      cardFirst6: i % 3 === 2 ? '555555' : '411111', cardLast4: String(1000 + i),
      cardCountry: 'GB', customerEmail: `c${i}@example.com`, customerIp: '10.0.0.1',
      parentId: null, parentExternalId: null,
    };
  }));
}
