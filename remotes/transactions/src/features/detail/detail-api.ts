import { callApi } from '@portal/api-client';
import {
  MERCHANT_DETAIL_TABS, MERCHANT_TRANSACTION_DETAIL_ENDPOINTS, TRANSACTION_ACTION_ENDPOINTS, TRANSACTION_DETAIL_ENDPOINTS, TRANSACTION_DETAIL_TABS,
  type TransactionDetailTab, type TransactionLookupKind,
} from '@portal/contracts';

/**
 * The drawer's calls: tenant and platform staff the api/crm/transactions endpoints (platform staff across
 * tenants), merchants their own subset (ADR 0044). Each tab fetches its own endpoint.
 */
const E = TRANSACTION_DETAIL_ENDPOINTS;
const M = MERCHANT_TRANSACTION_DETAIL_ENDPOINTS;
const opts = (signal?: AbortSignal) => ({ signal, silent: true });
const tx = (transactionId: string) => ({ transactionId });

export const tabsOf = (kind: TransactionLookupKind): readonly TransactionDetailTab[] => (kind === 'merchant' ? MERCHANT_DETAIL_TABS : TRANSACTION_DETAIL_TABS);

export function detailApi(kind: TransactionLookupKind) {
  const merchant = kind === 'merchant';
  return {
    transaction: (id: string, signal?: AbortSignal) => callApi(merchant ? M.transaction : E.transaction, { params: tx(id), ...opts(signal) }),
    details: (id: string, signal?: AbortSignal) => callApi(merchant ? M.details : E.details, { params: tx(id), ...opts(signal) }),
    events: (id: string, signal?: AbortSignal) => callApi(merchant ? M.events : E.events, { params: tx(id), ...opts(signal) }),
    related: (id: string, signal?: AbortSignal) => callApi(merchant ? M.related : E.related, { params: tx(id), ...opts(signal) }),
    apiLogs: (id: string, signal?: AbortSignal) => callApi(merchant ? M.apiLogs : E.apiLogs, { params: tx(id), ...opts(signal) }),
    fees: (id: string, signal?: AbortSignal) => callApi(merchant ? M.fees : E.fees, { params: tx(id), ...opts(signal) }),
    rejectionReasons: (id: string, signal?: AbortSignal) =>
      callApi(merchant ? M.rejectionReasons : E.rejectionReasons, { params: { transactionId: id, kind: 'Declined' }, ...opts(signal) }),
    checkBalance: (id: string, signal?: AbortSignal) => callApi(merchant ? M.checkBalance : E.checkBalance, { params: tx(id), ...opts(signal) }),
    alerts: (id: string, signal?: AbortSignal) => callApi(E.alerts, { params: tx(id), ...opts(signal) }),
    cascading: (id: string, offset: number, signal?: AbortSignal) => callApi(E.cascading, { params: tx(id), query: { offset }, ...opts(signal) }),
    smartRouting: (id: string, signal?: AbortSignal) => callApi(E.smartRouting, { params: { transactionId: id, attempt: 'all' }, ...opts(signal) }),
    disputeCodes: (id: string, signal?: AbortSignal) => callApi(E.disputeCodes, { params: tx(id), ...opts(signal) }),
    /** The transaction's allocations to merchants' account references (spec 7.1 relationships), the newest first. */
    relationships: (id: string, signal?: AbortSignal) =>
      callApi(TRANSACTION_ACTION_ENDPOINTS.relationships, { query: { transactionId: id, pageSize: 100 }, ...opts(signal) }),
    accountingEntries: (id: string, merchantId: string, signal?: AbortSignal) =>
      callApi(E.accountingEntries, { params: { transactionId: id, customerId: merchantId }, ...opts(signal) }),
  };
}

export type DetailApi = ReturnType<typeof detailApi>;
export type DetailOf<K extends keyof DetailApi> = Awaited<ReturnType<DetailApi[K]>>;
