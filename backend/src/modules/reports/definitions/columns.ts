import type { ReportColumn } from '@portal/contracts';

/** The columns transaction reports share. */
export const TRANSACTION_FIGURE_COLUMNS: ReportColumn[] = [
  { key: 'transactions', title: 'Transactions', kind: 'count', total: true },
  { key: 'succeeded', title: 'Succeeded', kind: 'count', total: true },
  { key: 'declined', title: 'Declined', kind: 'count', total: true },
  { key: 'successRate', title: 'Success rate', kind: 'successRate' },
  { key: 'amount', title: 'Amount', kind: 'money', currencyKey: 'currency' },
  // The amount is the one kept in view while the table scrolls (a tenant may show this one first).
  { key: 'succeededAmount', title: 'Succeeded amount', kind: 'money', currencyKey: 'currency', pin: false },
];

export const CURRENCY_COLUMN: ReportColumn = { key: 'currency', title: 'Currency', kind: 'text' };
