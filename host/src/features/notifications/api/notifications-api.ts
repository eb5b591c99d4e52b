import { apiFetch, callApi } from '@portal/api-client';
import { NOTIFICATION_ENDPOINTS as E, NOTIFICATION_LIMITS } from '@portal/contracts';
import { portalI18n } from '@portal/i18n';

// Every call is silent: notification failures are logged by the caller, never shown (spec part 1 section 8).
const silent = { silent: true } as const;

// The server renders notification texts in the language asked for (ADR 0042): the portal's, not the browser's.
const inPortalLanguage = () => ({ ...silent, headers: { 'accept-language': portalI18n().language || 'en' } });

export const notificationsApi = {
  page: (pageIndex: number) => callApi(E.list, { ...inPortalLanguage(), query: { pageIndex, pageSize: NOTIFICATION_LIMITS.pageSize } }),
  latest: (since: string) => callApi(E.latest, { ...inPortalLanguage(), query: { since } }),
  markRead: (id: string) => callApi(E.markRead, { ...silent, params: { id }, body: {} }),
  markAllRead: () => callApi(E.markAllRead, { ...silent, body: {} }),
  remove: (id: string) => callApi(E.remove, { ...silent, params: { id } }),
  removeAll: () => callApi(E.removeAll, silent),
  /** The file behind a ReportGenerated notification's objectUrl: a path the server gives, not a declared one. */
  file: (objectUrl: string) => apiFetch<Blob>(objectUrl, { ...silent, responseType: 'blob' }),
};
