import { HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_SERVICE_BASES, NOTIFICATION_ENDPOINTS, type EndpointDeclaration, type Notification, type ServiceBases } from '@portal/contracts';
import { declaredHandlers, type DeclaredRequest } from './declared-handlers';

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

/**
 * msw handlers for every notifications call (spec part 1 section 7 "Notifications"), over one store. They are
 * declared handlers (ADR 0014): requests and answers are checked against NOTIFICATION_ENDPOINTS' schemas.
 */
export function notificationHandlers(store: NotificationStore, services: ServiceBases = DEFAULT_SERVICE_BASES): HttpHandler[] {
  const E = NOTIFICATION_ENDPOINTS;
  const fake = (endpoint: EndpointDeclaration, resolve: (request: DeclaredRequest) => Response | Promise<Response>) =>
    declaredHandlers(endpoint, resolve, { services });
  const unread = () => store.items.filter((n) => !n.isRead).length;
  const ok = (extra: object = {}) => HttpResponse.json({ result: 'success', unreadNotificationCount: unread(), ...extra });
  const notFound = () => HttpResponse.json({ error: 'Notification not found' }, { status: 404 });
  return [
    // `latest` and the report download before `one`: their paths would match notifications/:id.
    ...fake(E.latest, ({ query }) => {
      const since = Date.parse(String(query.since));
      return ok({ data: store.items.filter((n) => Date.parse(n.created) > since).sort(newestFirst) });
    }),
    ...fake(E.reportDownload, ({ params }) => {
      const csv = store.reports[params.id ?? ''];
      return csv === undefined ? notFound() : new HttpResponse(csv, { headers: { 'content-type': 'text/csv' } });
    }),
    ...fake(E.list, ({ query }) => {
      const pageIndex = Number(query.pageIndex ?? 0);
      const pageSize = Number(query.pageSize ?? 10);
      return ok({ data: [...store.items].sort(newestFirst).slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) });
    }),
    ...fake(E.markAllRead, () => {
      store.items = store.items.map((n) => ({ ...n, isRead: true }));
      return ok();
    }),
    ...fake(E.markRead, ({ params }) => {
      const found = store.items.find((n) => n.id === params.id);
      if (!found) return notFound();
      found.isRead = true;
      return ok();
    }),
    ...fake(E.removeAll, () => {
      store.items = [];
      return ok();
    }),
    ...fake(E.one, ({ params }) => {
      const found = store.items.find((n) => n.id === params.id);
      return found ? ok({ data: found }) : notFound();
    }),
    ...fake(E.remove, ({ params }) => {
      const before = store.items.length;
      store.items = store.items.filter((n) => n.id !== params.id);
      return store.items.length === before ? notFound() : ok();
    }),
  ];
}
