import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  type AuditTargetType,
  CRM_PRICING_LIMITS, CRM_PRICING_MESSAGES as M, feeValueProblem, PRICE_BOOK_ENDPOINTS as E, type CrmProductCategory, type FeeSymbol,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmFeeTypes, crmPriceBookEntries, crmPriceBooks, crmPricingStructures, crmPricingStructureValues, crmProducts, currencies } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { inScopeTenant, scopeOf } from '../../http/scope';
import { isUuid, newId } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { fill } from '../settings/tenant-settings-access';
import { entryUsage, priceBookUsage } from './price-book-usage';
import { priceBookAccess as access, priceBookEditAccess as editAccess, readPriceBook, type PriceBookRow } from './price-books.routes';
import { portalDay } from '../../lib/portal-day';

interface FeeType { feeTypeId: string; feeTypeName: string; feeSymbol: FeeSymbol; sortOrder: number }
interface StructureBody { validFrom: string; validTo?: string | null; values: Array<{ feeTypeId: string; value: number }> }
interface EntryBody { productId: string; currencyCode: string; isActive: boolean }

/** The platform's fee types in order. */
export async function feeTypesOf(db: Db): Promise<FeeType[]> {
  const rows = await db.select().from(crmFeeTypes).orderBy(asc(crmFeeTypes.sortOrder));
  return rows.map((r) => ({ feeTypeId: r.id, feeTypeName: r.name, feeSymbol: r.symbol as FeeSymbol, sortOrder: r.sortOrder }));
}

/** A book's entries (all, or those given), each with its product, usage and pricing structures (earliest first). */
export async function entriesOf(db: Db, priceBookId: string, only?: { entryIds?: string[]; productId?: string }) {
  const entries = await db.select({
    id: crmPriceBookEntries.id, priceBookId: crmPriceBookEntries.priceBookId, productId: crmPriceBookEntries.productId,
    productName: crmProducts.name, productCode: crmProducts.code, category: crmProducts.category,
    currencyCode: crmPriceBookEntries.currencyCode, isActive: crmPriceBookEntries.isActive,
  }).from(crmPriceBookEntries).innerJoin(crmProducts, eq(crmProducts.id, crmPriceBookEntries.productId))
    .where(and(
      eq(crmPriceBookEntries.priceBookId, priceBookId),
      only?.entryIds ? inArray(crmPriceBookEntries.id, only.entryIds) : undefined,
      only?.productId ? eq(crmPriceBookEntries.productId, only.productId) : undefined,
    ))
    .orderBy(asc(crmProducts.name), asc(crmPriceBookEntries.currencyCode));
  const ids = entries.map((e) => e.id);
  const structures = ids.length
    ? await db.select().from(crmPricingStructures).where(inArray(crmPricingStructures.entryId, ids)).orderBy(asc(crmPricingStructures.validFrom))
    : [];
  const values = structures.length
    ? await db.select({ id: crmPricingStructureValues.id, structureId: crmPricingStructureValues.structureId, feeTypeId: crmPricingStructureValues.feeTypeId,
      value: crmPricingStructureValues.value, feeTypeName: crmFeeTypes.name, feeSymbol: crmFeeTypes.symbol, sortOrder: crmFeeTypes.sortOrder })
      .from(crmPricingStructureValues).innerJoin(crmFeeTypes, eq(crmFeeTypes.id, crmPricingStructureValues.feeTypeId))
      .where(inArray(crmPricingStructureValues.structureId, structures.map((s) => s.id))).orderBy(asc(crmFeeTypes.sortOrder))
    : [];
  const used = await entryUsage(db, ids);
  return entries.map((e) => ({
    ...e, category: e.category as CrmProductCategory, related: used.get(e.id) ?? 0,
    structures: structures.filter((s) => s.entryId === e.id).map((s) => ({
      id: s.id, entryId: s.entryId, validFrom: s.validFrom, validTo: s.validTo,
      items: values.filter((v) => v.structureId === s.id).map((v) => ({
        id: v.id, feeTypeId: v.feeTypeId, feeTypeName: v.feeTypeName, feeSymbol: v.feeSymbol as FeeSymbol, value: Number(v.value),
      })),
    })),
  }));
}
type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number];

/**
 * Section 7.6's calls under /pricebooks (ADR 0089): the book's entries (a product in a currency), its products, the
 * pricing structures of an entry (a value per fee type over validity dates that do not overlap), usage and fee types.
 * An entry used by a proposal or agreement is not deleted; a proposal copies what it uses, so editing stays allowed.
 */
