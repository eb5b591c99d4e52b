import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { declinePendingRatioAlerts, merchants, transactions, users } from '../../../db/schema';
import { notifyUsers } from '../../notifications/notify';
import { crossedRatioWindows } from './ratio-windows';

/** Every 5 minutes (the scheduler's system job DeclinePendingRatioWatch, ADR 0103): a crossing is told within minutes, and a window that ended between two runs is still seen. */
export const RATIO_WATCH_CRON = '*/5 * * * *';
export const RATIO_ALERT_TYPE = 'DeclinePendingRatioAlert';
/** Where the notification leads: the alerts report. */
export const RATIO_ALERT_URL = '/crm/reports/alerts';

const DAY_MS = 86_400_000;

type Crossed = {
  threshold_id: string; tenant_id: string; merchant_id: string; window_start: string | Date; window_minutes: number;
  payments: number; declined: number; pending: number; crossed_declined: boolean; crossed_pending: boolean;
};

/**
 * Raises the decline pending ratio alerts of the windows that are open at `now` or ended since the last run
 * (ADR 0066): Live payments, UTC windows. Each (threshold, customer, window) is recorded once; only a new
 * record notifies the tenant's active staff, so a window that stays crossed is told once. Answers how many
 * alerts were raised.
 */
export async function watchDeclinePendingRatios(db: Db, now: Date): Promise<number> {
  // The longest window is a day: its current window and the one before start at most two days back.
  const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS);
  const where = sql`${transactions.mode} = 'Live' AND ${transactions.createdAt} >= ${since.toISOString()}::timestamptz AND ${transactions.createdAt} < ${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<Crossed>(crossedRatioWindows(where, 0));
  // Windows that ended before the previous window are history: the report shows them, nobody is told now.
  const recent = rows.filter((r) => new Date(r.window_start).getTime() + 2 * r.window_minutes * 60_000 > now.getTime());
  let raised = 0;
  for (const r of recent) {
    const windowStart = new Date(r.window_start);
    const crossed = [r.crossed_declined ? 'Declined' : null, r.crossed_pending ? 'Pending' : null].filter(Boolean).join(',');
    const [stored] = await db.insert(declinePendingRatioAlerts).values({
      id: randomUUID(), thresholdId: r.threshold_id, tenantId: r.tenant_id, merchantId: r.merchant_id, windowStart, crossed,
      payments: r.payments, declined: r.declined, pending: r.pending, createdAt: now,
    }).onConflictDoNothing().returning({ id: declinePendingRatioAlerts.id });
    if (!stored) continue;
    raised += 1;
    const [merchant] = await db.select({ name: merchants.legalBusinessName }).from(merchants).where(eq(merchants.id, r.merchant_id));
    const staff = await db.select({ id: users.id }).from(users)
      .where(and(eq(users.tenantId, r.tenant_id), inArray(users.userType, ['crm']), eq(users.isActive, true)));
    await notifyUsers(db, staff.map((u) => u.id), {
      text: {
        key: 'alerts.declinePendingRatio',
        params: {
          merchant: merchant?.name ?? '', declined: String(r.declined), pending: String(r.pending), payments: String(r.payments),
          minutes: String(r.window_minutes), window: windowStart.toISOString().slice(0, 16).replace('T', ' '),
        },
      },
      notificationType: RATIO_ALERT_TYPE,
      objectUrl: RATIO_ALERT_URL,
    });
  }
  return raised;
}
