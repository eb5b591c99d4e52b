import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { countries, currencies, defaultParameters, documentTypes, languages, platformCurrencies, tenants } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/errors';
import { apiRoute, type Access } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { scopeOf } from '../../../http/scope';
import { PERMISSIONS, DEFAULT_PARAMETERS, DOCUMENT_TYPES, PLATFORM_CURRENCIES } from '@portal/contracts';
import { newId } from '../../../lib/ids';
import type { Principal } from '../../users/repository';
import { listRoute } from '../../../http/resource-routes';
import { documentTypeUses, platformCurrencyUses, refuseIfInUse } from './usage';

/**
 * A tenant's configuration (ADR 0064): tenant staff see and change their own tenant's rows; platform staff see
 * every tenant's (or the one they pick) and name the tenant when they add one. Another tenant's id answers 404.
 */

/** Tenant staff with the page's permission, platform staff with the reference-data one. */
const staff = (permission: string): Access => ({ userTypes: ['platform', 'crm'], anyPermission: [permission, PERMISSIONS.platformReferenceData] });

/** The tenant a new row belongs to: the caller's own, or the one platform staff pick (which must exist). */
async function tenantForCreate(db: Db, principal: Principal, tenantId: string | undefined): Promise<string> {
  const scope = scopeOf(principal, { tenantId, tenantRequired: true });
  if (scope.kind !== 'tenant') throw badRequest('tenantId is required: pick a tenant first');
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, scope.tenantId));
  if (!tenant) throw notFound('Tenant not found');
  return scope.tenantId;
}

/** A row of the caller's scope, or 404 (another tenant's row is not there for them). */
function ownRow<R extends { tenantId: string }>(principal: Principal, row: R | undefined, noun: string): R {
  const scope = scopeOf(principal);
  if (!row || (scope.kind !== 'platform' && row.tenantId !== scope.tenantId)) throw notFound(`${noun} not found`);
  return row;
}

async function activeCurrency(db: Db, code: string): Promise<void> {
  const [row] = await db.select({ isActive: currencies.isActive }).from(currencies).where(eq(currencies.id, code));
  if (!row?.isActive) throw badRequest(`${code} is not an active currency`);
}

// --- Platform currencies -------------------------------------------------------------------------------------

const pc = platformCurrencies;
const selectPlatformCurrencies = (db: Db) => db.select({
  id: pc.id, tenantId: pc.tenantId, tenantName: tenants.name, currency: pc.currency, processing: pc.processing, settlement: pc.settlement, isActive: pc.isActive,
}).from(pc).innerJoin(tenants, eq(tenants.id, pc.tenantId)).$dynamic();

function platformCurrencyRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const access = staff('Settings.PlatformCurrencies');
  const E = PLATFORM_CURRENCIES.endpoints;
  const find = async (principal: Principal, id: string) => ownRow(principal, (await selectPlatformCurrencies(db).where(eq(pc.id, id)))[0], 'Platform currency');

  listRoute(app, deps, PLATFORM_CURRENCIES, {
    access, select: selectPlatformCurrencies, countFrom: pc, owner: { tenantId: pc.tenantId },
    columns: { id: pc.id, currency: pc.currency, isActive: pc.isActive }, toRow: (r) => r,
  });
  apiRoute(app, deps, E.one, { access, handler: ({ principal, params }) => find(principal, params.id) });
  apiRoute(app, deps, E.create, {
    access,
    handler: async ({ principal, query, body }) => {
      const tenantId = await tenantForCreate(db, principal, query.tenantId);
      await activeCurrency(db, body.currency);
      const id = newId();
      try {
        await db.insert(pc).values({ id, tenantId, ...body });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, `${body.currency} is already a platform currency of this tenant`);
        throw error;
      }
      return find(principal, id);
    },
  });
  apiRoute(app, deps, E.update, {
    access,
    handler: async ({ principal, params, body }) => {
      const row = await find(principal, params.id);
      if (body.currency !== row.currency) throw badRequest('The currency of a platform currency cannot change: add the other currency');
      await db.update(pc).set({ processing: body.processing, settlement: body.settlement, isActive: body.isActive }).where(eq(pc.id, row.id));
      return find(principal, row.id);
    },
  });
  apiRoute(app, deps, E.remove, {
    access,
    handler: async ({ principal, params }) => {
      const row = await find(principal, params.id);
      await refuseIfInUse(`${row.currency} of ${row.tenantName}`, platformCurrencyUses(db, row.tenantId, row.currency));
      await db.delete(pc).where(eq(pc.id, row.id));
    },
  });
}

// --- Document types ------------------------------------------------------------------------------------------

const dt = documentTypes;
const selectDocumentTypes = (db: Db) => db.select({
  id: dt.id, tenantId: dt.tenantId, tenantName: tenants.name, name: dt.name, description: dt.description, required: dt.required,
  acceptedFileTypes: dt.acceptedFileTypes, maxSizeMb: dt.maxSizeMb, isActive: dt.isActive, countries: dt.countries, legalForms: dt.legalForms,
  onePerDirector: dt.onePerDirector, validityMonths: dt.validityMonths,
}).from(dt).innerJoin(tenants, eq(tenants.id, dt.tenantId)).$dynamic();

