import type { ConfigurableField, ReportRow } from '@portal/contracts';
import { formatPivotValue, MIXED } from './format-pivot';
import { pivotOf } from './pivot';

const fields: ConfigurableField[] = [
  { key: 'type', title: 'Type', kind: 'text', role: 'dimension' },
  { key: 'currency', title: 'Currency', kind: 'text', role: 'dimension' },
  { key: 'transactions', title: 'Transactions', kind: 'count', role: 'measure' },
  { key: 'amount', title: 'Amount', kind: 'money', role: 'measure', currencyKey: 'currency' },
];
const rows: ReportRow[] = [
  { type: 'Payment', currency: 'EUR', transactions: 3, amount: 1000 },
  { type: 'Payment', currency: 'GBP', transactions: 5, amount: 2550 },
  { type: 'Refund', currency: 'EUR', transactions: 1, amount: 250 },
  { type: 'Payment', currency: 'EUR', transactions: 2, amount: 500 },
];

describe('the pivot of a report', () => {
  it('sums the measure per row and column group, with row, column and grand totals', () => {
    const config = { rows: ['type'], columns: ['currency'], measure: 'transactions', aggregation: 'sum' as const };
    const p = pivotOf(rows, fields, config);
    expect(p.rowKeys).toEqual([['Payment'], ['Refund']]);
    expect(p.columnKeys).toEqual([['EUR'], ['GBP']]);
    expect(p.cells.map((line) => line.map((c) => c.value))).toEqual([[5, 5], [1, null]]);
    expect(p.rowTotals.map((c) => c.value)).toEqual([10, 1]);
    expect(p.columnTotals.map((c) => c.value)).toEqual([6, 5]);
    expect(p.grandTotal.value).toBe(11);
  });

  it('averages, counts rows, takes min and max', () => {
    const base = { rows: ['type'], columns: [] as string[], measure: 'transactions' };
    expect(pivotOf(rows, fields, { ...base, aggregation: 'average' }).rowTotals[0]!.value).toBeCloseTo(10 / 3);
    expect(pivotOf(rows, fields, { ...base, measure: null, aggregation: 'count' }).rowTotals.map((c) => c.value)).toEqual([3, 1]);
    expect(pivotOf(rows, fields, { ...base, aggregation: 'min' }).rowTotals[0]!.value).toBe(2);
    expect(pivotOf(rows, fields, { ...base, aggregation: 'max' }).grandTotal.value).toBe(5);
  });

  it('never adds money of different currencies: such totals are a dash, single-currency ones keep their currency', () => {
    const config = { rows: ['currency'], columns: ['type'], measure: 'amount', aggregation: 'sum' as const };
    const p = pivotOf(rows, fields, config);
    const amount = fields[3];
    expect(p.rowKeys).toEqual([['EUR'], ['GBP']]);
    expect(formatPivotValue(p.rowTotals[0]!, amount, config)).toBe('17,50 EUR');
    expect(formatPivotValue(p.cells[1]![0]!, amount, config)).toBe('25,50 GBP');
    expect(formatPivotValue(p.columnTotals[0]!, amount, config)).toBe(MIXED);
    expect(formatPivotValue(p.grandTotal, amount, config)).toBe(MIXED);
  });
});
