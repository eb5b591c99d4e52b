/**
 * The audit log's API (ADR 0081): the events (list with filters, one), the chain's verification and the CSV export
 * with the chain fields. Tenant staff read their tenant's events, platform staff every tenant's and the platform's
 * own (or the tenant they pick). Nothing here changes an event: the table refuses it anyway.
 */
import { and, asc, eq, gt, inArray, like, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditActionsNamed, auditTargetsNamed, AUDIT_ENDPOINTS, AUDIT_EXPORT_COLUMNS, AUDIT_LOG, AUDIT_PERMISSIONS } from '@portal/contracts';
import { auditEvents } from '../../db/schema';
import type { Db } from '../../db/client';
import { apiRoute, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { resourceWhere } from '../../http/resource-where';
import { resolveScope, scopeOf, type Scope } from '../../http/scope';
import type { Principal } from '../users/repository';
import { csvStream, type CsvValue } from '../../lib/csv';
import { verifyAuditChains } from '../../lib/audit/verify';
import { isUuid } from '../../lib/ids';
import { likePrefix } from '../../lib/like';
import { QueryParameters } from '../../lib/query-parameters';

type EventRow = typeof auditEvents.$inferSelect;

const ACCESS: Access = { userTypes: ['crm', 'platform'], anyPermission: [...AUDIT_PERMISSIONS] };

const a = auditEvents;
const COLUMNS = { id: a.id, actorEmail: a.actorEmail, action: a.action, targetType: a.targetType, targetId: a.targetId, occurredAt: a.occurredAt, tenantId: a.tenantId };

/**
 * The events a caller may read: platform staff all (the platform's own too); tenant staff their tenant's, and a CRM
 * user limited to some merchants (ADR 0082) only those merchants' events (a tenant-wide event may name any merchant).
 */
function readableBy(principal: Principal): SQL | undefined {
  const scope = scopeOf(principal);
  if (scope.kind === 'platform') return undefined;
  const merchantIds = scope.kind === 'tenant' ? scope.limits?.merchantIds : undefined;
  return and(eq(a.tenantId, scope.tenantId), merchantIds ? inArray(a.merchantId, merchantIds.length ? [...merchantIds] : [NO_ID]) : undefined);
}
const NO_ID = '00000000-0000-0000-0000-000000000000';

export const toEventRow = (r: EventRow) => ({
  id: r.id, chain: r.chain, seq: r.seq, occurredAt: r.occurredAt.toISOString(), tenantId: r.tenantId, merchantId: r.merchantId,
  actorUserId: r.actorUserId, actorEmail: r.actorEmail, mode: r.mode, action: r.action, outcome: r.outcome as 'ok' | 'refused',
  targetType: r.targetType, targetId: r.targetId, changes: r.changes, requestId: r.requestId, ip: r.ip, userAgent: r.userAgent,
  prevHash: r.prevHash, hash: r.hash,
});

/**
 * The Action filter: events whose machine name starts with the text (`support.` is the whole support area), or whose
 * action is named so in English or Turkish (the page shows the name; ADR 0081 "Action names").
 */
function actionSearch(value: unknown): SQL | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  const named = auditActionsNamed(text);
  return or(like(a.action, likePrefix(text)), named.length > 0 ? inArray(a.action, named) : undefined);
}
/** The Target type filter: events of that exact type, or of a type named so in English or Turkish ("Banka kanalı"). */
function targetSearch(value: unknown): SQL | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return undefined;
  const named = auditTargetsNamed(text);
  return or(eq(a.targetType, text), named.length > 0 ? inArray(a.targetType, named) : undefined);
}
const FILTER_WHERE = { action: actionSearch, targetType: targetSearch };
/** The filters the resource layer applies as declared: every one but the Action and Target type filters. */
const DECLARED_FILTERS = { filters: Object.fromEntries(Object.entries(AUDIT_LOG.filters).filter(([name]) => !(name in FILTER_WHERE))) };

/** The chains a scope may verify: its tenant's; platform staff every chain, or the one tenant they picked. */
const chainsOf = (scope: Scope): string[] | undefined =>
  scope.kind === 'platform' ? scope.tenantIds : [scope.tenantId];

/** The export's rows in chain order, read page by page (constant memory for any size). */
async function* exportRows(db: Db, where: SQL | undefined): AsyncGenerator<CsvValue[]> {
  let after: { chain: string; seq: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after ? or(gt(a.chain, after.chain), and(eq(a.chain, after.chain), gt(a.seq, after.seq))) : undefined;
    const rows: EventRow[] = await db.select().from(a).where(and(where, keyset)).orderBy(asc(a.chain), asc(a.seq)).limit(1000);
    for (const row of rows) {
      const event = toEventRow(row);
      yield AUDIT_EXPORT_COLUMNS.map((column) => (column === 'changes' ? JSON.stringify(event.changes) : event[column]));
    }
    if (rows.length < 1000) return;
    const last = rows[rows.length - 1]!;
    after = { chain: last.chain, seq: last.seq };
  }
}

export function auditRoutes(app: FastifyInstance, deps: ApiDeps): void {
  listRoute(app, deps, AUDIT_LOG, {
    access: ACCESS, table: a, columns: COLUMNS,
    where: ({ principal }) => readableBy(principal),
    // A large log: the count stops at a cap instead of counting every event on each page.
    count: { cap: 10_000 },
    filterWhere: FILTER_WHERE,
    toRow: (r: EventRow) => toEventRow(r) as never,
  });
  apiRoute(app, deps, AUDIT_LOG.endpoints.one, {
    access: ACCESS,
    handler: async ({ principal, params }) => {
      // Another tenant's event is as unknown as a wrong id.
      const [row] = isUuid(params.id) ? await deps.db.select().from(a).where(and(eq(a.id, params.id), readableBy(principal))) : [];
      if (!row) throw notFound('Audit event: not found');
      return toEventRow(row) as never;
    },
  });

  apiRoute(app, deps, AUDIT_ENDPOINTS.verify, {
    access: ACCESS,
    handler: async ({ principal, query }) => {
      const scope = await resolveScope(deps.db, principal, { tenantId: query.tenantId });
      return verifyAuditChains(deps.db, chainsOf(scope));
    },
  });

  apiRoute(app, deps, AUDIT_ENDPOINTS.export, {
    access: ACCESS,
    handler: async ({ principal, query, reply }) => {
      const where = and(readableBy(principal), resourceWhere(DECLARED_FILTERS, COLUMNS, query, QueryParameters.inline()), actionSearch(query.action), targetSearch(query.targetType));
      const stamp = new Date().toISOString().slice(0, 10);
      void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="audit-${stamp}.csv"`);
      return csvStream(AUDIT_EXPORT_COLUMNS, exportRows(deps.db, where));
    },
  });
}

