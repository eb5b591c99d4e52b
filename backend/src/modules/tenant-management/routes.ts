import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_THEME_SETTINGS, MANAGED_TENANTS, PERMISSIONS, SET_PASSWORD_LINK_HOURS, TENANT_MANAGEMENT_ENDPOINTS as E,
  type EndpointDeclaration, type TenantStatus,
} from '@portal/contracts';
import { roles, tenants, users } from '../../db/schema';
import { DEMO_PERMISSIONS } from '../../db/demo-permissions';
import { ROLE_NAMES } from '../../db/seed-data';
import { TENANT_ROLES } from '../../db/seed';
import type { Db } from '../../db/client';
import { apiRoute, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest, invalid, notFound } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { isUuid, newId } from '../../lib/ids';
import { hashPassword, temporaryPassword } from '../../lib/password';
import { mailOutboxOf } from '../mail/outbox';
import { userFieldProblems } from '../tenants/tenant-users.routes';
import { issueSetPasswordLink } from '../user-admin/set-password-links';
import { normaliseEmail, type Principal } from '../users/repository';
import { keysRoutes } from './keys.routes';

/** Platform staff who manage tenants (spec part 2 section 6: `Platform.Tenants.View`). */
export const TENANT_MANAGERS: Access = { userTypes: ['platform'], anyPermission: [PERMISSIONS.platformTenantsView] };

const statusSql = sql<TenantStatus>`case when ${tenants.isActive} then 'Active' else 'Suspended' end`;
const columns = {
  id: tenants.id, name: tenants.name, supportEmail: tenants.supportEmail, emailSenderAddress: tenants.emailSenderAddress,
  isDefaultTenant: tenants.isDefaultTenant, status: statusSql, logo: tenants.logo, favicon: tenants.favicon,
  themeSettings: tenants.themeSettings, transactionRetentionMonths: tenants.transactionRetentionMonths, fourEyesThresholdMajor: tenants.fourEyesThresholdMajor,
  createdAt: tenants.createdAt,
  // Written out: inside a subquery drizzle leaves the outer table's column unqualified.
  merchants: sql<number>`(select count(*)::int from merchants m where m.tenant_id = "tenants"."id")`,
  users: sql<number>`(select count(*)::int from users u where u.tenant_id = "tenants"."id" and u.deleted_at is null)`,
};
type TenantDbRow = { [K in keyof typeof columns]: K extends 'themeSettings' ? typeof DEFAULT_THEME_SETTINGS : unknown } & Record<string, unknown>;

const toRow = (r: TenantDbRow) => ({
  id: r.id as string, name: r.name as string, supportEmail: r.supportEmail as string, emailSenderAddress: r.emailSenderAddress as string,
  isDefaultTenant: r.isDefaultTenant as boolean, status: r.status as TenantStatus, logo: (r.logo as string | null) ?? null, favicon: (r.favicon as string | null) ?? null,
  primaryColor: (r.themeSettings as typeof DEFAULT_THEME_SETTINGS | null)?.primaryColor ?? DEFAULT_THEME_SETTINGS.primaryColor,
  transactionRetentionMonths: (r.transactionRetentionMonths as number | null) ?? null, fourEyesThresholdMajor: r.fourEyesThresholdMajor as number,
  merchants: Number(r.merchants), users: Number(r.users), createdAt: (r.createdAt as Date).toISOString(),
});

interface TenantBody {
  name: string; supportEmail: string; emailSenderAddress: string; logo?: string | null; favicon?: string | null; primaryColor?: string;
  isDefaultTenant?: boolean; transactionRetentionMonths?: number | null; fourEyesThresholdMajor?: number; administratorEmail?: string; administratorFirstName?: string; administratorLastName?: string;
}

/** The first administrator a create names (all three fields), or undefined. */
const administratorOf = (b: TenantBody) =>
  b.administratorEmail !== undefined || b.administratorFirstName !== undefined || b.administratorLastName !== undefined
    ? { email: b.administratorEmail, firstName: b.administratorFirstName ?? '', lastName: b.administratorLastName ?? '' }
    : undefined;

interface LooseContext { principal: Principal; params: Record<string, string>; body: Record<string, unknown> | null }
const registerRoute = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { access?: Access; handler: (ctx: LooseContext) => Promise<unknown> }) => void;

async function tenantRow(db: Db, id: string) {
  const [row] = isUuid(id) ? await db.select(columns).from(tenants).where(eq(tenants.id, id)) : [];
  if (!row) throw notFound('Tenant not found');
  return toRow(row as TenantDbRow);
}

/** The name is unique across the installation (one sign-in page per tenant name). */
async function nameProblem(db: Db, name: string, id?: string): Promise<string | undefined> {
  const [taken] = await db.select({ id: tenants.id }).from(tenants).where(and(sql`lower(${tenants.name}) = lower(${name.trim()})`, id ? ne(tenants.id, id) : undefined));
  return taken ? `Name '${name.trim()}' is already taken by another tenant` : undefined;
}

/**
 * Tenant management (ADR 0083): the list on the resource layer; create makes the tenant, its built-in roles and its
 * first administrator (invited: a set-password link by e-mail) in one transaction; suspend ends its users' access.
 */
