import { sql, type SQL } from 'drizzle-orm';
import { declinePendingRatioThresholds, transactions } from '../../../db/schema';

/**
 * The customer windows that crossed their decline pending ratio threshold (ADR 0066), from the payments
 * (sales and authorisations) of `where`. Each payment is judged by its merchant's own active threshold, else
 * its tenant's tenant-wide one; windows are that threshold's length, aligned to the clock `offsetMinutes`
 * behind UTC (Date.getTimezoneOffset's sign), so a day window is the user's day. A window alerts when it has
 * the threshold's minimum of payments and its declined (declined, failed, blocked) or pending share reaches
 * the threshold's percentage.
 *
 * Columns: threshold_id, tenant_id, merchant_id, window_start, window_minutes, payments, declined, pending,
 * declined_percent, pending_percent, crossed_declined, crossed_pending.
 */
export function crossedRatioWindows(where: SQL, offsetMinutes: number): SQL {
  const t = transactions;
  return crossedRatioWindowsOf(sql`SELECT ${t.tenantId} AS tenant_id, ${t.merchantId} AS merchant_id, ${t.createdAt} AS at, ${t.status} AS status,
      1 AS n, NULL::int AS valid_for FROM ${t} WHERE ${where} AND ${t.type} IN ('Sale', 'Authorisation')`, offsetMinutes);
}

/**
 * What crossedRatioWindows answers, from `payments`: rows of (tenant_id, merchant_id, at, status, n, valid_for),
 * each `n` payments of one status at `at` (a transaction: n = 1 at its time; a piece of the day totals: n of
 * them from `at` to the end of a piece that lies inside one window). `valid_for` says for which thresholds the row
 * counts: null for every threshold, a window length for thresholds of that length only (pieces cut for it), -2 for
 * thresholds of 60 or 240 minutes (an hourly slot: inside one such window on a clock of whole hours), -1 for
 * thresholds whose length is not in `piecedWindows` (the transactions read for windows the pieces cannot serve).
 * The windows are grouped with a hash of the few (threshold, merchant, window) groups: no sort of the rows.
 */
export function crossedRatioWindowsOf(payments: SQL, offsetMinutes: number, piecedWindows: readonly number[] = []): SQL {
  const own = sql.raw('own');
  const wide = sql.raw('wide');
  const pick = (column: string) => sql.raw(`CASE WHEN own.id IS NOT NULL THEN own.${column} ELSE wide.${column} END`);
  const offset = sql`${offsetMinutes * 60}::float8`;
  const pieced = piecedWindows.length ? sql.raw(`(${piecedWindows.join(', ')})`) : null;
  const valid = sql`(p.valid_for IS NULL OR p.valid_for = ${pick('window_minutes')} OR (p.valid_for = -2 AND ${pick('window_minutes')} IN (60, 240))${pieced ? sql` OR (p.valid_for = -1 AND ${pick('window_minutes')} NOT IN ${pieced})` : sql``})`;
  const counted = sql`
    SELECT ${pick('id')} AS threshold_id, p.tenant_id, p.merchant_id,
      to_timestamp(floor((extract(epoch FROM p.at) - ${offset}) / (${pick('window_minutes')} * 60)) * ${pick('window_minutes')} * 60 + ${offset}) AS window_start,
      ${pick('window_minutes')} AS window_minutes, ${pick('minimum_payments')} AS minimum_payments,
      ${pick('declined_percent')} AS declined_percent, ${pick('pending_percent')} AS pending_percent,
      p.status, p.n
    FROM (${payments}) p
    LEFT JOIN ${declinePendingRatioThresholds} ${own} ON own.tenant_id = p.tenant_id AND own.merchant_id = p.merchant_id AND own.is_active
    LEFT JOIN ${declinePendingRatioThresholds} ${wide} ON wide.tenant_id = p.tenant_id AND wide.merchant_id IS NULL AND wide.is_active
    WHERE (own.id IS NOT NULL OR wide.id IS NOT NULL) AND ${valid}`;
  return sql`
    SELECT w.*, w.declined_percent IS NOT NULL AND 100.0 * w.declined / w.payments >= w.declined_percent AS crossed_declined,
      w.pending_percent IS NOT NULL AND 100.0 * w.pending / w.payments >= w.pending_percent AS crossed_pending
    FROM (SELECT c.threshold_id, c.tenant_id, c.merchant_id, c.window_start, min(c.window_minutes) AS window_minutes,
        sum(c.n)::int AS payments,
        (coalesce(sum(c.n) FILTER (WHERE c.status IN ('Declined', 'Failed', 'Blocked')), 0))::int AS declined,
        (coalesce(sum(c.n) FILTER (WHERE c.status = 'Pending'), 0))::int AS pending,
        min(c.minimum_payments) AS minimum_payments, min(c.declined_percent) AS declined_percent, min(c.pending_percent) AS pending_percent
      FROM (${counted}) c GROUP BY 1, 2, 3, 4 HAVING sum(c.n) > 0) w
    WHERE w.payments >= w.minimum_payments
      AND ((w.declined_percent IS NOT NULL AND 100.0 * w.declined / w.payments >= w.declined_percent)
        OR (w.pending_percent IS NOT NULL AND 100.0 * w.pending / w.payments >= w.pending_percent))`;
}

/**
 * The merchants whose active threshold (their own, else their tenant's tenant-wide one) has a window of
 * `windowMinutes` (a list: `IN`), as a subquery of merchant ids.
 */
export function merchantsWithRatioWindow(condition: (windowMinutes: SQL) => SQL): SQL {
  return sql`SELECT m.id FROM merchants m
    LEFT JOIN ${declinePendingRatioThresholds} own ON own.tenant_id = m.tenant_id AND own.merchant_id = m.id AND own.is_active
    LEFT JOIN ${declinePendingRatioThresholds} wide ON wide.tenant_id = m.tenant_id AND wide.merchant_id IS NULL AND wide.is_active
    WHERE (own.id IS NOT NULL OR wide.id IS NOT NULL)
      AND ${condition(sql.raw('CASE WHEN own.id IS NOT NULL THEN own.window_minutes ELSE wide.window_minutes END'))}`;
}
