import { and, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { scopeWhere, type Scope } from '../../http/scope';
import { likeContains } from '../../lib/like';
import { PAGING_PARAMS, refuseUnknown } from '../../lib/list-params';
import { TRANSACTION_LOOKUP_FILTERS, type SystemMode, type TransactionLookupFilters, type TransactionLookupKind } from '../../lib/contracts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type FilterName = keyof TransactionLookupFilters;

/** Each list filter: its values, or nothing when absent or empty. */
const anyOf = <T>(values: readonly T[] | undefined): T[] | undefined => (values?.length ? [...values] : undefined);
const trimmed = (value: string | undefined): string | undefined => value?.trim() || undefined;

/**
 * The whitelisted filters (contracts TRANSACTION_LOOKUP_FILTERS), each turned into one condition on the
 * transactions table. Values arrive validated and typed by the declaration (ids, enums, whole numbers,
 * digits); a filter left empty adds nothing.
 */
const FILTERS: Record<FilterName, (query: TransactionLookupFilters) => SQL | undefined> = {
  from: (q) => (q.from ? gte(transactions.createdAt, new Date(q.from)) : undefined),
  to: (q) => (q.to ? lt(transactions.createdAt, new Date(q.to)) : undefined),
  status: (q) => { const v = anyOf(q.status); return v && inArray(transactions.status, v); },
  type: (q) => { const v = anyOf(q.type); return v && inArray(transactions.type, v); },
  paymentMethod: (q) => { const v = anyOf(q.paymentMethod); return v && inArray(transactions.paymentMethod, v); },
  serviceProviderFilter: (q) => { const v = anyOf(q.serviceProviderFilter); return v && inArray(transactions.serviceProviderId, v); },
  Customer: (q) => { const v = anyOf(q.Customer); return v && inArray(transactions.merchantId, v); },
  websiteId: (q) => { const v = anyOf(q.websiteId); return v && inArray(transactions.websiteId, v); },
  currency: (q) => { const v = anyOf(q.currency); return v && inArray(transactions.currency, v); },
  amountFrom: (q) => (q.amountFrom === undefined ? undefined : gte(transactions.amount, q.amountFrom)),
  amountTo: (q) => (q.amountTo === undefined ? undefined : lte(transactions.amount, q.amountTo)),
  cardFirst6: (q) => (q.cardFirst6 === undefined ? undefined : eq(transactions.cardFirst6, q.cardFirst6)),
  cardLast4: (q) => (q.cardLast4 === undefined ? undefined : eq(transactions.cardLast4, q.cardLast4)),
  externalId: (q) => { const v = trimmed(q.externalId); return v === undefined ? undefined : ilike(transactions.externalId, likeContains(v)); },
  // Stored lower-case: an equality the index answers.
  customerEmail: (q) => { const v = trimmed(q.customerEmail); return v === undefined ? undefined : eq(transactions.customerEmail, v.toLowerCase()); },
  // Read by the scope resolver (platform lookup); nothing to add here.
  tenantIds: () => undefined,
};

/** Rows a scope may read, in one mode: the leading columns of the lookup indexes. */
export function scopeCondition(scope: Scope, mode: SystemMode): SQL {
  const owner = scopeWhere(scope, transactions);
  return owner ? and(owner, eq(transactions.mode, mode))! : eq(transactions.mode, mode);
}

/**
 * The conditions of a lookup's query (validated by its declaration); a parameter the lookup does not offer is
 * refused by name (400), and so are ranges that end before they start.
 */
export function lookupConditions(kind: TransactionLookupKind, query: TransactionLookupFilters): SQL[] {
  const offered = TRANSACTION_LOOKUP_FILTERS[kind];
  refuseUnknown(query, [...offered, ...PAGING_PARAMS]);
  if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) throw badRequest('from must be before to');
  if (query.amountFrom !== undefined && query.amountTo !== undefined && query.amountFrom > query.amountTo) throw badRequest('amountFrom must not exceed amountTo');
  return offered.map((name) => FILTERS[name](query)).filter((c): c is SQL => c !== undefined);
}