export function tenantManagementRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;
  const endpoints = MANAGED_TENANTS.endpoints as unknown as Record<'one' | 'create' | 'update', EndpointDeclaration>;

  listRoute(app, deps, MANAGED_TENANTS, {
    access: TENANT_MANAGERS,
    select: (d) => d.select(columns).from(tenants).$dynamic(),
    countFrom: tenants,
    columns: { id: tenants.id, name: tenants.name, supportEmail: tenants.supportEmail, createdAt: tenants.createdAt, status: statusSql as unknown as PgColumn },
    toRow: (r: TenantDbRow) => toRow(r) as never,
  });

  registerRoute(app, deps, endpoints.one, { access: TENANT_MANAGERS, handler: ({ params }) => tenantRow(db, params.id!) });

  const values = (b: TenantBody, current?: typeof DEFAULT_THEME_SETTINGS) => ({
    name: b.name.trim(), supportEmail: normaliseEmail(b.supportEmail), emailSenderAddress: normaliseEmail(b.emailSenderAddress),
    logo: b.logo?.trim() || null, favicon: b.favicon?.trim() || null,
    themeSettings: { ...DEFAULT_THEME_SETTINGS, ...current, ...(b.primaryColor ? { primaryColor: b.primaryColor, buttonsLinkColor: b.primaryColor } : {}) },
    // Left as it is when the body does not say (the nightly retention job reads it, ADR 0117).
    ...(b.transactionRetentionMonths !== undefined ? { transactionRetentionMonths: b.transactionRetentionMonths } : {}),
    // Left as it is when the body does not say (four-eyes reads it where a merchant has no confirmation level, ADR 0046).
    ...(b.fourEyesThresholdMajor !== undefined ? { fourEyesThresholdMajor: b.fourEyesThresholdMajor } : {}),
  });

  /** Only one default tenant: making one the default clears it elsewhere. */
  const takeDefault = (tx: Db, id: string) => tx.update(tenants).set({ isDefaultTenant: false }).where(and(ne(tenants.id, id), eq(tenants.isDefaultTenant, true)));

  registerRoute(app, deps, endpoints.create, {
    access: TENANT_MANAGERS,
    handler: async ({ principal, body }) => {
      const b = body as unknown as TenantBody;
      const administrator = administratorOf(b);
      if (!administrator) throw invalid(['Administrator is required: a new tenant starts with its first administrator']);
      const problems = [await nameProblem(db, b.name), ...await userFieldProblems(db, administrator, { creating: true })].filter((p): p is string => !!p);
      if (problems.length) throw invalid(problems);
      const id = newId();
      const adminId = newId();
      const adminEmail = normaliseEmail(administrator.email!);
      await db.transaction(async (tx) => {
        await tx.insert(tenants).values({ id, ...values(b), isDefaultTenant: !!b.isDefaultTenant });
        if (b.isDefaultTenant) await takeDefault(tx as unknown as Db, id);
        // The built-in roles every tenant starts with (the seed's, ADR 0077); the first one administers its users.
        const made = TENANT_ROLES.map((r) => ({
          id: newId(), tenantId: id, name: ROLE_NAMES[r.key], userType: r.userType, isAdministrator: r.admin, permissions: DEMO_PERMISSIONS[r.key](),
        }));
        await tx.insert(roles).values(made);
        await tx.insert(users).values({
          id: adminId, email: adminEmail, passwordHash: await hashPassword(temporaryPassword() + temporaryPassword()),
          firstName: administrator.firstName.trim(), lastName: administrator.lastName.trim(), userType: 'crm', tenantId: id,
          roleId: made.find((r) => r.userType === 'crm' && r.isAdministrator)!.id, invitedAt: new Date(), emailConfirmedAt: null,
        });
      });
      const link = await issueSetPasswordLink(db, config.publicOrigin, adminId, 'invitation');
      const inviter = `${principal.user.firstName} ${principal.user.lastName}`.trim();
      await mailOutboxOf(app).send({
        to: adminEmail, subject: 'You are invited to the payments portal', link,
        text: `${inviter} made you the administrator of ${b.name.trim()} on the payments portal. `
          + `Follow this link within ${SET_PASSWORD_LINK_HOURS} hours to choose your password, then sign in: ${link}`,
      });
      return tenantRow(db, id);
    },
  });

  registerRoute(app, deps, endpoints.update, {
    access: TENANT_MANAGERS,
    handler: async ({ params, body }) => {
      const b = body as unknown as TenantBody;
      const [current] = isUuid(params.id!) ? await db.select().from(tenants).where(eq(tenants.id, params.id!)) : [];
      if (!current) throw notFound('Tenant not found');
      if (administratorOf(b)) throw badRequest('The first administrator is invited when the tenant is created: invite more users from CRM users');
      const problem = await nameProblem(db, b.name, current.id);
      if (problem) throw invalid([problem]);
      if (current.isDefaultTenant && b.isDefaultTenant === false) throw badRequest('Make another tenant the default first: there is always one');
      await db.transaction(async (tx) => {
        await tx.update(tenants).set({ ...values(b, current.themeSettings), ...(b.isDefaultTenant ? { isDefaultTenant: true } : {}) }).where(eq(tenants.id, current.id));
        if (b.isDefaultTenant) await takeDefault(tx as unknown as Db, current.id);
      });
      return tenantRow(db, current.id);
    },
  });

  apiRoute(app, deps, E.activation, {
    access: TENANT_MANAGERS,
    handler: async ({ params, body }) => {
      const [current] = isUuid(params.id) ? await db.select().from(tenants).where(eq(tenants.id, params.id)) : [];
      if (!current) throw notFound('Tenant not found');
      if (!body.isActive && current.isDefaultTenant) throw new ApiError(409, 'The default tenant cannot be suspended: make another tenant the default first');
      await db.update(tenants).set({ isActive: body.isActive }).where(eq(tenants.id, current.id));
      return tenantRow(db, current.id) as never;
    },
  });

  keysRoutes(app, deps);
}

