import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { countries, currencies, languages } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/errors';
import { apiRoute, type Access } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { PERMISSIONS, COUNTRIES, CURRENCIES, LANGUAGES, type ResourceDeclaration } from '../../../lib/contracts';
import { pagedQuery } from '../../../lib/paged-query';
import { settingsOrder, settingsWhere } from './resource-list';
import { countryUses, currencyUses, languageUses, refuseIfInUse } from './usage';

/**
 * Installation-wide ISO reference data (ADR 0064): every signed-in user reads it through the lookups; holders of
 * the page's permission list and change it here. The id is the code, so a code never changes (add a new value).
 */

interface GlobalSpec {
  resource: ResourceDeclaration & { endpoints: Record<string, unknown> };
  table: PgTable & { id: PgColumn };
  columns: Record<string, PgColumn>;
  noun: string;
  access: Access;
  uses: (db: Db, code: string) => Parameters<typeof refuseIfInUse>[1];
}

/** Tenant staff with the page's permission, platform staff with the reference-data one. */
const staff = (permission: string): Access => ({ userTypes: ['platform', 'crm'], anyPermission: [permission, PERMISSIONS.platformReferenceData] });

function globalRoutes(app: FastifyInstance, deps: ApiDeps, spec: GlobalSpec): void {
  const { db } = deps;
  const { resource, table, columns, noun, access } = spec;
  const endpoints = resource.endpoints as Record<'list' | 'one' | 'create' | 'update' | 'remove', never>;
  const select = () => db.select().from(table as never).$dynamic();
  const find = async (id: string) => {
    const [row] = await db.select().from(table as never).where(eq(table.id, id));
    if (!row) throw notFound(`${noun} not found`);
    return row as Record<string, unknown>;
  };
  const toRow = (r: Record<string, unknown>) => ({ ...r, code: r.code ?? r.id });

  apiRoute(app, deps, endpoints.list, {
    access,
    handler: async ({ query }) => {
      const q = query as unknown as Record<string, unknown> & { pageIndex: number; pageSize: number; sortField?: string; sortDirection?: 'asc' | 'desc' };
      const page = await pagedQuery({
        db, select: select(), countFrom: table, where: settingsWhere(resource.filters, q, columns),
        order: settingsOrder(resource, q, columns, table.id), page: { pageIndex: q.pageIndex, pageSize: q.pageSize }, count: { exact: true },
      });
      return { data: page.rows.map((r) => toRow(r as Record<string, unknown>)), count: page.count, countIsCapped: false, nextCursor: null };
    },
  });
  apiRoute(app, deps, endpoints.one, { access, handler: async ({ params }) => toRow(await find((params as { id: string }).id)) });
  apiRoute(app, deps, endpoints.create, {
    access,
    handler: async ({ body }) => {
      const { code, ...rest } = body as { code: string } & Record<string, unknown>;
      try {
        await db.insert(table).values({ id: code, ...(table === currencies ? { code } : {}), ...rest } as never);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, `${noun} ${code} already exists`);
        throw error;
      }
      return toRow(await find(code));
    },
  });
  apiRoute(app, deps, endpoints.update, {
    access,
    handler: async ({ params, body }) => {
      const { id } = params as { id: string };
      const { code, ...rest } = body as { code: string } & Record<string, unknown>;
      await find(id);
      if (code !== id) throw badRequest(`The code of a ${noun.toLowerCase()} cannot change: add a new one and deactivate this one`);
      await db.update(table).set(rest as never).where(eq(table.id, id));
      return toRow(await find(id));
    },
  });
  apiRoute(app, deps, endpoints.remove, {
    access,
    handler: async ({ params }) => {
      const { id } = params as { id: string };
      await find(id);
      await refuseIfInUse(`${noun} ${id}`, spec.uses(db, id));
      await db.delete(table).where(eq(table.id, id));
    },
  });
}

export function globalReferenceRoutes(app: FastifyInstance, deps: ApiDeps): void {
  globalRoutes(app, deps, {
    resource: COUNTRIES, table: countries, noun: 'Country', access: staff('Settings.Countries'), uses: countryUses,
    columns: { code: countries.id, name: countries.name, alpha3: countries.alpha3, isActive: countries.isActive },
  });
  globalRoutes(app, deps, {
    resource: CURRENCIES, table: currencies, noun: 'Currency', access: staff('Settings.Currencies'), uses: currencyUses,
    columns: { code: currencies.code, name: currencies.name, isActive: currencies.isActive },
  });
  globalRoutes(app, deps, {
    resource: LANGUAGES, table: languages, noun: 'Language', access: staff('Settings.Languages'), uses: languageUses,
    columns: { code: languages.id, name: languages.name, nativeName: languages.nativeName, isActive: languages.isActive },
  });
}

