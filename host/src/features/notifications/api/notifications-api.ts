import { apiFetch } from '@portal/api-client';
import { NOTIFICATION_LIMITS, NOTIFICATION_PATHS, type NotificationListResponse, type NotificationResult } from '@portal/contracts';
import { portalI18n } from '@portal/i18n';

// Every call is silent: notification failures are logged by the caller, never shown (spec part 1 section 8).
const silent = { silent: true } as const;

// The server renders notification texts in the language asked for (ADR 0042): the portal's, not the browser's.
const inPortalLanguage = () => ({ ...silent, headers: { 'Accept-Language': portalI18n().language || 'en' } });

type CountResult = NotificationResult & { unreadNotificationCount: number };

export const notificationsApi = {
  page: (pageIndex: number) => apiFetch<NotificationListResponse>(NOTIFICATION_PATHS.list, {
    ...inPortalLanguage(), query: { pageIndex, pageSize: NOTIFICATION_LIMITS.pageSize },
  }),
  latest: (since: string) => apiFetch<NotificationListResponse>(NOTIFICATION_PATHS.latest, { ...inPortalLanguage(), query: { since } }),
  markRead: (id: string) => apiFetch<CountResult>(NOTIFICATION_PATHS.markRead(id), { ...silent, method: 'PUT' }),
  markAllRead: () => apiFetch<CountResult>(NOTIFICATION_PATHS.markAllRead, { ...silent, method: 'POST' }),
  remove: (id: string) => apiFetch<CountResult>(NOTIFICATION_PATHS.one(id), { ...silent, method: 'DELETE' }),
  removeAll: () => apiFetch<CountResult>(NOTIFICATION_PATHS.list, { ...silent, method: 'DELETE' }),
  /** The file behind a ReportGenerated notification's objectUrl (a relative API path). */
  file: (objectUrl: string) => apiFetch<Blob>(objectUrl, { ...silent, responseType: 'blob' }),
};