export function priceBookEntryRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  /** The book if the caller's scope reaches it; 404 otherwise (another tenant's is as unknown as a wrong id). */
  async function reach(principal: Principal, id: string, tenantId: string | undefined): Promise<PriceBookRow> {
    const [row] = isUuid(id) ? await db.select({ tenantId: crmPriceBooks.tenantId }).from(crmPriceBooks).where(eq(crmPriceBooks.id, id)) : [];
    if (!row || !inScopeTenant(scopeOf(principal, { tenantId }), row.tenantId)) throw notFound('Price book: not found');
    return readPriceBook(db, id);
  }
  async function entryOf(book: PriceBookRow, entryId: string): Promise<EntryRow> {
    const [entry] = await entriesOf(db, book.id, { entryIds: [entryId] });
    if (!entry) throw notFound('Price book entry: not found');
    return entry;
  }
  const audit = (book: PriceBookRow, type: AuditTargetType, id: string, before: object | null, after: object | null) =>
    noteRowChange({ type, id, tenantId: book.tenantId, merchantId: null }, before as never, after as never);

  async function checkedProduct(tenantId: string, productId: string) {
    const [product] = await db.select({ id: crmProducts.id, name: crmProducts.name, isActive: crmProducts.isActive }).from(crmProducts)
      .where(and(eq(crmProducts.id, productId), eq(crmProducts.tenantId, tenantId)));
    if (!product) throw badRequest(M.unknownProduct);
    if (!product.isActive) throw badRequest(fill(M.inactiveProduct, { name: product.name }));
    return product;
  }
  async function checkedCurrency(code: string) {
    const [currency] = await db.select({ code: currencies.id, decimalPlaces: currencies.decimalPlaces }).from(currencies).where(eq(currencies.id, code));
    if (!currency) throw badRequest(fill(M.unknownCurrency, { code }));
    return currency;
  }
  async function checkFree(book: PriceBookRow, product: { id: string; name: string }, currencyCode: string, exceptId?: string) {
    const [taken] = await db.select({ id: crmPriceBookEntries.id }).from(crmPriceBookEntries).where(and(
      eq(crmPriceBookEntries.priceBookId, book.id), eq(crmPriceBookEntries.productId, product.id), eq(crmPriceBookEntries.currencyCode, currencyCode),
      exceptId ? ne(crmPriceBookEntries.id, exceptId) : undefined,
    ));
    if (taken) throw badRequest(fill(M.entryTaken, { product: product.name, currency: currencyCode }));
  }
  const touch = (book: PriceBookRow) => db.update(crmPriceBooks).set({ updatedAt: new Date() }).where(eq(crmPriceBooks.id, book.id));

  apiRoute(app, deps, E.all, {
    access,
    handler: async ({ principal, query }) => {
      const scope = scopeOf(principal, { tenantId: query.tenantId });
      if (scope.kind !== 'tenant' && scope.kind !== 'merchant') return [];
      return db.select({ id: crmPriceBooks.id, name: crmPriceBooks.name, isStandard: crmPriceBooks.isStandard }).from(crmPriceBooks)
        .where(and(eq(crmPriceBooks.tenantId, scope.tenantId), eq(crmPriceBooks.isActive, true)))
        .orderBy(sql`${crmPriceBooks.isStandard} desc`, asc(crmPriceBooks.name));
    },
  });

  apiRoute(app, deps, E.feeTypes, { access, handler: async () => feeTypesOf(db) });
  apiRoute(app, deps, E.feeTypeLookup, {
    access, handler: async () => (await feeTypesOf(db)).map((f) => ({ feeTypeId: f.feeTypeId, feeTypeName: f.feeTypeName })),
  });

  apiRoute(app, deps, E.info, {
    access,
    handler: async ({ principal, params, query }) => {
      const book = await reach(principal, params.id, query.tenantId);
      return { book, feeTypes: await feeTypesOf(db), entries: await entriesOf(db, book.id) };
    },
  });

  apiRoute(app, deps, E.entries, {
    access, handler: async ({ principal, params, query }) => entriesOf(db, (await reach(principal, params.id, query.tenantId)).id),
  });

  apiRoute(app, deps, E.products, {
    access,
    handler: async ({ principal, params, query }) => {
      const entries = await entriesOf(db, (await reach(principal, params.id, query.tenantId)).id);
      const products = new Map<string, { productId: string; productName: string; productCode: string; category: CrmProductCategory; currencies: string[] }>();
      for (const e of entries) {
        const p = products.get(e.productId) ?? { productId: e.productId, productName: e.productName, productCode: e.productCode, category: e.category, currencies: [] };
        p.currencies.push(e.currencyCode);
        products.set(e.productId, p);
      }
      return [...products.values()];
    },
  });

  apiRoute(app, deps, E.productInfo, {
    access,
    handler: async ({ principal, params, query }) => {
      const book = await reach(principal, params.id, query.tenantId);
      const entries = await entriesOf(db, book.id, { productId: params.productId });
      if (entries.length === 0) throw notFound(M.productNotInBook);
      return entries;
    },
  });

  apiRoute(app, deps, E.addProduct, {
    access: editAccess,
    handler: async ({ principal, params, query, body }) => {
      const book = await reach(principal, params.id, query.tenantId);
      const product = await checkedProduct(book.tenantId, body.productId);
      const codes = [...new Set(body.currencyCodes)];
      const ids: string[] = [];
      for (const code of codes) {
        await checkedCurrency(code);
        await checkFree(book, product, code);
        const id = newId();
        await db.insert(crmPriceBookEntries).values({ id, priceBookId: book.id, productId: product.id, currencyCode: code, isActive: true });
        ids.push(id);
      }
      await touch(book);
      const entries = await entriesOf(db, book.id, { entryIds: ids });
      for (const e of entries) audit(book, 'price-book-entry', e.id, null, e);
      return entries;
    },
  });

  apiRoute(app, deps, E.removeProduct, {
    access: editAccess,
    handler: async ({ principal, params, query }) => {
      const book = await reach(principal, params.id, query.tenantId);
      const entries = await entriesOf(db, book.id, { productId: params.productId });
      if (entries.length === 0) throw notFound(M.productNotInBook);
      const used = entries.reduce((n, e) => n + e.related, 0);
      if (used > 0) throw new ApiError(409, fill(M.entryInUse, { count: used }));
      await db.delete(crmPriceBookEntries).where(inArray(crmPriceBookEntries.id, entries.map((e) => e.id)));
      await touch(book);
      for (const e of entries) audit(book, 'price-book-entry', e.id, e, null);
      return undefined;
    },
  });

  apiRoute(app, deps, E.structures, {
    access, handler: async ({ principal, params, query }) => (await entryOf(await reach(principal, params.id, query.tenantId), params.entryId)).structures,
  });

  apiRoute(app, deps, E.relatedCount, {
    access, handler: async ({ principal, params, query }) => priceBookUsage(db, (await reach(principal, params.id, query.tenantId)).id),
  });

  apiRoute(app, deps, E.createEntry, {
    access: editAccess,
    handler: async ({ principal, params, query, body }) => {
      const book = await reach(principal, params.id, query.tenantId);
      const b = body as EntryBody;
      const product = await checkedProduct(book.tenantId, b.productId);
      await checkedCurrency(b.currencyCode);
      await checkFree(book, product, b.currencyCode);
      const id = newId();
      await db.insert(crmPriceBookEntries).values({ id, priceBookId: book.id, productId: product.id, currencyCode: b.currencyCode, isActive: b.isActive });
      await touch(book);
      const entry = await entryOf(book, id);
      audit(book, 'price-book-entry', id, null, entry);
      return entry;
    },
  });

  apiRoute(app, deps, E.updateEntry, {
    access: editAccess,
    handler: async ({ principal, params, query, body }) => {
      const book = await reach(principal, params.id, query.tenantId);
      const before = await entryOf(book, params.entryId);
      const b = body as EntryBody;
      const moved = b.productId !== before.productId || b.currencyCode !== before.currencyCode;
      // What a proposal or agreement copied stays what it was: a used entry keeps its product and currency.
      if (moved && before.related > 0) throw new ApiError(409, fill(M.entryInUse, { count: before.related }));
      if (moved) {
        const product = b.productId === before.productId ? { id: before.productId, name: before.productName } : await checkedProduct(book.tenantId, b.productId);
        await checkedCurrency(b.currencyCode);
        await checkFree(book, product, b.currencyCode, before.id);
      }
      await db.update(crmPriceBookEntries).set({ productId: b.productId, currencyCode: b.currencyCode, isActive: b.isActive }).where(eq(crmPriceBookEntries.id, before.id));
      await touch(book);
      const after = await entryOf(book, before.id);
      audit(book, 'price-book-entry', before.id, before, after);
      return after;
    },
  });

  apiRoute(app, deps, E.removeEntry, {
    access: editAccess,
    handler: async ({ principal, params, query }) => {
      const book = await reach(principal, params.id, query.tenantId);
      const before = await entryOf(book, params.entryId);
      if (before.related > 0) throw new ApiError(409, fill(M.entryInUse, { count: before.related }));
      await db.delete(crmPriceBookEntries).where(eq(crmPriceBookEntries.id, before.id));
      await touch(book);
      audit(book, 'price-book-entry', before.id, before, null);
      return undefined;
    },
  });

  /** The structure's fees checked (known fee types, once each, values per fee type and currency) and its dates. */
  async function checkedStructure(entry: EntryRow, b: StructureBody, exceptId?: string) {
    const validTo = b.validTo ?? null;
    if (validTo !== null && validTo < b.validFrom) throw badRequest(M.validityOrder);
    if (b.values.length === 0) throw badRequest(M.noValues);
    const types = new Map((await feeTypesOf(db)).map((f) => [f.feeTypeId, f]));
    const currency = await checkedCurrency(entry.currencyCode);
    const seen = new Set<string>();
    for (const v of b.values) {
      const type = types.get(v.feeTypeId);
      if (!type) throw badRequest(fill(M.unknownFeeType, { id: v.feeTypeId }));
      if (seen.has(type.feeTypeId)) throw badRequest(fill(M.feeTypeTwice, { name: type.feeTypeName }));
      seen.add(type.feeTypeId);
      const problem = feeValueProblem(type.feeSymbol, v.value, currency);
      if (problem) throw badRequest(fill(M[problem.message], { name: type.feeTypeName, ...problem.values }));
    }
    // No two structures of an entry apply on one day (the entry row locked, so two saves cannot both pass).
    await db.execute(sql`select id from crm_price_book_entries where id = ${entry.id} for update`);
    const others = entry.structures.filter((s) => s.id !== exceptId);
    if (!exceptId && others.length >= CRM_PRICING_LIMITS.structuresMax) throw badRequest(fill(M.structuresMax, { max: CRM_PRICING_LIMITS.structuresMax }));
    const end = (to: string | null) => to ?? '9999-12-31';
    const [overlap] = await db.select({ validFrom: crmPricingStructures.validFrom, validTo: crmPricingStructures.validTo }).from(crmPricingStructures).where(and(
      eq(crmPricingStructures.entryId, entry.id), exceptId ? ne(crmPricingStructures.id, exceptId) : undefined,
      sql`${crmPricingStructures.validFrom} <= ${end(validTo)}::date`, sql`coalesce(${crmPricingStructures.validTo}, '9999-12-31'::date) >= ${b.validFrom}::date`,
    )).limit(1);
    if (overlap) {
      // Days as the portal writes them (DD/MM/YYYY), as the page's own grid shows the structure.
      throw badRequest(fill(M.validityOverlap, { product: entry.productName, currency: entry.currencyCode, from: portalDay(overlap.validFrom), to: overlap.validTo ? portalDay(overlap.validTo) : '…' }));
    }
    return { validFrom: b.validFrom, validTo };
  }
  const writeValues = async (structureId: string, values: StructureBody['values']) => {
    await db.delete(crmPricingStructureValues).where(eq(crmPricingStructureValues.structureId, structureId));
    await db.insert(crmPricingStructureValues).values(values.map((v) => ({ id: newId(), structureId, feeTypeId: v.feeTypeId, value: String(v.value) })));
  };

  apiRoute(app, deps, E.createStructure, {
    access: editAccess,
    handler: async ({ principal, params, query, body }) => {
      const book = await reach(principal, params.id, query.tenantId);
      const before = await entryOf(book, params.entryId);
      const dates = await checkedStructure(before, body as StructureBody);
      const id = newId();
      await db.insert(crmPricingStructures).values({ id, entryId: before.id, ...dates });
      await writeValues(id, body.values);
      await touch(book);
      const after = await entryOf(book, before.id);
      audit(book, 'price-book-entry', before.id, before, after);
      return after;
    },
  });

  apiRoute(app, deps, E.updateStructure, {
    access: editAccess,
    handler: async ({ principal, params, query, body }) => {
      const book = await reach(principal, params.id, query.tenantId);
      const before = await entryOf(book, params.entryId);
      if (!before.structures.some((s) => s.id === params.structureId)) throw notFound('Pricing structure: not found');
      const dates = await checkedStructure(before, body as StructureBody, params.structureId);
      await db.update(crmPricingStructures).set(dates).where(eq(crmPricingStructures.id, params.structureId));
      await writeValues(params.structureId, body.values);
      await touch(book);
      const after = await entryOf(book, before.id);
      audit(book, 'price-book-entry', before.id, before, after);
      return after;
    },
  });

  apiRoute(app, deps, E.removeStructure, {
    access: editAccess,
    handler: async ({ principal, params, query }) => {
      const book = await reach(principal, params.id, query.tenantId);
      const before = await entryOf(book, params.entryId);
      if (!before.structures.some((s) => s.id === params.structureId)) throw notFound('Pricing structure: not found');
      await db.delete(crmPricingStructures).where(eq(crmPricingStructures.id, params.structureId));
      await touch(book);
      const after = await entryOf(book, before.id);
      audit(book, 'price-book-entry', before.id, before, after);
      return after;
    },
  });
}
