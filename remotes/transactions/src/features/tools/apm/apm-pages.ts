import { callApi, callApiFile } from '@portal/api-client';
import { portalI18n } from '@portal/i18n';
import {
  APM_PAYMENT_METHODS, APM_REQUEST_STATUSES, APM_SEARCH_PARAMS, APM_SORT_FIELDS, TRANSACTION_STATUSES, TRANSACTION_TOOL_ENDPOINTS,
  type ApmRequest, type ApmTransaction, type QueryInput,
} from '@portal/contracts';
import { saveBlob, type FieldDefinition } from '@portal/kit';
import { createElement } from 'react';
import { T } from '../../../i18n/texts';
import { TT } from '../../../i18n/tool-texts';
import type { LookupOptions } from '../../lookup/lookup-options';
import { LOOKUP_MAX_DAYS } from '../../lookup/transaction-filters';
import type { ToolListDefinition, ToolQuery } from '../tool-list';
import { ApmDrawer } from './ApmDrawer';

type Translate = (text: string, params?: Record<string, string | number>) => string;
const E = TRANSACTION_TOOL_ENDPOINTS;

/**
 * The day range, the merchants and the APM methods: the filters both APM lists start with. `primary`: the period,
 * the status and the search stay in the filter bar's first row (issue 27), the rest behind "More filters".
 */
function commonFields(options: LookupOptions, t: Translate): FieldDefinition[] {
  return [
    {
      name: 'created', label: t(T.date), type: 'dateRangePicker', startDateName: 'from', endDateName: 'to', primary: true,
      maxDaysSelected: LOOKUP_MAX_DAYS, ranges: ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
    },
    { name: 'Customer', label: t(T.customer), type: 'multiSelectAutoComplete', options: options.customers, multiSelectOptions: { maxTagCount: 2 } },
    {
      name: 'paymentMethod', label: t(T.paymentMethod), type: 'multiSelectAutoComplete', multiSelectOptions: { maxTagCount: 2 },
      options: APM_PAYMENT_METHODS.map((id) => ({ id, name: options.paymentMethodNames[id] ?? id })),
    },
  ];
}

const methodName = (options: LookupOptions) => (id: string) => options.paymentMethodNames[id] ?? id;

/** transaction-lookup-apm: the tenant's APM transactions, searched in the field the user picks (SearchParam / SearchKey). */
export const APM_LOOKUP: ToolListDefinition<ApmTransaction> = {
  id: 'tools-apm',
  fields: (options, t) => [
    ...commonFields(options, t),
    { name: 'status', label: t(T.status), type: 'multiSelectAutoComplete', options: TRANSACTION_STATUSES.map((s) => ({ id: s, name: t(s) })), multiSelectOptions: { maxTagCount: 2 }, primary: true },
    {
      name: 'SearchParam', label: t(TT.searchIn), type: 'select', primary: true,
      options: APM_SEARCH_PARAMS.map((id) => ({ id, name: t(id === 'ExternalId' ? T.externalId : id === 'CustomerEmail' ? T.customerEmail : TT[id]) })),
    },
    { name: 'SearchKey', label: t(TT.search), type: 'input', inputType: 'search', primary: true },
  ],
  columns: (options, t) => [
    { key: 'externalId', title: T.externalId, value: (r) => r.externalId, alwaysShown: true, width: 170 },
    { key: 'createdAt', title: T.createdAt, kind: 'dateTimeSeconds', value: (r) => r.createdAt, sortable: true, width: 180 },
    { key: 'merchantName', title: T.merchantName, value: (r) => r.merchantName },
    { key: 'paymentMethod', title: T.paymentMethod, value: (r) => methodName(options)(r.paymentMethod) },
    { key: 'status', title: T.status, kind: 'status', value: (r) => r.status, label: (s) => t(s), sortable: true, width: 140 },
    { key: 'amount', title: T.amount, kind: 'money', value: (r) => r.amount, currency: (r) => r.currency, decimalPlaces: (r) => options.decimalPlaces[r.currency], sortable: true, width: 140 },
    { key: 'providerReference', title: TT.providerReference, value: (r) => r.providerReference },
    { key: 'payerName', title: TT.payerName, value: (r) => r.payerName },
    { key: 'payerAccount', title: TT.payerAccount, value: (r) => r.payerAccount },
    { key: 'bankName', title: TT.bankName, value: (r) => r.bankName },
  ],
  sortKeys: APM_SORT_FIELDS,
  defaultSort: { key: 'createdAt', direction: 'desc' },
  fetch: (query, signal) => (query.SearchKey
    ? callApi(E.apmSearch, { query: query as QueryInput<typeof E.apmSearch>, signal })
    : callApi(E.apmList, { query: withoutSearch(query) as QueryInput<typeof E.apmList>, signal })),
  rowKey: (r) => r.id,
  download: async (query) => {
    // The file in the portal's language, as the list reads (its titles, statuses, method names).
    const headers = { 'accept-language': portalI18n().language || 'en' };
    const answer = await callApiFile(E.apmCsv, { query: query as QueryInput<typeof E.apmCsv>, headers, silent: true });
    if (answer.kind === 'file') saveBlob(answer.blob, answer.fileName ?? 'apm-transactions.csv');
  },
  detail: (row, close) => createElement(ApmDrawer, { id: row.id, externalId: row.externalId, onClose: close }),
};

