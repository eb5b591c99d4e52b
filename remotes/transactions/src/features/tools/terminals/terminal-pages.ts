import { callApi } from '@portal/api-client';
import {
  TERMINAL_TRANSACTION_STATUSES, TRANSACTION_TOOL_ENDPOINTS, type QueryInput, type TerminalSettlement, type TerminalTransaction,
} from '@portal/contracts';
import { formatPercent } from '@portal/i18n';
import { dayInTimeZone, type ColumnDef, type FieldDefinition, type LookupOption } from '@portal/kit';
import { T } from '../../../i18n/texts';
import { TT } from '../../../i18n/tool-texts';
import type { LookupOptions } from '../../lookup/lookup-options';
import { LOOKUP_MAX_DAYS } from '../../lookup/transaction-filters';
import type { ToolListDefinition, ToolQuery } from '../tool-list';

type Translate = (text: string, params?: Record<string, string | number>) => string;
const E = TRANSACTION_TOOL_ENDPOINTS;

/** Terminal lists take their terminal options from the page (useTerminalOptions) through LookupOptions' extra field. */
export type TerminalLookupOptions = LookupOptions & { terminals?: LookupOption[] };

/** `primary`: the period and the terminal stay in the filter bar's first row (issue 27), with a list's own search. */
function terminalFields(options: TerminalLookupOptions, t: Translate): FieldDefinition[] {
  return [
    {
      name: 'created', label: t(T.date), type: 'dateRangePicker', startDateName: 'from', endDateName: 'to', primary: true,
      maxDaysSelected: LOOKUP_MAX_DAYS, ranges: ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'],
    },
    { name: 'Customer', label: t(T.customer), type: 'multiSelectAutoComplete', options: options.customers, multiSelectOptions: { maxTagCount: 2 } },
    { name: 'terminalId', label: t(TT.terminal), type: 'multiSelectAutoComplete', options: options.terminals ?? [], multiSelectOptions: { maxTagCount: 2 }, primary: true },
  ];
}

const money = <Row>(key: string, title: string, value: (r: Row) => number | null, currency: (r: Row) => string, options: LookupOptions): ColumnDef<Row> => ({
  key, title, kind: 'money', value, currency, decimalPlaces: (r) => options.decimalPlaces[currency(r)], width: 140,
});

/** The list calls take no sort (newest first, or newest day first). */
const unsorted = (query: ToolQuery): ToolQuery => {
  const { sortField: _f, sortDirection: _d, ...rest } = query;
  return rest;
};

const paymentColumns = (options: LookupOptions, t: Translate): ColumnDef<TerminalTransaction>[] => [
  { key: 'reference', title: TT.reference, value: (r) => r.reference, alwaysShown: true, width: 190 },
  { key: 'createdAt', title: T.createdAt, kind: 'dateTimeSeconds', value: (r) => r.createdAt, width: 180 },
  { key: 'merchantName', title: T.merchantName, value: (r) => r.merchantName },
  { key: 'tid', title: TT.terminal, value: (r) => `${r.tid} · ${r.location}` },
  // The POS provider the terminal connects through (ADR 0152).
  { key: 'terminalHost', title: TT.terminalHost, value: (r) => r.terminalHost ?? '', width: 170 },
  { key: 'type', title: T.type, value: (r) => t(r.type), width: 100 },
  { key: 'status', title: T.status, kind: 'status', value: (r) => r.status, label: (s) => t(s), width: 120 },
  money<TerminalTransaction>('amount', T.amount, (r) => r.amount, (r) => r.currency, options),
  { key: 'card', title: T.card, value: (r) => `${r.cardFirst6}******${r.cardLast4}`, width: 170 },
  { key: 'entryMode', title: TT.entryMode, value: (r) => t(r.entryMode), width: 120 },
];

/** terminal-transaction-lookup: card-present payments at the tenant's terminals. */
export const TERMINAL_TRANSACTIONS: ToolListDefinition<TerminalTransaction> = {
  id: 'tools-terminal-transactions',
  fields: (options, t) => [
    ...terminalFields(options, t),
    { name: 'status', label: t(T.status), type: 'multiSelectAutoComplete', options: TERMINAL_TRANSACTION_STATUSES.map((s) => ({ id: s, name: t(s) })), multiSelectOptions: { maxTagCount: 2 }, primary: true },
    { name: 'cardLast4', label: t(T.cardLast4), type: 'input', inputType: 'search', validations: [{ name: 'pattern', value: '^\\d{4}$', message: t(T.enterLast4) }], primary: true },
  ],
  columns: paymentColumns,
  defaultSort: { key: 'createdAt', direction: 'desc' },
  fetch: (query, signal) => callApi(E.terminalTransactions, { query: unsorted(query) as QueryInput<typeof E.terminalTransactions>, signal }),
  rowKey: (r) => r.id,
};

