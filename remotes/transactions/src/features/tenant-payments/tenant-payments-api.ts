import { callApi, getSystemMode } from '@portal/api-client';
import { TENANT_PAYMENT_ENDPOINTS as E } from '@portal/contracts';
import type { AnyResource } from '@portal/kit';

/** The tenant pending payments' calls (ADR 0055): a request id fresh per decision (the same on a retry) and the mode. */
export const tenantPaymentsApi = {
  approve: (paymentId: string, requestId: string) =>
    callApi(E.approve, { params: { paymentId }, body: {}, headers: { 'x-request-id': requestId, mode: getSystemMode() }, silent: true }),
  decline: (paymentId: string, rejectReason: string, requestId: string) =>
    callApi(E.decline, { params: { paymentId }, body: { response: 'Rejected', rejectReason }, headers: { 'x-request-id': requestId, mode: getSystemMode() }, silent: true }),
};

export const TENANT_PAYMENT_QUERY_KEYS = { all: ['tenant-payments'] as const };

/**
 * The waiting payouts as a kit resource over the existing pending endpoint (oldest first, offset paging, per
 * mode; the server reads the tenant from the token). Its key is the query root a decision refreshes.
 */
export const TENANT_PENDING_PAYMENTS: AnyResource = {
  key: TENANT_PAYMENT_QUERY_KEYS.all[0], path: E.pending.path, title: 'Pending payments', tag: 'Tenant payments', row: { type: 'object' },
  operations: ['list'], filters: {}, sorts: ['createdAt'], defaultSort: { key: 'createdAt', direction: 'asc' },
  paging: 'offset', modeScoped: true, scope: 'global', endpoints: { list: E.pending },
};