/** The list call has no search: a SearchParam picked without a key is left out. */
function withoutSearch(query: ToolQuery): ToolQuery {
  const { SearchParam: _p, SearchKey: _k, ...rest } = query;
  return rest;
}

/** vrtransaction-lookup: requests sent to APM providers, the abandoned ones too (they never became transactions). */
export const APM_REQUESTS: ToolListDefinition<ApmRequest> = {
  id: 'tools-apm-requests',
  fields: (options, t) => [
    ...commonFields(options, t),
    { name: 'status', label: t(TT.requestStatus), type: 'multiSelectAutoComplete', options: APM_REQUEST_STATUSES.map((s) => ({ id: s, name: t(s) })), multiSelectOptions: { maxTagCount: 2 }, primary: true },
    { name: 'reference', label: t(TT.referenceSearch), type: 'input', inputType: 'search', primary: true },
  ],
  columns: (options, t) => [
    { key: 'reference', title: TT.reference, value: (r) => r.reference, alwaysShown: true, width: 170 },
    { key: 'createdAt', title: T.createdAt, kind: 'dateTimeSeconds', value: (r) => r.createdAt, width: 180 },
    { key: 'merchantName', title: T.merchantName, value: (r) => r.merchantName },
    { key: 'paymentMethod', title: T.paymentMethod, value: (r) => methodName(options)(r.paymentMethod) },
    { key: 'status', title: TT.requestStatus, kind: 'status', value: (r) => r.status, label: (s) => t(s), width: 140 },
    { key: 'amount', title: T.amount, kind: 'money', value: (r) => r.amount, currency: (r) => r.currency, decimalPlaces: (r) => options.decimalPlaces[r.currency], width: 140 },
    { key: 'transaction', title: TT.transaction, value: (r) => r.transactionExternalId ?? t(TT.noTransaction) },
    { key: 'providerReference', title: TT.providerReference, value: (r) => r.providerReference },
    { key: 'failureReason', title: TT.failureReason, value: (r) => (r.failureReason ? t(r.failureReason) : null) },
  ],
  defaultSort: { key: 'createdAt', direction: 'desc' },
  fetch: (query, signal) => {
    const { sortField: _f, sortDirection: _d, ...rest } = query;
    return callApi(E.apmRequests, { query: rest as QueryInput<typeof E.apmRequests>, signal });
  },
  rowKey: (r) => r.id,
};
