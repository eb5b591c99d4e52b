/**
 * Every filter a transaction lookup may offer, as resource filter descriptors (ADR 0063), in the order the filter
 * bar shows them. The one spelling of each filter: the page's filter bar and URL, the backend's where
 * (`resourceWhere`) and the msw fake's predicate (`rowMatches`) all read it. Which of them a lookup offers is
 * TRANSACTION_LOOKUP_FILTERS; the labels are English texts the portal translates.
 */
import { amountRange, dayRange, idsOf, oneOf, parametersOf, primaryFilter, text, type FilterMap } from '../resource/filters';
import { TRANSACTION_LOOKUP_FILTERS, TRANSACTION_LOOKUP_LIMITS } from './lookup';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './model';
import type { TransactionLookupKind } from './paths';

const longest = { maxLength: TRANSACTION_LOOKUP_LIMITS.maxTextLength };

// The most used (issue 27): the period, the status, the card's last 4 digits and the external id stay in the filter
// bar's first row; the others wait behind "More filters".
export const TRANSACTION_LOOKUP_FILTER_MAP: FilterMap = {
  created: primaryFilter(dayRange('Date', { maxDays: TRANSACTION_LOOKUP_LIMITS.maxRangeDays, field: 'createdAt' })),
  tenantIds: idsOf('tenants', 'Tenants', { field: 'tenantId' }),
  Customer: idsOf('merchants', 'Customer', { field: 'merchantId' }),
  status: primaryFilter(oneOf('Status', TRANSACTION_STATUSES, { multiple: true })),
  type: oneOf('Type', TRANSACTION_TYPES, { multiple: true }),
  paymentMethod: idsOf('methods', 'Payment method'),
  serviceProviderFilter: idsOf('providers', 'Service provider', { field: 'serviceProviderId' }),
  websiteId: idsOf('websites', 'Website'),
  currency: idsOf('currencies', 'Currency'),
  amount: amountRange('Amount', { currencyFilter: 'currency' }),
  // Digits, and an e-mail stored lower-case: an exact match is a plain equality the lookup indexes answer.
  cardFirst6: text('Card first 6', { match: 'exact', storedLowerCase: true, ...longest }),
  cardLast4: primaryFilter(text('Card last 4', { match: 'exact', storedLowerCase: true, ...longest })),
  externalId: primaryFilter(text('External id', longest)),
  customerEmail: text('Customer e-mail', { match: 'exact', storedLowerCase: true, ...longest }),
};

/** The descriptors of the filters one lookup offers (a descriptor whose parameters it offers). */
export function transactionLookupFilterMap(kind: TransactionLookupKind): FilterMap {
  const offered = new Set<string>(TRANSACTION_LOOKUP_FILTERS[kind]);
  return Object.fromEntries(Object.entries(TRANSACTION_LOOKUP_FILTER_MAP).filter(([name, f]) => parametersOf(name, f).some((p) => offered.has(p))));
}
