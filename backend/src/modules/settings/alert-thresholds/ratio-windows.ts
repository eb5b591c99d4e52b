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
  const own = sql.raw('own');
  const wide = sql.raw('wide');
  const pick = (column: string) => sql.raw(`CASE WHEN own.id IS NOT NULL THEN own.${column} ELSE wide.${column} END`);
  const offset = sql`${offsetMinutes * 60}::float8`;
  const counted = sql`
    SELECT ${pick('id')} AS threshold_id, ${t.tenantId} AS tenant_id, ${t.merchantId} AS merchant_id,
      to_timestamp(floor((extract(epoch FROM ${t.createdAt}) - ${offset}) / (${pick('window_minutes')} * 60)) * ${pick('window_minutes')} * 60 + ${offset}) AS window_start,
      ${pick('window_minutes')} AS window_minutes, ${pick('minimum_payments')} AS minimum_payments,
      ${pick('declined_percent')} AS declined_percent, ${pick('pending_percent')} AS pending_percent,
      ${t.status} AS status
    FROM ${t}
    LEFT JOIN ${declinePendingRatioThresholds} ${own} ON own.tenant_id = ${t.tenantId} AND own.merchant_id = ${t.merchantId} AND own.is_active
    LEFT JOIN ${declinePendingRatioThresholds} ${wide} ON wide.tenant_id = ${t.tenantId} AND wide.merchant_id IS NULL AND wide.is_active
    WHERE ${where} AND ${t.type} IN ('Sale', 'Authorisation') AND (own.id IS NOT NULL OR wide.id IS NOT NULL)`;
  return sql`
    SELECT w.*, w.declined_percent IS NOT NULL AND 100.0 * w.declined / w.payments >= w.declined_percent AS crossed_declined,
      w.pending_percent IS NOT NULL AND 100.0 * w.pending / w.payments >= w.pending_percent AS crossed_pending
    FROM (SELECT c.threshold_id, c.tenant_id, c.merchant_id, c.window_start, min(c.window_minutes) AS window_minutes,
        count(*)::int AS payments,
        (count(*) FILTER (WHERE c.status IN ('Declined', 'Failed', 'Blocked')))::int AS declined,
        (count(*) FILTER (WHERE c.status = 'Pending'))::int AS pending,
        min(c.minimum_payments) AS minimum_payments, min(c.declined_percent) AS declined_percent, min(c.pending_percent) AS pending_percent
      FROM (${counted}) c GROUP BY 1, 2, 3, 4) w
    WHERE w.payments >= w.minimum_payments
      AND ((w.declined_percent IS NOT NULL AND 100.0 * w.declined / w.payments >= w.declined_percent)
        OR (w.pending_percent IS NOT NULL AND 100.0 * w.pending / w.payments >= w.pending_percent))`;
}
