import { callApi, getSystemMode } from '@portal/api-client';
import { TENANT_PAYMENT_ENDPOINTS as E } from '@portal/contracts';

/** The tenant pending payments' calls (ADR 0055): a request id fresh per decision (the same on a retry) and the mode. */
export const tenantPaymentsApi = {
  pending: (pageIndex: number, pageSize: number, signal?: AbortSignal) => callApi(E.pending, { query: { pageIndex, pageSize }, signal, silent: true }),
  approve: (paymentId: string, requestId: string) =>
    callApi(E.approve, { params: { paymentId }, body: {}, headers: { 'x-request-id': requestId, mode: getSystemMode() }, silent: true }),
  decline: (paymentId: string, rejectReason: string, requestId: string) =>
    callApi(E.decline, { params: { paymentId }, body: { response: 'Rejected', rejectReason }, headers: { 'x-request-id': requestId, mode: getSystemMode() }, silent: true }),
};

export const TENANT_PAYMENT_QUERY_KEYS = { all: ['tenant-payments'] as const };
