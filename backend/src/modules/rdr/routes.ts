import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { scopeTenantIds } from '../../http/scope';
import { RDR_ENDPOINTS, RDR_LIMITS, RDR_PERMISSION, type RdrBatch } from '@portal/contracts';
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
      const size = query.pageSize ?? 20;
      const rdr = sql`(lower(d.scheme) = 'visa' AND d.amount <= ${RDR_LIMITS.maxAmountMinor})`;
      const where = sql`d.tenant_id = ${tenantId ?? null} AND d.mode = ${mode}
        ${query.from ? sql`AND d.opened_at >= ${query.from}::timestamptz` : sql``}
        ${query.to ? sql`AND d.opened_at < ${query.to}::timestamptz` : sql``}`;
      const { rows } = await db.execute<Record<string, string | number>>(sql`
        SELECT to_char(date_trunc('day', d.opened_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, d.currency,
          count(*)::int AS disputes, sum(d.amount)::float8 AS disputed_amount,
          count(*) FILTER (WHERE ${rdr})::int AS rdr_count, coalesce(sum(d.amount) FILTER (WHERE ${rdr}), 0)::float8 AS rdr_amount,
          count(*) FILTER (WHERE ${rdr} AND d.status = 'Won')::int AS won,
          count(*) FILTER (WHERE ${rdr} AND d.status = 'Lost')::int AS lost,
          count(*) FILTER (WHERE ${rdr} AND d.status NOT IN ('Won', 'Lost'))::int AS open,
          count(*) OVER ()::int AS total
        FROM disputes d WHERE ${where}
        GROUP BY 1, 2 ORDER BY 1 DESC, 2 LIMIT ${size} OFFSET ${(query.pageIndex ?? 0) * size}`);
      const data = rows.map((r): RdrBatch => ({
        batchId: `RDR-${String(r.day).replace(/-/g, '')}-${r.currency}`, day: String(r.day), currency: String(r.currency),
        disputes: Number(r.disputes), disputedAmount: Number(r.disputed_amount), rdrCount: Number(r.rdr_count), rdrAmount: Number(r.rdr_amount),
        won: Number(r.won), lost: Number(r.lost), open: Number(r.open), status: Number(r.open) > 0 ? 'Open' : 'Closed',
      }));
      return { count: Number(rows[0]?.total ?? 0), countIsCapped: false, data };
    },
  });
}