/** The boarding columns of a body (absent in older callers' bodies: every country and legal form, one copy). */
const boardingColumns = (body: { countries?: readonly string[]; legalForms?: readonly string[]; onePerDirector?: boolean; validityMonths?: number | null }) => ({
  countries: [...(body.countries ?? [])], legalForms: [...(body.legalForms ?? [])], onePerDirector: body.onePerDirector ?? false,
  validityMonths: body.validityMonths ?? null,
});

function documentTypeRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const access = staff('Settings.DocumentTypes');
  const E = DOCUMENT_TYPES.endpoints;
  const find = async (principal: Principal, id: string) => ownRow(principal, (await selectDocumentTypes(db).where(eq(dt.id, id)))[0], 'Document type');
  const duplicate = (name: string) => new ApiError(409, `A document type named ${name} already exists`);

  listRoute(app, deps, DOCUMENT_TYPES, {
    access, select: selectDocumentTypes, countFrom: dt, owner: { tenantId: dt.tenantId },
    columns: { id: dt.id, name: dt.name, required: dt.required, isActive: dt.isActive }, toRow: (r) => r,
  });
  apiRoute(app, deps, E.one, { access, handler: ({ principal, params }) => find(principal, params.id) });
  apiRoute(app, deps, E.create, {
    access,
    handler: async ({ principal, query, body }) => {
      const tenantId = await tenantForCreate(db, principal, query.tenantId);
      const id = newId();
      try {
        await db.insert(dt).values({ id, tenantId, ...body, ...boardingColumns(body), name: body.name.trim(), acceptedFileTypes: [...body.acceptedFileTypes] });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(body.name);
        throw error;
      }
      return find(principal, id);
    },
  });
  apiRoute(app, deps, E.update, {
    access,
    handler: async ({ principal, params, body }) => {
      const row = await find(principal, params.id);
      try {
        await db.update(dt).set({ ...body, ...boardingColumns(body), name: body.name.trim(), acceptedFileTypes: [...body.acceptedFileTypes] }).where(eq(dt.id, row.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(body.name);
        throw error;
      }
      return find(principal, row.id);
    },
  });
  // A type merchants uploaded documents for is deactivated, not deleted (their documents name it; ADR 0098).
  apiRoute(app, deps, E.remove, {
    access,
    handler: async ({ principal, params }) => {
      const row = await find(principal, params.id);
      await refuseIfInUse(row.name, documentTypeUses(db, row.id));
      await db.delete(dt).where(eq(dt.id, row.id));
    },
  });
}

// --- Default parameters --------------------------------------------------------------------------------------

const dp = defaultParameters;
const selectDefaults = (db: Db) => db.select({
  id: dp.tenantId, tenantId: dp.tenantId, tenantName: tenants.name, currency: dp.currency, country: dp.country, language: dp.language,
  timeZone: dp.timeZone, settlementDelayDays: dp.settlementDelayDays, rollingReservePercent: dp.rollingReservePercent, updatedAt: dp.updatedAt,
}).from(dp).innerJoin(tenants, eq(tenants.id, dp.tenantId)).$dynamic();

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

function defaultParameterRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const access = staff('Settings.DefaultParameters');
  const E = DEFAULT_PARAMETERS.endpoints;
  const toRow = <R extends { updatedAt: Date }>(r: R) => ({ ...r, updatedAt: r.updatedAt.toISOString() });
  const find = async (principal: Principal, id: string) => ownRow(principal, (await selectDefaults(db).where(eq(dp.tenantId, id)))[0], 'Default parameters');

  listRoute(app, deps, DEFAULT_PARAMETERS, {
    access, select: selectDefaults, countFrom: dp, owner: { tenantId: dp.tenantId },
    columns: { id: dp.tenantId, tenantName: tenants.name }, toRow,
  });
  apiRoute(app, deps, E.one, { access, handler: async ({ principal, params }) => toRow(await find(principal, params.id)) });
  apiRoute(app, deps, E.update, {
    access,
    handler: async ({ principal, params, body }) => {
      const row = await find(principal, params.id);
      // New merchants start with these: each must be a value they can actually use.
      const [offered] = await db.select({ id: pc.id }).from(pc)
        .where(and(eq(pc.tenantId, row.tenantId), eq(pc.currency, body.currency), eq(pc.isActive, true), eq(pc.processing, true)));
      if (!offered) throw badRequest(`${body.currency} is not a currency this tenant processes`);
      const [country] = await db.select({ id: countries.id }).from(countries).where(and(eq(countries.id, body.country), eq(countries.isActive, true)));
      if (!country) throw badRequest(`${body.country} is not an active country`);
      const [language] = await db.select({ id: languages.id }).from(languages).where(and(eq(languages.id, body.language), eq(languages.isActive, true)));
      if (!language) throw badRequest(`${body.language} is not an active language`);
      if (!isTimeZone(body.timeZone)) throw badRequest(`${body.timeZone} is not a time zone`);
      await db.update(dp).set({ ...body, updatedAt: new Date() }).where(eq(dp.tenantId, row.tenantId));
      return toRow(await find(principal, row.tenantId));
    },
  });
}

export function tenantConfigurationRoutes(app: FastifyInstance, deps: ApiDeps): void {
  platformCurrencyRoutes(app, deps);
  documentTypeRoutes(app, deps);
  defaultParameterRoutes(app, deps);
}
