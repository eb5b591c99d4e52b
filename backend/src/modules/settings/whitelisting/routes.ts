import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { merchants, whitelistEntries } from '../../../db/schema';
import { apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { crudRoutes, listRoute } from '../../../http/resource-routes';
import { scopeOf } from '../../../http/scope';
import { WHITELIST_ENTRIES, WHITELIST_IMPORT, WHITELISTING_PERMISSION } from '@portal/contracts';
import { tenantSettingsAccess } from '../tenant-settings-access';
import { importWhitelist, type WhitelistUpload } from './import';

type EntryRow = typeof whitelistEntries.$inferSelect;
const access = tenantSettingsAccess(WHITELISTING_PERMISSION);

const toRow = (r: EntryRow, merchantName: string) => ({
  id: r.id, tenantId: r.tenantId, merchantId: r.merchantId, merchantName, type: r.type, value: r.value, note: r.note,
  importedBy: r.importedBy, createdAt: r.createdAt.toISOString(),
}) as never;

/** Whitelist entries (ADR 0066): the imported entries listed and removable; the CSV import, all lines or none. */
export function whitelistingRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: whitelistEntries.tenantId };
  listRoute(app, deps, WHITELIST_ENTRIES, {
    access, owner, countFrom: whitelistEntries,
    select: (db) => db.select({ row: whitelistEntries, merchantName: merchants.legalBusinessName }).from(whitelistEntries)
      .innerJoin(merchants, eq(merchants.id, whitelistEntries.merchantId)).$dynamic() as never,
    columns: {
      id: whitelistEntries.id, value: whitelistEntries.value, note: whitelistEntries.note, type: whitelistEntries.type, merchantId: whitelistEntries.merchantId,
      merchantName: merchants.legalBusinessName, createdAt: whitelistEntries.createdAt,
    },
    toRow: (r: { row: EntryRow; merchantName: string }) => toRow(r.row, r.merchantName),
  });
  crudRoutes(app, deps, WHITELIST_ENTRIES, {
    access, table: whitelistEntries, owner, columns: { id: whitelistEntries.id },
    toRow: (r: EntryRow) => toRow(r, ''),
    toValues: () => ({}),
  });
  apiRoute(app, deps, WHITELIST_IMPORT, {
    access,
    handler: async ({ principal, query, body }) => {
      const scope = scopeOf(principal, { tenantId: query.tenantId, tenantRequired: true });
      if (scope.kind !== 'tenant') throw new Error('a whitelist import needs one tenant');
      const user = principal.user;
      return importWhitelist(deps.db, scope.tenantId, `${user.firstName} ${user.lastName}`.trim() || user.email, body as WhitelistUpload);
    },
  });
}
