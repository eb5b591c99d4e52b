import type { FastifyInstance } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CRM_EDIT_PERMISSIONS, CONTACTS, CRM_CUSTOMER_MESSAGES as M, CRM_CUSTOMER_PERMISSIONS } from '@portal/contracts';
import { crmContacts, crmOrganizations } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../http/resource-routes';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';
import { merchantLimitWhere, ownerOf, reachableOrganization, tenantOfCall, withinMerchantLimit } from './customer-access';
import { crmEditAccess } from './edit-access';

interface ContactBody {
  organizationId: string; firstName: string; lastName: string; email?: string; phone?: string; jobTitle?: string; isPrimary?: boolean; ownerId?: string | null;
}
type ContactDbRow = typeof crmContacts.$inferSelect & { organizationName: string; organizationMerchantId: string | null; ownerName: string | null };

const access = tenantSettingsAccess(CRM_CUSTOMER_PERMISSIONS.contacts);
const editAccess = crmEditAccess(CRM_EDIT_PERMISSIONS.contacts);

const contactColumns = {
  id: crmContacts.id, tenantId: crmContacts.tenantId, organizationId: crmContacts.organizationId, firstName: crmContacts.firstName,
  lastName: crmContacts.lastName, email: crmContacts.email, phone: crmContacts.phone, jobTitle: crmContacts.jobTitle, isPrimary: crmContacts.isPrimary,
  ownerId: crmContacts.ownerId, createdAt: crmContacts.createdAt, updatedAt: crmContacts.updatedAt,
  organizationName: crmOrganizations.legalName, organizationMerchantId: crmOrganizations.merchantId,
  ownerName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${sql.raw('"crm_contacts"."owner_id"')})`,
};

const toRow = (r: ContactDbRow) => ({
  id: r.id, tenantId: r.tenantId, organizationId: r.organizationId, organizationName: r.organizationName, firstName: r.firstName, lastName: r.lastName,
  email: r.email, phone: r.phone, jobTitle: r.jobTitle, isPrimary: r.isPrimary, ownerId: r.ownerId, ownerName: r.ownerName,
  createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

/**
 * Contacts (ADR 0087): people at a customer of the same tenant (one the caller reaches: merchant limits apply through
 * the customer), e-mail stored lower-case and not twice at one customer, one primary contact per customer (making
 * one primary takes it from the other, in the same transaction).
 */
export function contactRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: crmContacts.tenantId };
  const { db } = deps;
  const joined = () => db.select(contactColumns).from(crmContacts).innerJoin(crmOrganizations, eq(crmOrganizations.id, crmContacts.organizationId));

  const read = async (id: string, call: ResourceCall) => {
    const [row] = await joined().where(eq(crmContacts.id, id));
    if (!row || !withinMerchantLimit(call, row.organizationMerchantId)) throw notFound('Contact: not found');
    return toRow(row as ContactDbRow);
  };

  listRoute(app, deps, CONTACTS, {
    access, countFrom: crmContacts, owner,
    select: () => joined().$dynamic(),
    columns: {
      id: crmContacts.id, lastName: crmContacts.lastName, firstName: crmContacts.firstName, email: crmContacts.email, isPrimary: crmContacts.isPrimary,
      createdAt: crmContacts.createdAt,
      // Compared as text: a malformed id finds nothing rather than failing the query.
      organizationId: sql`${crmContacts.organizationId}::text` as unknown as PgColumn,
    },
    where: (call) => merchantLimitWhere(call, crmOrganizations.merchantId),
    toRow: (r: ContactDbRow) => toRow(r) as never,
  });

  crudRoutes(app, deps, CONTACTS, {
    readAccess: access, access: editAccess, table: crmContacts, owner, columns: { id: crmContacts.id },
    toRow: (r: typeof crmContacts.$inferSelect, call) => read(r.id, call) as never,
    toValues: async (body, call, existing: typeof crmContacts.$inferSelect | null) => {
      const b = body as unknown as ContactBody;
      const tenantId = tenantOfCall(call, existing);
      if (existing) await reachableOrganization(call, existing.organizationId, tenantId).catch(() => { throw notFound('Contact: not found'); });
      const organization = await reachableOrganization(call, b.organizationId, tenantId);
      const firstName = b.firstName.trim();
      const lastName = b.lastName.trim();
      if (!firstName || !lastName) throw badRequest(M.nameRequired);
      const email = (b.email ?? '').trim().toLowerCase();
      if (email) {
        const [taken] = await call.db.select({ id: crmContacts.id }).from(crmContacts)
          .where(and(eq(crmContacts.organizationId, organization.id), eq(crmContacts.email, email), existing ? ne(crmContacts.id, existing.id) : undefined));
        if (taken) throw badRequest(fill(M.emailTaken, { email }));
      }
      const isPrimary = b.isPrimary ?? existing?.isPrimary ?? false;
      // One primary per customer: this one takes it before it is stored (the unique index would refuse two).
      if (isPrimary) {
        await call.db.update(crmContacts).set({ isPrimary: false, updatedAt: new Date() })
          .where(and(eq(crmContacts.organizationId, organization.id), eq(crmContacts.isPrimary, true), existing ? ne(crmContacts.id, existing.id) : undefined));
      }
      return {
        organizationId: organization.id, firstName, lastName, email, phone: (b.phone ?? '').trim(), jobTitle: (b.jobTitle ?? '').trim(), isPrimary,
        ownerId: await ownerOf(call, tenantId, b.ownerId, existing ? existing.ownerId : undefined),
        updatedAt: new Date(),
      };
    },
    inUse: async (id, call) => {
      await read(id, call);
      return null;
    },
  });
}
