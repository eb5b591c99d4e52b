import { OFFER_MESSAGES as M, type FeeSymbol } from '@portal/contracts';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { entriesOf } from '../crm-pricing/price-book-entries.routes';
import { fill } from '../settings/tenant-settings-access';

export interface OfferFee { id: string; feeTypeId: string; feeTypeName: string; feeSymbol: FeeSymbol; value: number }
export interface OfferEntry { productId: string; productName: string; currencyCode: string; items: OfferFee[] }
export interface FeeChange { productId: string; items: Array<{ feeTypeId: string; value: number }> }

/** The structure in force on `day` (YYYY-MM-DD), else the latest one that started before it, else the first. */
function structureOn<S extends { validFrom: string; validTo: string | null }>(structures: S[], day: string): S | undefined {
  return structures.find((s) => s.validFrom <= day && (!s.validTo || s.validTo >= day))
    ?? [...structures].reverse().find((s) => s.validFrom <= day) ?? structures[0];
}

/**
 * A book's active entries as an offer copies them (ADR 0094): per product and currency, the fees in force today. A
 * fee changed for the offer stays within the book's bounds: from 0 up to the book's value (an offer may discount, never
 * charge more than the book), and only a fee type the book has for the product.
 */
export async function copyBookEntries(db: Db, priceBookId: string, changes: readonly FeeChange[] | undefined, today: string): Promise<{ entries: OfferEntry[]; entryIds: string[] }> {
  const book = (await entriesOf(db, priceBookId)).filter((e) => e.isActive);
  const entries: OfferEntry[] = [];
  const entryIds: string[] = [];
  for (const e of book) {
    const structure = structureOn(e.structures, today);
    if (!structure) continue;
    entryIds.push(e.id);
    entries.push({ productId: e.productId, productName: e.productName, currencyCode: e.currencyCode, items: structure.items.map((i) => ({ ...i })) });
  }
  for (const change of changes ?? []) {
    const targets = entries.filter((e) => e.productId === change.productId);
    if (targets.length === 0) throw badRequest(fill(M.productNotInBook, { product: change.productId }));
    for (const target of targets) {
      for (const item of change.items) {
        const fee = target.items.find((i) => i.feeTypeId === item.feeTypeId);
        if (!fee) throw badRequest(fill(M.feeNotInBook, { product: target.productName, fee: item.feeTypeId }));
        const max = fee.value;
        const bookValue = book.find((b) => b.productId === target.productId && b.currencyCode === target.currencyCode);
        const inBook = structureOn(bookValue?.structures ?? [], today)?.items.find((i) => i.feeTypeId === item.feeTypeId)?.value ?? max;
        if (item.value < 0 || item.value > inBook) throw badRequest(fill(M.feeOutOfBook, { product: target.productName, fee: fee.feeTypeName, max: inBook }));
        fee.value = Math.round(item.value * 10_000) / 10_000;
      }
    }
  }
  return { entries, entryIds };
}
