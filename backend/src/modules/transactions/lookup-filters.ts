import { and, eq, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { scopeWhere, type Scope } from '../../http/scope';
import { likeContains } from '../../lib/like';
import { PAGING_PARAMS, refuseUnknown } from '../../lib/list-params';
import { QueryParameters } from '../../lib/query-parameters';
import { TRANSACTION_LOOKUP_FILTERS, type SystemMode, type TransactionLookupFilters, type TransactionLookupKind } from '@portal/contracts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type FilterName = keyof TransactionLookupFilters;

/** Each list filter: its values, or nothing when absent or empty. */
const anyOf = <T>(values: readonly T[] | undefined): T[] | undefined => (values?.length ? [...values] : undefined);
const trimmed = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * The whitelisted filters (contracts TRANSACTION_LOOKUP_FILTERS), each turned into one condition on the
 * transactions table. Values arrive validated and typed by the declaration (ids, enums, whole numbers,
 * digits); a filter left empty adds nothing. Each value goes through `p` under the filter's own name: inline,
 * or a placeholder of the lookup's statement prepared once per filter set (ADR 0015, session 11).
 */
const FILTERS: Record<FilterName, (query: TransactionLookupFilters, p: QueryParameters) => SQL | undefined> = {
  from: (q, p) => (q.from ? gte(transactions.createdAt, p.value('from', new Date(q.from))) : undefined),
  to: (q, p) => (q.to ? lt(transactions.createdAt, p.value('to', new Date(q.to))) : undefined),
  status: (q, p) => { const v = anyOf(q.status); return v && p.anyOf(transactions.status, 'status', v); },
  type: (q, p) => { const v = anyOf(q.type); return v && p.anyOf(transactions.type, 'type', v); },
  paymentMethod: (q, p) => { const v = anyOf(q.paymentMethod); return v && p.anyOf(transactions.paymentMethod, 'paymentMethod', v); },
  serviceProviderFilter: (q, p) => { const v = anyOf(q.serviceProviderFilter); return v && p.anyOf(transactions.serviceProviderId, 'serviceProviderFilter', v); },
  Customer: (q, p) => { const v = anyOf(q.Customer); return v && p.anyOf(transactions.merchantId, 'Customer', v); },
  websiteId: (q, p) => { const v = anyOf(q.websiteId); return v && p.anyOf(transactions.websiteId, 'websiteId', v); },
  currency: (q, p) => { const v = anyOf(q.currency); return v && p.anyOf(transactions.currency, 'currency', v); },
  amountFrom: (q, p) => (q.amountFrom === undefined ? undefined : gte(transactions.amount, p.value('amountFrom', q.amountFrom))),
  amountTo: (q, p) => (q.amountTo === undefined ? undefined : lte(transactions.amount, p.value('amountTo', q.amountTo))),
  cardFirst6: (q, p) => (q.cardFirst6 === undefined ? undefined : eq(transactions.cardFirst6, p.value('cardFirst6', q.cardFirst6))),
  cardLast4: (q, p) => (q.cardLast4 === undefined ? undefined : eq(transactions.cardLast4, p.value('cardLast4', q.cardLast4))),
  externalId: (q, p) => { const v = trimmed(q.externalId); return v === undefined ? undefined : ilike(transactions.externalId, p.value('externalId', likeContains(v))); },
  // Stored lower-case: an equality the index answers.
  customerEmail: (q, p) => { const v = trimmed(q.customerEmail); return v === undefined ? undefined : eq(transactions.customerEmail, p.value('customerEmail', v.toLowerCase())); },
  // Read by the scope resolver (platform lookup); nothing to add here.
  tenantIds: () => undefined,
};

/** Rows a scope may read, in one mode: the leading columns of the lookup indexes. */
export function scopeCondition(scope: Scope, mode: SystemMode, p: QueryParameters = QueryParameters.inline()): SQL {
  const owner = scopeWhere(scope, transactions, p);
  const inMode = eq(transactions.mode, p.value('mode', mode));
  return owner ? and(owner, inMode)! : inMode;
}

/**
 * The conditions of a lookup's query (validated by its declaration); a parameter the lookup does not offer is
 * refused by name (400), and so are ranges that end before they start.
 */
export function lookupConditions(kind: TransactionLookupKind, query: TransactionLookupFilters, p: QueryParameters = QueryParameters.inline()): SQL[] {
  const offered = TRANSACTION_LOOKUP_FILTERS[kind];
  refuseUnknown(query, [...offered, ...PAGING_PARAMS]);
  if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) throw badRequest('from must be before to');
  if (query.amountFrom !== undefined && query.amountTo !== undefined && query.amountFrom > query.amountTo) throw badRequest('amountFrom must not exceed amountTo');
  return offered.map((name) => FILTERS[name](query, p)).filter((c): c is SQL => c !== undefined);
}
