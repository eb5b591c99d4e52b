/**
 * @jest-environment node
 */
import { feeChangesOf, feeRowProblem, feeRowsOf, type BookEntryLike } from './offer-fees';

const item = (feeTypeId: string, feeTypeName: string, value: number) => ({ feeTypeId, feeTypeName, feeSymbol: '%', value });
const entry = (productId: string, currencyCode: string, structures: BookEntryLike['structures'], isActive = true): BookEntryLike =>
  ({ productId, productName: productId === 'visa' ? 'Visa card processing' : 'Gateway access', currencyCode, isActive, structures });

describe('a proposal\'s fees within the price book\'s bounds (ADR 0111)', () => {
  const book = [
    entry('visa', 'GBP', [
      { validFrom: '2026-01-01', validTo: '2026-06-30', items: [item('rate', 'Transaction fee', 1.9)] },
      { validFrom: '2026-07-01', validTo: null, items: [item('rate', 'Transaction fee', 1.4), item('fixed', 'Fixed fee', 0.2)] },
    ]),
    entry('visa', 'EUR', [{ validFrom: '2026-01-01', validTo: null, items: [item('rate', 'Transaction fee', 1.3)] }]),
    entry('gateway', 'GBP', [{ validFrom: '2026-01-01', validTo: null, items: [item('monthly', 'Monthly fee', 25)] }], false),
  ];

  it('makes one row per product and fee in force on the day, active entries only, the lowest currency\'s value the bound', () => {
    const rows = feeRowsOf(book, '2026-11-30');
    expect(rows.map((r) => [r.productName, r.feeTypeName, r.max, r.value])).toEqual([
      ['Visa card processing', 'Transaction fee', 1.3, '1.3'], ['Visa card processing', 'Fixed fee', 0.2, '0.2'],
    ]);
    expect(feeRowsOf(book, '2026-03-01').map((r) => r.max)).toEqual([1.3]);
  });

  it('keeps an existing proposal\'s discount, not a value above the bound', () => {
    const rows = feeRowsOf(book, '2026-11-30', [{ productId: 'visa', items: [{ feeTypeId: 'rate', value: 1.1 }, { feeTypeId: 'fixed', value: 9 }] }]);
    expect(rows.map((r) => r.value)).toEqual(['1.1', '0.2']);
  });

  it('names the bound of a fee above the book, below 0 or not a number', () => {
    const [rate] = feeRowsOf(book, '2026-11-30');
    expect(feeRowProblem({ ...rate!, value: '1.3' })).toBeNull();
    expect(feeRowProblem({ ...rate!, value: '0' })).toBeNull();
    const above = 'Visa card processing: Transaction fee must stay within the price book\'s bounds (0 to 1.3)';
    expect(feeRowProblem({ ...rate!, value: '1.31' })).toBe(above);
    expect(feeRowProblem({ ...rate!, value: '-1' })).toBe(above);
    expect(feeRowProblem({ ...rate!, value: '' })).toBe(above);
    expect(feeRowProblem({ ...rate!, value: 'abc' })).toBe(above);
  });

  it('sends only the fees changed from the book, by product', () => {
    const rows = feeRowsOf(book, '2026-11-30');
    expect(feeChangesOf(rows)).toEqual([]);
    expect(feeChangesOf([{ ...rows[0]!, value: '1.05' }, rows[1]!])).toEqual([{ productId: 'visa', items: [{ feeTypeId: 'rate', value: 1.05 }] }]);
  });
});
