import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { disputes } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { scopeTenantIds } from '../../http/scope';
import { RDR_ENDPOINTS, RDR_LIMITS, RDR_PERMISSION, type RdrBatch } from '@portal/contracts';
import { pagedQuery } from '../../lib/paged-query';
import { toolScope } from '../transaction-tools/access';

/**
 * RDR batch summary (ADR 0055): the disputes of ADR 0050 grouped per UTC day (opened) and currency, in SQL. RDR
 * takes a Visa dispute of at most 250.00; the batch counts its cases' outcomes (Won, Lost, still open) and is
 * Closed once none is open. Tenant staff with the page's permission read their tenant; platform staff pick one.
 */
export function rdrRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  apiRoute(app, deps, RDR_ENDPOINTS.batches, {
    handler: async ({ mode, principal, query }) => {
      const scope = await toolScope(db, principal, RDR_PERMISSION, query.tenantId);
      // The tool scope always names one tenant (platform staff must pick it).
      const [tenantId] = scopeTenantIds(scope) ?? [];
      const rdr = sql`(lower(${disputes.scheme}) = 'visa' AND ${disputes.amount} <= ${RDR_LIMITS.maxAmountMinor})`;
      const day = sql<string>`to_char(date_trunc('day', ${disputes.openedAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
      const where = and(
        eq(disputes.tenantId, tenantId ?? sql`null`), eq(disputes.mode, mode),
        query.from ? sql`${disputes.openedAt} >= ${query.from}::timestamptz` : undefined,
        query.to ? sql`${disputes.openedAt} < ${query.to}::timestamptz` : undefined,
      );
      // A list of groups: one row per day and currency, counted as groups.
      const { rows, count } = await pagedQuery({
        db,
        select: db.select({
          day, currency: disputes.currency,
          disputes: sql<number>`count(*)::int`, disputedAmount: sql<number>`sum(${disputes.amount})::float8`,
          rdrCount: sql<number>`count(*) FILTER (WHERE ${rdr})::int`, rdrAmount: sql<number>`coalesce(sum(${disputes.amount}) FILTER (WHERE ${rdr}), 0)::float8`,
          won: sql<number>`count(*) FILTER (WHERE ${rdr} AND ${disputes.status} = 'Won')::int`,
          lost: sql<number>`count(*) FILTER (WHERE ${rdr} AND ${disputes.status} = 'Lost')::int`,
          open: sql<number>`count(*) FILTER (WHERE ${rdr} AND ${disputes.status} NOT IN ('Won', 'Lost'))::int`,
        }).from(disputes).groupBy(day, disputes.currency).$dynamic(),
        countFrom: db.select({ one: sql`1` }).from(disputes).groupBy(day, disputes.currency).$dynamic(),
        where,
        order: [{ column: day, direction: 'desc' }, { column: disputes.currency, direction: 'asc' }],
        page: { pageIndex: query.pageIndex ?? 0, pageSize: query.pageSize ?? 20 },
        count: { exact: true },
      });
      const data = rows.map((r): RdrBatch => ({
        batchId: `RDR-${r.day.replace(/-/g, '')}-${r.currency}`, day: r.day, currency: r.currency,
        disputes: Number(r.disputes), disputedAmount: Number(r.disputedAmount), rdrCount: Number(r.rdrCount), rdrAmount: Number(r.rdrAmount),
        won: Number(r.won), lost: Number(r.lost), open: Number(r.open), status: Number(r.open) > 0 ? 'Open' : 'Closed',
      }));
      return { count, countIsCapped: false, data };
    },
  });
}
