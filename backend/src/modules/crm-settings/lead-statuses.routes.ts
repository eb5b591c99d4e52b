import type { FastifyInstance } from 'fastify';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { CRM_SETTINGS_MESSAGES as M, CRM_SETTINGS_PERMISSIONS, LEAD_STATUSES, type LeadStatusKind } from '@portal/contracts';
import { leadStatuses } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { crudRoutes, listRoute, type ResourceCall } from '../../http/resource-routes';
import { fill, tenantSettingsAccess } from '../settings/tenant-settings-access';

type LeadStatusRow = typeof leadStatuses.$inferSelect;
interface LeadStatusBody { name: string; description?: string; kind: LeadStatusKind; sortOrder: number; isDefault: boolean; isActive: boolean }

const access = tenantSettingsAccess(CRM_SETTINGS_PERMISSIONS.leadStatuses);

const toRow = (r: LeadStatusRow) => ({
  id: r.id, tenantId: r.tenantId, name: r.name, description: r.description, kind: r.kind as LeadStatusKind, sortOrder: r.sortOrder,
  isDefault: r.isDefault, isActive: r.isActive, updatedAt: r.updatedAt.toISOString(),
}) as never;

/** The tenant a write goes to: the row's own, or the caller's scope on create. */
const tenantOf = (call: ResourceCall, existing: LeadStatusRow | null): string =>
  existing?.tenantId ?? (call.scope.kind === 'tenant' || call.scope.kind === 'merchant' ? call.scope.tenantId : '');

/**
 * Lead statuses (ADR 0086): one default, which must be active and can only move to another status (never be
 * unset); names unique per tenant. A status in use is deactivated rather than deleted (leads keep their history).
 */
export function leadStatusRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: leadStatuses.tenantId };
  listRoute(app, deps, LEAD_STATUSES, {
    access, table: leadStatuses, owner,
    columns: { id: leadStatuses.id, name: leadStatuses.name, kind: leadStatuses.kind, isActive: leadStatuses.isActive, sortOrder: leadStatuses.sortOrder },
    toRow: (r: LeadStatusRow) => toRow(r),
  });
  crudRoutes(app, deps, LEAD_STATUSES, {
    access, table: leadStatuses, owner, columns: { id: leadStatuses.id },
    conflict: 'A lead status with this name exists already: choose another name',
    toRow: (r: LeadStatusRow) => toRow(r),
    toValues: async (body, call, existing: LeadStatusRow | null) => {
      const b = body as unknown as LeadStatusBody;
      if (b.isDefault && !b.isActive) throw badRequest(M.defaultStatusInactive);
      if (existing?.isDefault && !b.isDefault) throw badRequest(M.lastDefaultStatus);
      const tenantId = tenantOf(call, existing);
      const [taken] = await call.db.select({ id: leadStatuses.id }).from(leadStatuses)
        .where(and(eq(leadStatuses.tenantId, tenantId), sql`lower(${leadStatuses.name}) = lower(${b.name.trim()})`, existing ? ne(leadStatuses.id, existing.id) : undefined));
      if (taken) throw badRequest(fill(M.nameTaken, { name: b.name.trim() }));
      // The first status of a tenant is its default, whatever the form said.
      const [others] = await call.db.select({ n: count() }).from(leadStatuses).where(and(eq(leadStatuses.tenantId, tenantId), existing ? ne(leadStatuses.id, existing.id) : undefined));
      const isDefault = b.isDefault || (others?.n ?? 0) === 0;
      if (isDefault && !b.isActive) throw badRequest(M.defaultStatusInactive);
      return { name: b.name.trim(), description: (b.description ?? '').trim(), kind: b.kind, sortOrder: b.sortOrder, isDefault, isActive: b.isActive, updatedAt: new Date() };
    },
    // One default: the status just made the default takes it from the others, in the same transaction.
    afterChange: async ({ operation, id, call }) => {
      if (operation === 'remove') return;
      const [row] = await call.db.select().from(leadStatuses).where(eq(leadStatuses.id, id));
      if (row?.isDefault) {
        await call.db.update(leadStatuses).set({ isDefault: false, updatedAt: new Date() })
          .where(and(eq(leadStatuses.tenantId, row.tenantId), ne(leadStatuses.id, id), eq(leadStatuses.isDefault, true)));
      }
    },
    inUse: async (id, call) => {
      const [row] = await call.db.select({ isDefault: leadStatuses.isDefault }).from(leadStatuses).where(eq(leadStatuses.id, id));
      return row?.isDefault ? M.lastDefaultStatus : null;
    },
  });
}
