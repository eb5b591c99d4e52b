import { callApi } from '@portal/api-client';
import { text, UTR_ENDPOINTS } from '@portal/contracts';
import type { AnyResource } from '@portal/kit';

export type UtrSide = 'tenant' | 'merchant';

/** The UTR resubmission calls of one side (tenant staff or the merchant, ADR 0055); the Mode header is the client's. */
export const utrApi = (side: UtrSide) => {
  const E = UTR_ENDPOINTS[side];
  return {
    list: (pageIndex: number, pageSize: number, signal?: AbortSignal) => callApi(E.list, { query: { pageIndex, pageSize }, signal, silent: true }),
    submit: (transactionId: string, utr: string) => callApi(E.submit, { body: { transactionId, utr }, silent: true }),
  };
};

export const UTR_QUERY_KEYS = { all: ['utr'] as const };

/**
 * One side's pending bank transfers as a kit resource over the existing pending endpoint (oldest first,
 * offset paging, per mode, searched by part of the external id). Its key under the UTR root: a submission refreshes it.
 */
export const utrPendingResource = (side: UtrSide): AnyResource => ({
  key: UTR_QUERY_KEYS.all[0], path: UTR_ENDPOINTS[side].pending.path, title: 'Pending bank transfers', tag: 'UTR resubmissions', row: { type: 'object' },
  operations: ['list'], filters: { search: text('Search') }, sorts: ['createdAt'], defaultSort: { key: 'createdAt', direction: 'asc' },
  paging: 'offset', modeScoped: true, scope: 'global', endpoints: { list: UTR_ENDPOINTS[side].pending },
});

/** One side's UTR submissions, newest first (offset paging, per mode), under the same root: a submission refreshes it. */
export const utrHistoryResource = (side: UtrSide): AnyResource => ({
  key: UTR_QUERY_KEYS.all[0], path: UTR_ENDPOINTS[side].list.path, title: 'UTR submissions', tag: 'UTR resubmissions', row: { type: 'object' },
  operations: ['list'], filters: {}, sorts: ['submittedAt'], defaultSort: { key: 'submittedAt', direction: 'desc' },
  paging: 'offset', modeScoped: true, scope: 'global', endpoints: { list: UTR_ENDPOINTS[side].list },
});
