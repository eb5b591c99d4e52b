import { and, eq, type SQL } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { resourceWhere, type ResourceColumns } from '../../http/resource-where';
import { scopeWhere, type Scope } from '../../http/scope';
import { PAGING_PARAMS, refuseUnknown } from '../../lib/list-params';
import { QueryParameters } from '../../lib/query-parameters';
import { TRANSACTION_LOOKUP_FILTERS, transactionLookupFilterMap, type SystemMode, type TransactionLookupFilters, type TransactionLookupKind } from '@portal/contracts';

/** Where each lookup filter's field lives (the descriptors' `field`, else the filter's name). */
const LOOKUP_COLUMNS: ResourceColumns = {
  createdAt: transactions.createdAt, tenantId: transactions.tenantId, merchantId: transactions.merchantId, status: transactions.status,
  type: transactions.type, paymentMethod: transactions.paymentMethod, serviceProviderId: transactions.serviceProviderId,
  websiteId: transactions.websiteId, currency: transactions.currency, amount: transactions.amount, cardFirst6: transactions.cardFirst6,
  cardLast4: transactions.cardLast4, externalId: transactions.externalId, customerEmail: transactions.customerEmail,
};

/** Rows a scope may read, in one mode: the leading columns of the lookup indexes. */
export function scopeCondition(scope: Scope, mode: SystemMode, p: QueryParameters = QueryParameters.inline()): SQL {
  const owner = scopeWhere(scope, transactions, p);
  const inMode = eq(transactions.mode, p.value('mode', mode));
  return owner ? and(owner, inMode)! : inMode;
}

/**
 * The conditions of a lookup's query (validated by its declaration), from the filter descriptors the page and the
 * msw fake read too (contracts TRANSACTION_LOOKUP_FILTER_MAP; ADR 0063): a parameter the lookup does not offer is
 * refused by name (400), and so are ranges that end before they start or span more than the lookup searches. Each
 * value goes through `p` under its parameter's name: inline, or a placeholder of the lookup's statement prepared
 * once per filter set (ADR 0015, session 11). The platform lookup's tenantIds also narrow its scope (resolveScope).
 */
export function lookupConditions(kind: TransactionLookupKind, query: TransactionLookupFilters, p: QueryParameters = QueryParameters.inline()): SQL[] {
  const offered = TRANSACTION_LOOKUP_FILTERS[kind];
  refuseUnknown(query, [...offered, ...PAGING_PARAMS]);
  const where = resourceWhere({ filters: transactionLookupFilterMap(kind) }, LOOKUP_COLUMNS, query as Readonly<Record<string, unknown>>, p);
  return where ? [where] : [];
}
