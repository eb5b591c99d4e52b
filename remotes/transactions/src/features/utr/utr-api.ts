import { callApi } from '@portal/api-client';
import { UTR_ENDPOINTS } from '@portal/contracts';

export type UtrSide = 'tenant' | 'merchant';

/** The UTR resubmission calls of one side (tenant staff or the merchant, ADR 0055); the Mode header is the client's. */
export const utrApi = (side: UtrSide) => {
  const E = UTR_ENDPOINTS[side];
  return {
    pending: (pageIndex: number, pageSize: number, search: string, signal?: AbortSignal) =>
      callApi(E.pending, { query: { pageIndex, pageSize, ...(search ? { search } : {}) }, signal, silent: true }),
    list: (pageIndex: number, pageSize: number, signal?: AbortSignal) => callApi(E.list, { query: { pageIndex, pageSize }, signal, silent: true }),
    submit: (transactionId: string, utr: string) => callApi(E.submit, { body: { transactionId, utr }, silent: true }),
  };
};

export const UTR_QUERY_KEYS = { all: ['utr'] as const };
