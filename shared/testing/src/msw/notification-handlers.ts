import { http, HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_SERVICE_BASES, NOTIFICATION_PATHS, type Notification, type ServiceBases } from '@portal/contracts';
import { everyUrlFor } from './urls';

/** An in-memory notifications inbox the handlers read and change (tests add to `items` directly). */
export interface NotificationStore {
  items: Notification[];
  /** Report id -> csv text, served by the report download path. */
  reports: Record<string, string>;
}

export function createNotificationStore(items: Notification[] = [], reports: Record<string, string> = {}): NotificationStore {
  return { items: [...items], reports: { ...reports } };
}

let sequence = 0;

/** A notification with defaults (newest now); override any field. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `n-${sequence}`, title: `Notification ${sequence}`, description: '', image: null, icon: null,
    created: new Date().toISOString(), isRead: false, objectUrl: null, notificationType: 'Task', useRouter: true,
    ...overrides,
  };
}

const newestFirst = (a: Notification, b: Notification) => b.created.localeCompare(a.created) || b.id.localeCompare(a.id);

/** msw handlers for every notifications call (spec part 1 section 7 "Notifications"), over one store. */
export function notificationHandlers(store: NotificationStore, services: ServiceBases = DEFAULT_SERVICE_BASES): HttpHandler[] {
  const urls = (path: string) => everyUrlFor(path, services);
  const unread = () => store.items.filter((n) => !n.isRead).length;
  const ok = (extra: object = {}) => HttpResponse.json({ result: 'success', unreadNotificationCount: unread(), ...extra });
  const notFound = () => HttpResponse.json({ error: 'Notification not found' }, { status: 404 });
  return [
    ...urls(NOTIFICATION_PATHS.latest).map((url) => http.get(url, ({ request }) => {
      const since = new URL(request.url).searchParams.get('since') ?? '';
      return ok({ data: store.items.filter((n) => Date.parse(n.created) > Date.parse(since)).sort(newestFirst) });
    })),
    ...urls(NOTIFICATION_PATHS.reportDownload(':reportId')).map((url) => http.get(url, ({ params }) => {
      const csv = store.reports[String(params.reportId)];
      return csv === undefined ? notFound() : new HttpResponse(csv, { headers: { 'content-type': 'text/csv' } });
    })),
    ...urls(NOTIFICATION_PATHS.list).map((url) => http.get(url, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const pageIndex = Number(query.get('pageIndex') ?? 0);
      const pageSize = Number(query.get('pageSize') ?? 10);
      return ok({ data: [...store.items].sort(newestFirst).slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
    })),
    ...urls(NOTIFICATION_PATHS.markAllRead).map((url) => http.post(url, () => {
      store.items = store.items.map((n) => ({ ...n, isRead: true }));
      return ok();
    })),
    ...urls(NOTIFICATION_PATHS.markRead(':id')).map((url) => http.put(url, ({ params }) => {
      const found = store.items.find((n) => n.id === params.id);
      if (!found) return notFound();
      found.isRead = true;
      return ok();
    })),
    ...urls(NOTIFICATION_PATHS.list).map((url) => http.delete(url, () => {
      store.items = [];
      return ok();
    })),
    ...urls(NOTIFICATION_PATHS.one(':id')).map((url) => http.get(url, ({ params }) => {
      const found = store.items.find((n) => n.id === params.id);
      return found ? ok({ data: found }) : notFound();
    })),
    ...urls(NOTIFICATION_PATHS.one(':id')).map((url) => http.delete(url, ({ params }) => {
      const before = store.items.length;
      store.items = store.items.filter((n) => n.id !== params.id);
      return store.items.length === before ? notFound() : ok();
    })),
  ];
}
