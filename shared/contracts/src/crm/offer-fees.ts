import { OFFER_MESSAGES } from './offers';

/**
 * A proposal's fees per product within its price book's bounds (ADR 0111, item 3 of ADR 0094's "fees editable"): the
 * browser's rows and check; the server checks the same bound again (`copyBookEntries`) with the same sentence.
 */
export interface BookFeeItem { feeTypeId: string; feeTypeName: string; feeSymbol: string; value: number }
export interface BookEntryLike {
  productId: string; productName: string; currencyCode: string; isActive: boolean;
  structures: ReadonlyArray<{ validFrom: string; validTo: string | null; items: readonly BookFeeItem[] }>;
}
/** One editable fee: a product's fee type, the book's value (the upper bound) and the value offered (as typed). */
export interface OfferFeeRow { productId: string; productName: string; currencyCode: string; feeTypeId: string; feeTypeName: string; feeSymbol: string; max: number; value: string }

/** The structure in force on `day` (YYYY-MM-DD), else the latest one that started before it, else the first (as the server copies it). */
export function structureInForce<S extends { validFrom: string; validTo: string | null }>(structures: readonly S[], day: string): S | undefined {
  return structures.find((s) => s.validFrom <= day && (!s.validTo || s.validTo >= day))
    ?? [...structures].reverse().find((s) => s.validFrom <= day) ?? structures[0];
}

/**
 * The book's active entries as fee rows, one per product and fee type (a product priced in several currencies takes
 * the lowest of its values as the bound: the server applies a product's change to every currency). `offered` gives the
 * values an existing proposal already holds (a version changed keeps its discounts).
 */
export function feeRowsOf(entries: readonly BookEntryLike[], day: string, offered: ReadonlyArray<{ productId: string; items: ReadonlyArray<{ feeTypeId: string; value: number }> }> = []): OfferFeeRow[] {
  const rows = new Map<string, OfferFeeRow>();
  for (const entry of entries) {
    if (!entry.isActive) continue;
    for (const item of structureInForce(entry.structures, day)?.items ?? []) {
      const key = `${entry.productId}:${item.feeTypeId}`;
      const known = rows.get(key);
      if (known) {
        known.max = Math.min(known.max, item.value);
        continue;
      }
      rows.set(key, { productId: entry.productId, productName: entry.productName, currencyCode: entry.currencyCode, feeTypeId: item.feeTypeId, feeTypeName: item.feeTypeName, feeSymbol: item.feeSymbol, max: item.value, value: '' });
    }
  }
  for (const row of rows.values()) {
    const held = offered.find((e) => e.productId === row.productId)?.items.find((i) => i.feeTypeId === row.feeTypeId)?.value;
    row.value = String(held !== undefined && held <= row.max ? held : row.max);
  }
  return [...rows.values()];
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** The first fee outside its bound, as the server says it (the bound named), or null. `write` translates the sentence. */
export function feeRowProblem(row: OfferFeeRow, write: (text: string, values: Record<string, string | number>) => string = fill): string | null {
  const value = row.value.trim() === '' ? NaN : Number(row.value);
  return Number.isFinite(value) && value >= 0 && value <= row.max ? null : write(OFFER_MESSAGES.feeOutOfBook, { product: row.productName, fee: row.feeTypeName, max: row.max });
}

/** The body's `proposalEntries`: the fees changed from the book's, by product. */
export function feeChangesOf(rows: readonly OfferFeeRow[]): Array<{ productId: string; items: Array<{ feeTypeId: string; value: number }> }> {
  const changes = new Map<string, Array<{ feeTypeId: string; value: number }>>();
  for (const row of rows) {
    const value = Number(row.value);
    if (value === row.max) continue;
    changes.set(row.productId, [...(changes.get(row.productId) ?? []), { feeTypeId: row.feeTypeId, value }]);
  }
  return [...changes].map(([productId, items]) => ({ productId, items }));
}
