import { callApi, getSystemMode } from '@portal/api-client';
import { OPEN_BANKING_ENDPOINTS as E, type OpenBankingPayoutInput } from '@portal/contracts';
import type { AnyResource } from '@portal/kit';

/** The open-banking calls (ADR 0055) and their query keys; a payout carries a request id (the same on its retry) and the mode. */
export const OPEN_BANKING_QUERY_KEYS = {
  all: ['open-banking'] as const,
  banks: ['open-banking', 'banks'] as const,
  consents: ['open-banking', 'consents'] as const,
};

export const openBankingApi = {
  banks: (signal?: AbortSignal) => callApi(E.banks, { signal, silent: true }),
  consents: (signal?: AbortSignal) => callApi(E.consents, { signal, silent: true }),
  connect: (bankId: string, returnUrl: string) => callApi(E.connect, { body: { bankId, returnUrl }, silent: true }),
  revoke: (consentId: string) => callApi(E.revoke, { params: { consentId }, body: {}, silent: true }),
  payout: (consentId: string, body: OpenBankingPayoutInput, requestId: string) =>
    callApi(E.payout, { params: { consentId }, body, headers: { 'x-request-id': requestId, systemmode: getSystemMode() }, silent: true }),
};

/**
 * The consent events as a kit resource over the existing history endpoint (newest first, offset paging; the
 * server reads whose events from the token). Its key under the open-banking root: a consent change refreshes it.
 */
export const OPEN_BANKING_HISTORY: AnyResource = {
  key: 'open-banking', path: E.history.path, title: 'Open banking history', tag: 'Open banking', row: { type: 'object' },
  operations: ['list'], filters: {}, sorts: ['at'], defaultSort: { key: 'at', direction: 'desc' },
  paging: 'offset', modeScoped: false, scope: 'global', endpoints: { list: E.history },
};
