/**
 * Blacklists (spec part 2: /crm/settings/antifraud/blacklist for a tenant's, /merchant/payment-settings/
 * antifraud-blacklist for a merchant's; ADR 0106): typed values with a reason, an expiry and who added them, one by
 * one or from a CSV. Rule conditions ("on a blacklist") read the tenant's entries and the payment's merchant's.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import {
  ANTIFRAUD_BLACKLIST_ENDPOINTS as E, ANTIFRAUD_BLACKLIST_RESOURCE, ANTIFRAUD_MESSAGES as M, ANTIFRAUD_PERMISSIONS as P,
  type BlacklistBody, type BlacklistRow, type BlacklistType,
} from '@portal/contracts';
import { blacklistEntries, users } from '../../db/schema';
import type { Access } from '../../http/api-route';
import { apiRoute, answerWith } from '../../http/api-route';
import { noteChange, noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { newId } from '../../lib/ids';
import { parseBlacklistCsv } from './blacklist-csv';
import { normaliseListValue, listValueProblem } from './blacklist-match';
import { ownedWhere, ownerOf, peopleOf } from './owner';

const ACCESS: Access = { userTypes: ['crm', 'merchant'], anyPermission: [P.tenantBlacklist, P.merchantBlacklist] };

type EntryRow = typeof blacklistEntries.$inferSelect;

const toRow = (r: EntryRow, addedBy: { id: string; name: string } | null): BlacklistRow => ({
  id: r.id, tenantId: r.tenantId, merchantId: r.merchantId, listType: r.listType as BlacklistType, value: r.value, reason: r.reason,
  expiresAt: r.expiresAt?.toISOString() ?? null, addedBy, createdAt: r.createdAt.toISOString(),
});

/** The expiry of a body: null, or a future time (400 otherwise). */
function expiryOf(raw: string | null | undefined, now: Date): Date | null {
  if (!raw) return null;
  const at = new Date(raw);
  if (Number.isNaN(at.getTime()) || at <= now) throw badRequest(M.expiryPast);
  return at;
}

export function blacklistRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  listRoute(app, deps, ANTIFRAUD_BLACKLIST_RESOURCE, {
    access: ACCESS,
    select: (d) => d.select({
      ...getTableColumns(blacklistEntries),
      addedByName: sql<string | null>`(SELECT u.first_name || ' ' || u.last_name FROM ${users} u WHERE u.id = ${blacklistEntries.addedBy})`,
    }).from(blacklistEntries).$dynamic(),
    countFrom: blacklistEntries,
    columns: { id: blacklistEntries.id, value: blacklistEntries.value, reason: blacklistEntries.reason, listType: blacklistEntries.listType, createdAt: blacklistEntries.createdAt, expiresAt: blacklistEntries.expiresAt },
    owner: { tenantId: blacklistEntries.tenantId, merchantId: blacklistEntries.merchantId },
    where: ({ scope }) => (scope.kind === 'merchant' ? undefined : isNull(blacklistEntries.merchantId)),
    toRow: ((r: EntryRow & { addedByName: string | null }) => toRow(r, r.addedBy ? { id: r.addedBy, name: r.addedByName ?? '' } : null)) as never,
  });

  apiRoute(app, deps, E.resource.create, {
    access: ACCESS,
    handler: async ({ principal, body }) => {
      const b = body as unknown as BlacklistBody;
      const problem = listValueProblem(b.listType, b.value);
      if (problem) throw badRequest(problem);
      const owner = ownerOf(principal);
      const value = normaliseListValue(b.listType, b.value)!;
      const [taken] = await db.select({ id: blacklistEntries.id }).from(blacklistEntries)
        .where(and(ownedWhere(owner, blacklistEntries), eq(blacklistEntries.listType, b.listType), eq(blacklistEntries.value, value)));
      if (taken) throw new ApiError(409, M.duplicateEntry);
      const [row] = await db.insert(blacklistEntries).values({
        id: newId(), ...owner, listType: b.listType, value, reason: (b.reason ?? '').trim(), expiresAt: expiryOf(b.expiresAt, new Date()), addedBy: principal.user.id,
      }).returning();
      noteRowChange({ type: ANTIFRAUD_BLACKLIST_RESOURCE.key, id: row!.id, ...owner }, null, row!);
      const people = await peopleOf(db, [principal.user.id]);
      return answerWith(201, toRow(row!, people.get(principal.user.id) ?? null)) as never;
    },
  });

  apiRoute(app, deps, E.resource.remove, {
    access: ACCESS,
    handler: async ({ principal, params }) => {
      const [row] = await db.select().from(blacklistEntries).where(and(eq(blacklistEntries.id, params.id), ownedWhere(ownerOf(principal), blacklistEntries)));
      if (!row) throw notFound(M.entryNotFound);
      await db.delete(blacklistEntries).where(eq(blacklistEntries.id, row.id));
      noteRowChange({ type: ANTIFRAUD_BLACKLIST_RESOURCE.key, id: row.id, tenantId: row.tenantId, merchantId: row.merchantId }, row, null);
      return undefined as never;
    },
  });

  apiRoute(app, deps, E.importCsv, {
    access: ACCESS,
    handler: async ({ principal, body }) => {
      const owner = ownerOf(principal);
      const now = new Date();
      const parsed = parseBlacklistCsv(body.csv, now);
      // All or nothing: a file with a wrong line adds nothing and names every wrong line.
      if (parsed.problems.length > 0) throw new ApiError(400, parsed.problems[0]!, parsed.problems.slice(0, 100));
      const existing = new Set((await db.select({ listType: blacklistEntries.listType, value: blacklistEntries.value }).from(blacklistEntries)
        .where(ownedWhere(owner, blacklistEntries))).map((e) => `${e.listType}:${e.value}`));
      const fresh = parsed.entries.filter((e) => !existing.has(`${e.listType}:${e.value}`));
      for (let i = 0; i < fresh.length; i += 1000) {
        await db.insert(blacklistEntries).values(fresh.slice(i, i + 1000).map((e) => ({ id: newId(), ...owner, ...e, addedBy: principal.user.id })));
      }
      noteChange({ targetType: ANTIFRAUD_BLACKLIST_RESOURCE.key, ...owner, before: null, after: { imported: fresh.length, values: fresh.slice(0, 50).map((e) => `${e.listType}:${e.value}`) } });
      return { added: fresh.length, problems: [] };
    },
  });
}