/** terminal-currency-conversions: payments the cardholder chose to pay in their own currency, with the rate and markup. */
export const TERMINAL_CONVERSIONS: ToolListDefinition<TerminalTransaction> = {
  id: 'tools-terminal-conversions',
  fields: (options, t) => [
    ...terminalFields(options, t),
    { name: 'cardCurrency', label: t(TT.cardCurrency), type: 'multiSelectAutoComplete', options: options.currencies, multiSelectOptions: { maxTagCount: 2 } },
  ],
  columns: (options, t) => [
    ...paymentColumns(options, t).filter((c) => ['reference', 'createdAt', 'merchantName', 'tid', 'status'].includes(c.key)),
    money<TerminalTransaction>('amount', TT.terminalAmount, (r) => r.amount, (r) => r.currency, options),
    { key: 'rate', title: TT.rate, value: (r) => (r.rate ? `1 ${r.currency} = ${r.rate.replace('.', ',')} ${r.cardCurrency}` : null), width: 200 },
    { key: 'markup', title: TT.markup, value: (r) => (r.markupBps === null ? null : formatPercent(r.markupBps / 100)), width: 100 },
    money<TerminalTransaction>('convertedAmount', TT.cardAmount, (r) => r.convertedAmount, (r) => r.cardCurrency ?? r.currency, options),
  ],
  defaultSort: { key: 'createdAt', direction: 'desc' },
  fetch: (query, signal) => callApi(E.conversions, { query: unsorted(query) as QueryInput<typeof E.conversions>, signal }),
  rowKey: (r) => r.id,
};

/** terminal-settlements: per terminal, day (UTC) and currency, what was approved, refunded and declined, and the net. */
export const TERMINAL_SETTLEMENTS: ToolListDefinition<TerminalSettlement> = {
  id: 'tools-terminal-settlements',
  fields: terminalFields,
  columns: (options, t) => [
    { key: 'day', title: TT.day, kind: 'day', value: (r) => r.day, alwaysShown: true, width: 120 },
    { key: 'tid', title: TT.terminal, value: (r) => `${r.tid} · ${r.location}` },
    { key: 'terminalHost', title: TT.terminalHost, value: (r) => r.terminalHost ?? '', width: 170 },
    { key: 'merchantName', title: T.merchantName, value: (r) => r.merchantName },
    { key: 'salesCount', title: TT.salesCount, kind: 'count', value: (r) => r.salesCount, width: 90 },
    money<TerminalSettlement>('salesAmount', TT.salesAmount, (r) => r.salesAmount, (r) => r.currency, options),
    { key: 'refundsCount', title: TT.refundsCount, kind: 'count', value: (r) => r.refundsCount, width: 90 },
    money<TerminalSettlement>('refundsAmount', TT.refundsAmount, (r) => r.refundsAmount, (r) => r.currency, options),
    { key: 'declinedCount', title: TT.declinedCount, kind: 'count', value: (r) => r.declinedCount, width: 90 },
    money<TerminalSettlement>('netAmount', TT.netAmount, (r) => r.netAmount, (r) => r.currency, options),
    // The tenant's bank account the net lands in (ADR 0153); a currency without one says so.
    { key: 'settlesInto', title: TT.settlesInto, value: (r) => r.settlesInto ?? t(TT.noSettlementAccount, { currency: r.currency }), width: 200 },
  ],
  defaultSort: { key: 'day', direction: 'desc' },
  // The last 7 days: a settlement is read per day, today alone is rarely the question.
  defaultFilters: (timeZone) => lastDays(7, timeZone),
  fetch: (query, signal) => callApi(E.settlements, { query: unsorted(query) as QueryInput<typeof E.settlements>, signal }),
  rowKey: (r) => `${r.day}|${r.terminalId}|${r.currency}`,
};

/** The last n days up to today on the user's clock, as the filter bar stores a day range (noon UTC of each day). */
function lastDays(n: number, timeZone: string | undefined, now = new Date()): Record<string, string> {
  const first = dayInTimeZone(new Date(now.getTime() - (n - 1) * 86_400_000), timeZone);
  return { from: `${first}T12:00:00.000Z`, to: `${dayInTimeZone(now, timeZone)}T12:00:00.000Z` };
}
