import { and, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { scopeWhere, type Scope } from '../../http/scope';
import { likeContains } from '../../lib/like';
import { PAGING_PARAMS, first, listValues, parse, refuseUnknown, values, type RawQuery } from '../../lib/list-params';
import {
  TRANSACTION_LOOKUP_FILTERS, TRANSACTION_LOOKUP_LIMITS, TRANSACTION_STATUSES, TRANSACTION_TYPES,
  type SystemMode, type TransactionLookupFilters, type TransactionLookupKind,
} from '../../lib/contracts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const { maxTextLength, maxValues } = TRANSACTION_LOOKUP_LIMITS;
type FilterName = keyof TransactionLookupFilters;

/** Every value of a multi-value filter, at most maxValues of them. */
function list(query: RawQuery, name: FilterName): string[] {
  const v = listValues(query, name);
  if (v.length > maxValues) throw badRequest(`${name} takes at most ${maxValues} values`);
  return v;
}

/**
 * The whitelisted filters (contracts TRANSACTION_LOOKUP_FILTERS), each turned into one condition on the
 * transactions table. A filter left empty adds nothing.
 */
const FILTERS: Record<FilterName, (query: RawQuery) => SQL | undefined> = {
  from: (q) => { const d = parse.dateTime('from', first(q, 'from')); return d && gte(transactions.createdAt, d); },
  to: (q) => { const d = parse.dateTime('to', first(q, 'to')); return d && lt(transactions.createdAt, d); },
  status: (q) => { const v = parse.oneOf('status', list(q, 'status'), TRANSACTION_STATUSES); return v.length ? inArray(transactions.status, v) : undefined; },
  type: (q) => { const v = parse.oneOf('type', list(q, 'type'), TRANSACTION_TYPES); return v.length ? inArray(transactions.type, v) : undefined; },
  paymentMethod: (q) => { const v = list(q, 'paymentMethod'); return v.length ? inArray(transactions.paymentMethod, v) : undefined; },
  serviceProviderFilter: (q) => { const v = list(q, 'serviceProviderFilter'); return v.length ? inArray(transactions.serviceProviderId, v) : undefined; },
  Customer: (q) => {
    const v = parse.matching('Customer', list(q, 'Customer'), UUID_PATTERN, 'merchant ids');
    return v.length ? inArray(transactions.merchantId, v) : undefined;
  },
  websiteId: (q) => {
    const v = parse.matching('websiteId', list(q, 'websiteId'), UUID_PATTERN, 'website ids');
    return v.length ? inArray(transactions.websiteId, v) : undefined;
  },
  currency: (q) => {
    const v = parse.matching('currency', list(q, 'currency'), /^[A-Z]{3}$/, 'ISO 4217 codes (three capital letters)');
    return v.length ? inArray(transactions.currency, v) : undefined;
  },
  amountFrom: (q) => { const n = parse.integer('amountFrom', first(q, 'amountFrom')); return n === undefined ? undefined : gte(transactions.amount, n); },
  amountTo: (q) => { const n = parse.integer('amountTo', first(q, 'amountTo')); return n === undefined ? undefined : lte(transactions.amount, n); },
  cardFirst6: (q) => {
    const [v] = parse.matching('cardFirst6', values(q, 'cardFirst6'), /^\d{6}$/, 'exactly 6 digits');
    return v === undefined ? undefined : eq(transactions.cardFirst6, v);
  },
  cardLast4: (q) => {
    const [v] = parse.matching('cardLast4', values(q, 'cardLast4'), /^\d{4}$/, 'exactly 4 digits');
    return v === undefined ? undefined : eq(transactions.cardLast4, v);
  },
  externalId: (q) => {
    const v = parse.text('externalId', first(q, 'externalId'), maxTextLength);
    return v === undefined ? undefined : ilike(transactions.externalId, likeContains(v));
  },
  // Stored lower-case: an equality the index answers.
  customerEmail: (q) => {
    const v = parse.text('customerEmail', first(q, 'customerEmail'), maxTextLength);
    return v === undefined ? undefined : eq(transactions.customerEmail, v.toLowerCase());
  },
  // Read by the scope resolver (platform lookup); nothing to add here.
  tenantIds: () => undefined,
};

/** Rows a scope may read, in one mode: the leading columns of the lookup indexes. */
export function scopeCondition(scope: Scope, mode: SystemMode): SQL {
  const owner = scopeWhere(scope, transactions);
  return owner ? and(owner, eq(transactions.mode, mode))! : eq(transactions.mode, mode);
}

/** The conditions of a lookup's query; a parameter the lookup does not offer is refused (400). */
export function lookupConditions(kind: TransactionLookupKind, query: RawQuery): SQL[] {
  const offered = TRANSACTION_LOOKUP_FILTERS[kind];
  refuseUnknown(query, [...offered, ...PAGING_PARAMS]);
  const from = parse.dateTime('from', first(query, 'from'));
  const to = parse.dateTime('to', first(query, 'to'));
  if (from && to && from >= to) throw badRequest('from must be before to');
  const amountFrom = parse.integer('amountFrom', first(query, 'amountFrom'));
  const amountTo = parse.integer('amountTo', first(query, 'amountTo'));
  if (amountFrom !== undefined && amountTo !== undefined && amountFrom > amountTo) throw badRequest('amountFrom must not exceed amountTo');
  return offered.map((name) => FILTERS[name](query)).filter((c): c is SQL => c !== undefined);
}
