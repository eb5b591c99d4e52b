import type { FastifyInstance } from 'fastify';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { CRM_EDIT_PERMISSIONS, CRM_PRICING_MESSAGES as M, CRM_PRICING_PERMISSIONS, PRODUCTS, type CrmProductCategory } from '@portal/contracts';
import { crmPriceBookEntries, crmProducts, paymentMethods } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { crudRoutes, listRoute } from '../../http/resource-routes';
import { tenantOfCall } from '../crm/customer-access';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';
import { crmEditAccess } from '../crm/edit-access';

interface ProductBody { name: string; code: string; category: CrmProductCategory; methodId?: string | null; description?: string; isActive: boolean }
type ProductDbRow = typeof crmProducts.$inferSelect & { methodName: string | null; entries: number };

const access = tenantSettingsAccess(CRM_PRICING_PERMISSIONS.products);
const editAccess = crmEditAccess(CRM_EDIT_PERMISSIONS.products);

const P = (column: string) => sql.raw(`"crm_products"."${column}"`);
const productColumns = {
  id: crmProducts.id, tenantId: crmProducts.tenantId, name: crmProducts.name, code: crmProducts.code, category: crmProducts.category,
  methodId: crmProducts.methodId, description: crmProducts.description, isActive: crmProducts.isActive,
  createdAt: crmProducts.createdAt, updatedAt: crmProducts.updatedAt,
  methodName: sql<string | null>`(select m.name from payment_methods m where m.id = ${P('method_id')})`,
  entries: sql<number>`(select count(*)::int from crm_price_book_entries e where e.product_id = ${P('id')})`,
};

const toRow = (r: ProductDbRow) => ({
  id: r.id, tenantId: r.tenantId, name: r.name, code: r.code, category: r.category as CrmProductCategory, methodId: r.methodId,
  methodName: r.methodName, description: r.description, isActive: r.isActive, entries: Number(r.entries),
  createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

/**
 * Products (ADR 0089): what a tenant sells of the platform. The code is unique per tenant (stored upper-case); the
 * payment method one of the platform's; a product priced in a book is not deleted (deactivated instead).
 */
export function productRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: crmProducts.tenantId };
  const { db } = deps;
  const read = async (id: string) => {
    const [row] = await db.select(productColumns).from(crmProducts).where(eq(crmProducts.id, id));
    if (!row) throw notFound('Product: not found');
    return toRow(row as ProductDbRow);
  };

  listRoute(app, deps, PRODUCTS, {
    access, countFrom: crmProducts, owner,
    select: (d) => d.select(productColumns).from(crmProducts).$dynamic(),
    columns: {
      id: crmProducts.id, name: crmProducts.name, code: crmProducts.code, category: crmProducts.category, isActive: crmProducts.isActive, updatedAt: crmProducts.updatedAt,
    },
    toRow: (r: ProductDbRow) => toRow(r) as never,
  });

  crudRoutes(app, deps, PRODUCTS, {
    readAccess: access, access: editAccess, table: crmProducts, owner, columns: { id: crmProducts.id },
    conflict: 'A product with this code exists already: choose another code',
    toRow: (r: typeof crmProducts.$inferSelect) => read(r.id) as never,
    toValues: async (body, call, existing: typeof crmProducts.$inferSelect | null) => {
      const b = body as unknown as ProductBody;
      const tenantId = tenantOfCall(call, existing);
      const name = b.name.trim();
      if (!name) throw badRequest(M.nameRequired);
      const code = b.code.trim().toUpperCase();
      const [taken] = await call.db.select({ id: crmProducts.id }).from(crmProducts)
        .where(and(eq(crmProducts.tenantId, tenantId), eq(crmProducts.code, code), existing ? ne(crmProducts.id, existing.id) : undefined));
      if (taken) throw badRequest(fill(M.codeTaken, { code }));
      if (b.methodId) {
        const [method] = await call.db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.id, b.methodId));
        if (!method) throw badRequest(fill(M.unknownMethod, { id: b.methodId }));
      }
      return {
        name, code, category: b.category, methodId: b.methodId || null, description: (b.description ?? '').trim(), isActive: b.isActive, updatedAt: new Date(),
      };
    },
    inUse: async (id, call) => {
      const [entries] = await call.db.select({ n: count() }).from(crmPriceBookEntries).where(eq(crmPriceBookEntries.productId, id));
      return entries && entries.n > 0 ? fill(M.productInUse, { count: entries.n }) : null;
    },
  });
}
