import { callApi } from '@portal/api-client';
import { BANK_DEPOSIT_STATUSES, TRANSACTION_TOOL_ENDPOINTS, type BankDeposit, type QueryInput } from '@portal/contracts';
import { T } from '../../../i18n/texts';
import { TT } from '../../../i18n/tool-texts';
import { LOOKUP_MAX_DAYS } from '../../lookup/transaction-filters';
import type { ToolListDefinition } from '../tool-list';

/** transaction-lookup-v3 (BDT): deposits credited for bank transfers, matched to their payment or waiting (ADR 0053). */
export const BDT_LOOKUP: ToolListDefinition<BankDeposit> = {
  id: 'tools-bdt',
  fields: (options, t) => [
    {
      // The period, the status and the two searches stay in the filter bar's first row (issue 27); the merchant waits behind "More filters".
      name: 'created', label: t(TT.creditedOn), type: 'dateRangePicker', startDateName: 'from', endDateName: 'to', primary: true,
      maxDaysSelected: LOOKUP_MAX_DAYS, ranges: ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
    },
    { name: 'Customer', label: t(T.customer), type: 'multiSelectAutoComplete', options: options.customers, multiSelectOptions: { maxTagCount: 2 } },
    { name: 'status', label: t(T.status), type: 'multiSelectAutoComplete', options: BANK_DEPOSIT_STATUSES.map((s) => ({ id: s, name: t(s) })), multiSelectOptions: { maxTagCount: 2 }, primary: true },
    { name: 'utr', label: t(TT.utr), type: 'input', inputType: 'search', validations: [{ name: 'pattern', value: '^\\d{1,12}$', message: t(TT.enterUtr) }], primary: true },
    { name: 'narrative', label: t(TT.narrative), type: 'input', inputType: 'search', primary: true },
  ],
  columns: (options, t) => [
    { key: 'utr', title: TT.utr, value: (r) => r.utr, alwaysShown: true, width: 150 },
    { key: 'creditedAt', title: TT.creditedAt, kind: 'dateTimeSeconds', value: (r) => r.creditedAt, width: 180 },
    { key: 'merchantName', title: T.merchantName, value: (r) => r.merchantName },
    { key: 'status', title: T.status, kind: 'status', value: (r) => r.status, label: (s) => t(s), width: 130 },
    { key: 'amount', title: T.amount, kind: 'money', value: (r) => r.amount, currency: (r) => r.currency, decimalPlaces: (r) => options.decimalPlaces[r.currency], width: 140 },
    { key: 'transaction', title: TT.transaction, value: (r) => r.transactionExternalId ?? t(TT.notMatched) },
    { key: 'narrative', title: TT.narrative, value: (r) => r.narrative },
    { key: 'payerName', title: TT.payerName, value: (r) => r.payerName },
    { key: 'payerBank', title: TT.bankName, value: (r) => r.payerBank },
    { key: 'payerAccount', title: TT.payerAccount, value: (r) => r.payerAccount },
  ],
  defaultSort: { key: 'creditedAt', direction: 'desc' },
  fetch: (query, signal) => {
    const { sortField: _f, sortDirection: _d, ...rest } = query;
    return callApi(TRANSACTION_TOOL_ENDPOINTS.bdtList, { query: rest as QueryInput<typeof TRANSACTION_TOOL_ENDPOINTS.bdtList>, signal });
  },
  rowKey: (r) => r.id,
};
