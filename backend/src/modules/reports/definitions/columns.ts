import type { ReportColumn } from '@portal/contracts';

/** The columns transaction reports share. */
export const TRANSACTION_FIGURE_COLUMNS: ReportColumn[] = [
  { key: 'transactions', title: 'Transactions', kind: 'count', total: true },
  { key: 'succeeded', title: 'Succeeded', kind: 'count', total: true },
  { key: 'declined', title: 'Declined', kind: 'count', total: true },
  { key: 'successRate', title: 'Success rate', kind: 'successRate' },
  { key: 'amount', title: 'Amount', kind: 'money', currencyKey: 'currency' },
  { key: 'succeededAmount', title: 'Succeeded amount', kind: 'money', currencyKey: 'currency' },
];

export const CURRENCY_COLUMN: ReportColumn = { key: 'currency', title: 'Currency', kind: 'text' };
