import type { TransactionRecord } from '@portal/contracts';
import { DEMO_MERCHANTS, findDemoUser } from '@portal/testing';
import { LOOKUP_WEBSITES } from './lookup-rows';

/** An id of the server's form (a uuid), as the action declarations require. */
export const txId = (n: number) => `5e1ec7ed-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A Test-mode row of Blue Bottle (Acme, tenant@'s tenant) created `hoursAgo` before `now`. */
export function actionRow(n: number, fields: Partial<TransactionRecord>, now = Date.UTC(2025, 6, 2, 12)): TransactionRecord {
  const merchant = DEMO_MERCHANTS[0]!;
  return {
    id: txId(n), externalId: `TX-ACT-${String(n).padStart(4, '0')}`, tenantId: merchant.tenantId, tenantName: 'Acme Payments',
    merchantId: merchant.merchantId, merchantName: merchant.legalBusinessName, amount: 12000, currency: 'EUR', status: 'Captured', type: 'Sale',
    paymentMethod: 'card', mode: 'Test', createdAt: new Date(now - n * 60_000).toISOString(),
    websiteId: LOOKUP_WEBSITES.shop.id, websiteName: LOOKUP_WEBSITES.shop.name, paymentChannelId: null, paymentChannelName: 'Card channel',
    serviceProviderId: 'worldline', serviceProviderName: 'Worldline', cardFirst6: '411111', cardLast4: '1000', cardCountry: 'GB',
    customerEmail: 'c1@example.com', customerIp: '10.0.0.1', parentId: null, parentExternalId: null,
    ...fields,
  };
}

/** Someone else at Acme who asked for the rows waiting for approval (four-eyes: tenant@ may decide them). */
export const OTHER_REQUESTER = findDemoUser('tenant-viewer@demo.test').id;

/** The typical rows of the action tests. */
export const ROWS = {
  sale: actionRow(1, {}),
  authorisation: actionRow(2, { type: 'Authorisation', status: 'Reserved', amount: 5000, currency: 'GBP' }),
  paidSale: actionRow(3, { amount: 90000 }),
  waitingRefund: actionRow(4, { type: 'Refund', status: 'WaitingForApproval', amount: 60000, parentId: txId(3), parentExternalId: 'TX-ACT-0003' }),
  blocked: actionRow(5, { status: 'Blocked' }),
  payout: actionRow(6, { type: 'Payout', status: 'WaitingForApproval', amount: 150000, paymentMethod: 'bank-transfer', websiteId: null, websiteName: null }),
  ownPayout: actionRow(7, { type: 'Payout', status: 'WaitingForApproval', amount: 250000, paymentMethod: 'bank-transfer', websiteId: null, websiteName: null }),
} satisfies Record<string, TransactionRecord>;

export const allActionRows = (): TransactionRecord[] => Object.values(ROWS).map((row) => ({ ...row }));
