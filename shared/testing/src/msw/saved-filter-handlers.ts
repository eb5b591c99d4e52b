import { HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_SERVICE_BASES, SAVED_FILTER_ENDPOINTS, SAVED_FILTER_LIMITS, SAVED_FILTER_MESSAGES, TRANSACTION_LOOKUP_COLUMNS, TRANSACTION_LOOKUP_FILTERS,
  type SavedTransactionFilter, type SavedTransactionFilterCreate, type SavedTransactionFilterUpdate, type ServiceBases, type TransactionLookupKind,
} from '@portal/contracts';
import { findDemoUser } from '../demo-users/demo-users';
import { declaredHandlers } from './declared-handlers';

/**
 * msw handlers for saved transaction filters (issue 10, ADR 0043), answered as one demo account with the
 * backend's rules (backend/src/modules/saved-filters): the caller's own only (anybody else's id is 404), the
 * caller's own lookup only (403), only the lookup's filters and columns (400 naming the wrong one), names
 * unique per user and lookup in any case (409), at most SAVED_FILTER_LIMITS.maxPerUser per user (409).
 * Requests and answers are checked against the declarations; calls are recorded for assertions.
 */
export interface SavedFilterStore {
  /** Every user's saved filters, each with its owner's e-mail. */
  filters: Array<SavedTransactionFilter & { owner: string }>;
  calls: Array<{ method: string; path: string; body: unknown }>;
  /** Set to a message to make every call answer 500 with it. */
  failWith: string | null;
}

export interface SavedFilterHandlersOptions {
  userEmail: string;
  services?: ServiceBases;
  /** Filters present at the start (owner: whose; default the caller). */
  filters?: Array<Omit<SavedTransactionFilter, 'externalId' | 'createdAt' | 'updatedAt'> & { owner?: string }>;
}

const LOOKUP_OF_PROFILE = { merchant: 'merchant', platform: 'platform' } as Record<string, TransactionLookupKind>;
const bad = (error: string, status = 400) => HttpResponse.json({ error }, { status });
const stamp = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();

export function createSavedFilterHandlers({ userEmail, services = DEFAULT_SERVICE_BASES, filters = [] }: SavedFilterHandlersOptions): { handlers: HttpHandler[]; store: SavedFilterStore } {
  const user = findDemoUser(userEmail);
  const myLookup = LOOKUP_OF_PROFILE[user.profile] ?? 'tenant';
  let next = 1;
  const newId = () => `5f000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
  const store: SavedFilterStore = {
    filters: filters.map((f, i) => ({ ...f, owner: f.owner ?? userEmail, externalId: `SF-TEST${String(i).padStart(4, '0')}`, createdAt: stamp(i), updatedAt: stamp(i) })),
    calls: [],
    failWith: null,
  };
  const record = (request: Request, body: unknown = undefined) => store.calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  const mine = (id: string) => store.filters.find((f) => f.id === id && f.owner === userEmail);
  const strip = ({ owner: _owner, ...f }: SavedFilterStore['filters'][number]): SavedTransactionFilter => f;
  const nameTaken = (lookup: string, name: string, except?: string) =>
    store.filters.some((f) => f.owner === userEmail && f.lookup === lookup && f.id !== except && f.name.toLowerCase() === name.toLowerCase());
  const wrongOf = (lookup: TransactionLookupKind, request: SavedTransactionFilter['request']): string | null => {
    const key = Object.keys(request.filters).find((k) => !(TRANSACTION_LOOKUP_FILTERS[lookup] as readonly string[]).includes(k));
    if (key) return `${key} is not a filter of the ${lookup} lookup`;
    const column = request.columns.find((c) => !(TRANSACTION_LOOKUP_COLUMNS[lookup] as readonly string[]).includes(c));
    return column ? `${column} is not a column of the ${lookup} lookup` : null;
  };

  const E = SAVED_FILTER_ENDPOINTS;
  const handlers = [
    ...declaredHandlers(E.list, ({ request, query }) => {
      record(request);
      if (store.failWith) return bad(store.failWith, 500);
      if (query.lookup !== myLookup) return bad('You are not authorized to perform this action', 403);
      const own = store.filters.filter((f) => f.owner === userEmail && f.lookup === query.lookup).sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json(own.map(strip));
    }, { services }),
    ...declaredHandlers(E.create, ({ request, body }) => {
      const { lookup, name, request: saved } = body as SavedTransactionFilterCreate;
      record(request, body);
      if (store.failWith) return bad(store.failWith, 500);
      if (lookup !== myLookup) return bad('You are not authorized to perform this action', 403);
      if (!name.trim()) return bad(SAVED_FILTER_MESSAGES.blankName);
      const wrong = wrongOf(lookup, saved);
      if (wrong) return bad(wrong);
      if (store.filters.filter((f) => f.owner === userEmail).length >= SAVED_FILTER_LIMITS.maxPerUser) return bad(SAVED_FILTER_MESSAGES.limitReached, 409);
      if (nameTaken(lookup, name.trim())) return bad(SAVED_FILTER_MESSAGES.duplicateName, 409);
      const now = new Date().toISOString();
      const made = { id: newId(), externalId: `SF-NEW${String(next).padStart(5, '0')}`, lookup, name: name.trim(), request: saved, createdAt: now, updatedAt: now, owner: userEmail };
      store.filters.push(made);
      return HttpResponse.json(strip(made), { status: 201 });
    }, { services }),
    ...declaredHandlers(E.get, ({ request, params }) => {
      record(request);
      const found = mine(params.id!);
      return found ? HttpResponse.json(strip(found)) : bad('Saved filter not found', 404);
    }, { services }),
    ...declaredHandlers(E.update, ({ request, params, body }) => {
      const change = body as SavedTransactionFilterUpdate;
      record(request, body);
      if (store.failWith) return bad(store.failWith, 500);
      const found = mine(params.id!);
      if (!found) return bad('Saved filter not found', 404);
      const wrong = change.request ? wrongOf(found.lookup, change.request) : null;
      if (wrong) return bad(wrong);
      if (change.name !== undefined && nameTaken(found.lookup, change.name.trim(), found.id)) return bad(SAVED_FILTER_MESSAGES.duplicateName, 409);
      Object.assign(found, { ...(change.name !== undefined ? { name: change.name.trim() } : {}), ...(change.request ? { request: change.request } : {}), updatedAt: new Date().toISOString() });
      return HttpResponse.json(strip(found));
    }, { services }),
    ...declaredHandlers(E.remove, ({ request, params }) => {
      record(request);
      if (store.failWith) return bad(store.failWith, 500);
      const found = mine(params.id!);
      if (!found) return bad('Saved filter not found', 404);
      store.filters = store.filters.filter((f) => f !== found);
      return new HttpResponse(null, { status: 204 });
    }, { services }),
  ];
  return { handlers, store };
}
