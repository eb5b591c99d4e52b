import type { FastifyInstance } from 'fastify';
import { and, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import { CRM_EDIT_PERMISSIONS, CRM_PRICING_MESSAGES as M, CRM_PRICING_PERMISSIONS, PRICE_BOOKS, type PriceBookFilterType } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmPriceBooks } from '../../db/schema';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { crudRoutes, listRoute } from '../../http/resource-routes';
import { ownerOf, tenantOfCall } from '../crm/customer-access';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';
import { priceBookUsage } from './price-book-usage';
import { crmEditAccess } from '../crm/edit-access';

export const priceBookAccess = tenantSettingsAccess(CRM_PRICING_PERMISSIONS.priceBooks);
/** Changing books, their entries, products and pricing structures (ADR 0093). */
export const priceBookEditAccess = crmEditAccess(CRM_EDIT_PERMISSIONS.priceBooks);

interface PriceBookBody { name: string; description?: string; isStandard: boolean; isActive: boolean; ownerId?: string | null }
type PriceBookDbRow = typeof crmPriceBooks.$inferSelect & { ownerName: string | null; entries: number; products: number; currencies: unknown; related: number };

const B = (column: string) => sql.raw(`"crm_price_books"."${column}"`);
export const priceBookColumns = {
  id: crmPriceBooks.id, tenantId: crmPriceBooks.tenantId, name: crmPriceBooks.name, description: crmPriceBooks.description,
  isStandard: crmPriceBooks.isStandard, isActive: crmPriceBooks.isActive, ownerId: crmPriceBooks.ownerId,
  createdAt: crmPriceBooks.createdAt, updatedAt: crmPriceBooks.updatedAt,
  ownerName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${B('owner_id')})`,
  entries: sql<number>`(select count(*)::int from crm_price_book_entries e where e.price_book_id = ${B('id')})`,
  products: sql<number>`(select count(distinct e.product_id)::int from crm_price_book_entries e where e.price_book_id = ${B('id')})`,
  currencies: sql<unknown>`(select coalesce(json_agg(distinct e.currency_code order by e.currency_code), '[]'::json) from crm_price_book_entries e where e.price_book_id = ${B('id')})`,
  related: sql<number>`(select count(distinct u.used_by_id)::int from crm_price_book_usages u where u.price_book_id = ${B('id')})`,
};

export const priceBookRow = (r: PriceBookDbRow) => ({
  id: r.id, tenantId: r.tenantId, name: r.name, description: r.description, isStandard: r.isStandard, isActive: r.isActive,
  ownerId: r.ownerId, ownerName: r.ownerName, entries: Number(r.entries), products: Number(r.products),
  currencies: (typeof r.currencies === 'string' ? JSON.parse(r.currencies) : r.currencies ?? []) as string[], related: Number(r.related),
  createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});
export type PriceBookRow = ReturnType<typeof priceBookRow>;

export async function readPriceBook(db: Db, id: string): Promise<PriceBookRow> {
  const [row] = await db.select(priceBookColumns).from(crmPriceBooks).where(eq(crmPriceBooks.id, id));
  if (!row) throw notFound('Price book: not found');
  return priceBookRow(row as PriceBookDbRow);
}

/** Section 7.6's `filterType` (ADR 0089): All, Standard, Custom, Active, Inactive. */
const FILTER_TYPES: Record<PriceBookFilterType, SQL | undefined> = {
  All: undefined,
  Standard: eq(crmPriceBooks.isStandard, true),
  Custom: not(crmPriceBooks.isStandard),
  Active: eq(crmPriceBooks.isActive, true),
  Inactive: not(crmPriceBooks.isActive),
};

/**
 * Price books (ADR 0089): the name unique per tenant (case aside); one standard book per tenant, always active
 * (making another the standard takes it; a tenant's first book is the standard); the standard one and books used by
 * proposals or agreements are not deleted (409).
 */
export function priceBookRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: crmPriceBooks.tenantId };
  const access = priceBookAccess;

  listRoute(app, deps, PRICE_BOOKS, {
    access, countFrom: crmPriceBooks, owner,
    select: (d) => d.select(priceBookColumns).from(crmPriceBooks).$dynamic(),
    columns: { id: crmPriceBooks.id, name: crmPriceBooks.name, updatedAt: crmPriceBooks.updatedAt },
    filterWhere: { filterType: (value) => (typeof value === 'string' ? FILTER_TYPES[value as PriceBookFilterType] : undefined) },
    toRow: (r: PriceBookDbRow) => priceBookRow(r) as never,
  });

  crudRoutes(app, deps, PRICE_BOOKS, {
    readAccess: access, access: priceBookEditAccess, table: crmPriceBooks, owner, columns: { id: crmPriceBooks.id },
    conflict: 'A price book with this name exists already: choose another name',
    toRow: (r: typeof crmPriceBooks.$inferSelect, call) => readPriceBook(call.db, r.id) as never,
    toValues: async (body, call, existing: typeof crmPriceBooks.$inferSelect | null) => {
      const b = body as unknown as PriceBookBody;
      const tenantId = tenantOfCall(call, existing);
      const name = b.name.trim();
      if (!name) throw badRequest(M.nameRequired);
      const [taken] = await call.db.select({ id: crmPriceBooks.id }).from(crmPriceBooks)
        .where(and(eq(crmPriceBooks.tenantId, tenantId), sql`lower(${crmPriceBooks.name}) = lower(${name})`, existing ? ne(crmPriceBooks.id, existing.id) : undefined));
      if (taken) throw badRequest(fill(M.bookNameTaken, { name }));
      const [standard] = await call.db.select({ id: crmPriceBooks.id }).from(crmPriceBooks).where(and(eq(crmPriceBooks.tenantId, tenantId), eq(crmPriceBooks.isStandard, true)));
      // A tenant's first book is its standard one.
      const isStandard = b.isStandard || !standard;
      if (existing?.isStandard && !isStandard) throw badRequest(M.lastStandard);
      if (isStandard && !b.isActive) throw badRequest(M.standardInactive);
      // Making this one the standard takes it from the other (before the write: the partial unique index holds one).
      if (isStandard && standard && standard.id !== existing?.id) {
        await call.db.update(crmPriceBooks).set({ isStandard: false, updatedAt: new Date() }).where(eq(crmPriceBooks.id, standard.id));
        noteRowChange({ type: PRICE_BOOKS.key, id: standard.id, tenantId, merchantId: null }, { isStandard: true }, { isStandard: false });
      }
      return {
        name, description: (b.description ?? '').trim(), isStandard, isActive: b.isActive,
        ownerId: await ownerOf(call, tenantId, b.ownerId, existing ? existing.ownerId : undefined), updatedAt: new Date(),
      };
    },
    inUse: async (id, call) => {
      const [book] = await call.db.select({ isStandard: crmPriceBooks.isStandard }).from(crmPriceBooks).where(eq(crmPriceBooks.id, id));
      if (book?.isStandard) return M.standardNotDeleted;
      const usage = await priceBookUsage(call.db, id);
      return usage.total > 0 ? fill(M.bookInUse, { count: usage.total }) : null;
    },
  });
}
