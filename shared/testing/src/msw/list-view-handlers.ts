import { HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_SERVICE_BASES, LIST_VIEW_ENDPOINTS, LIST_VIEW_MESSAGES, type ListView, type ListViewState, type ServiceBases } from '@portal/contracts';
import { declaredHandlers } from './declared-handlers';

/** What the list-view handlers hold: one caller's views and column choices, and the calls made. */
export interface ListViewStore {
  views: ListView[];
  columns: Map<string, string[]>;
  calls: Array<{ method: string; path: string; body: unknown }>;
}

type ListQuery = { list: string };
type ColumnsBody = { list: string; columns: string[] };
type CreateBody = { list: string; name: string; state: ListViewState };
type UpdateBody = { name?: string; state?: ListViewState };
const bad = (error: string, status = 400) => HttpResponse.json({ error }, { status });

/**
 * msw handlers for the saved views and column choices of the resource lists (ADR 0095), one caller's, with
 * the backend's rules a page can meet: names unique per list in any case (409), another id 404. The resource's
 * own filter and sort checks are the backend's (list-views.test.ts).
 */
export function createListViewHandlers(services: ServiceBases = DEFAULT_SERVICE_BASES): { handlers: HttpHandler[]; store: ListViewStore } {
  const store: ListViewStore = { views: [], columns: new Map(), calls: [] };
  let next = 1;
  const record = (request: Request, body: unknown = undefined) => store.calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  const taken = (list: string, name: string, except?: string) => store.views.some((v) => v.list === list && v.id !== except && v.name.toLowerCase() === name.toLowerCase());
  const E = LIST_VIEW_ENDPOINTS;
  const handlers = [
    ...declaredHandlers(E.columns, ({ request, query: q }) => {
      const query = q as ListQuery;
      record(request);
      return HttpResponse.json({ list: query.list, columns: store.columns.get(query.list) ?? null });
    }, { services }),
    ...declaredHandlers(E.saveColumns, ({ request, body: b }) => {
      const body = b as ColumnsBody;
      record(request, body);
      store.columns.set(body.list, [...body.columns]);
      return HttpResponse.json({ list: body.list, columns: body.columns });
    }, { services }),
    ...declaredHandlers(E.list, ({ request, query: q }) => {
      const query = q as ListQuery;
      record(request);
      return HttpResponse.json(store.views.filter((v) => v.list === query.list).sort((a, b) => a.name.localeCompare(b.name)));
    }, { services }),
    ...declaredHandlers(E.create, ({ request, body: b }) => {
      const body = b as CreateBody;
      record(request, body);
      const name = body.name.trim();
      if (taken(body.list, name)) return bad(LIST_VIEW_MESSAGES.nameTaken, 409);
      const view: ListView = { id: `7e000000-0000-4000-8000-${String(next++).padStart(12, '0')}`, list: body.list, name, state: body.state, updatedAt: new Date().toISOString() };
      store.views.push(view);
      return HttpResponse.json(view, { status: 201 });
    }, { services }),
    ...declaredHandlers(E.update, ({ request, params, body: b }) => {
      const body = b as UpdateBody;
      record(request, body);
      const view = store.views.find((v) => v.id === params.id);
      if (!view) return bad(LIST_VIEW_MESSAGES.notFound, 404);
      if (body.name !== undefined && taken(view.list, body.name.trim(), view.id)) return bad(LIST_VIEW_MESSAGES.nameTaken, 409);
      Object.assign(view, { ...(body.name !== undefined ? { name: body.name.trim() } : {}), ...(body.state ? { state: body.state } : {}) });
      return HttpResponse.json(view);
    }, { services }),
    ...declaredHandlers(E.remove, ({ request, params }) => {
      record(request);
      const before = store.views.length;
      store.views = store.views.filter((v) => v.id !== params.id);
      return store.views.length === before ? bad(LIST_VIEW_MESSAGES.notFound, 404) : new HttpResponse(null, { status: 204 });
    }, { services }),
  ];
  return { handlers, store };
}
