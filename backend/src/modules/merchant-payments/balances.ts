import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { PAYMENT_LIMITS, ROLLING_RESERVE_DAYS, type MerchantBalance } from '@portal/contracts';

/**
 * A merchant's balance per currency in one mode (ADR 0051), read from the ledger: merchant_payable credits less
 * debits of its transactions' balanced journals (settlements in, refunds, chargebacks, payouts and their fees out),
 * less the payouts it asked for that still wait for approval (amount and fee), less what has not settled yet and the
 * rolling reserve, both from the tenant's default parameters (ADR 0155): what a new payout may take.
 * - Not settled yet: the merchant_payable credits of the last `settlement_delay_days` days (T+n).
 * - Rolling reserve: `rolling_reserve_percent` of the credits of the ROLLING_RESERVE_DAYS before that, released as
 *   they age out of the window.
 */
export async function balancesOf(db: Queryable, merchantId: string, mode: 'Test' | 'Live', now = new Date()): Promise<MerchantBalance[]> {
  const { rows } = await db.execute<{
    currency: string; ledger: number | string; pending: number | string; unsettled: number | string; reserveBase: number | string; delayDays: number; reservePercent: number;
  }>(sql`
    WITH terms AS (
      SELECT coalesce(dp.settlement_delay_days, 0) AS delay_days, coalesce(dp.rolling_reserve_percent, 0) AS reserve_percent
      FROM merchants m LEFT JOIN default_parameters dp ON dp.tenant_id = m.tenant_id WHERE m.id = ${merchantId}
    ), bounds AS (
      SELECT delay_days, reserve_percent,
        ${now.toISOString()}::timestamptz - make_interval(days => delay_days) AS settled_before,
        ${now.toISOString()}::timestamptz - make_interval(days => delay_days + ${ROLLING_RESERVE_DAYS}) AS reserve_from
      FROM terms
    ), ledger AS (
      SELECT ae.currency, sum(ae.credit - ae.debit)::float8 AS amount,
        -- T+0 holds nothing back (a credit written a moment after "now" included).
        coalesce(sum(ae.credit) FILTER (WHERE b.delay_days > 0 AND ae.created_at > b.settled_before), 0)::float8 AS unsettled,
        coalesce(sum(ae.credit) FILTER (WHERE (b.delay_days = 0 OR ae.created_at <= b.settled_before) AND ae.created_at > b.reserve_from), 0)::float8 AS reserve_base
      FROM accounting_entries ae JOIN transactions t ON t.id = ae.transaction_id AND t.created_at = ae.transaction_created_at
      CROSS JOIN bounds b
      WHERE ae.merchant_id = ${merchantId} AND ae.account = 'merchant_payable' AND t.mode = ${mode}
      GROUP BY ae.currency
    ), pending AS (
      SELECT t.currency, sum(t.amount + ${PAYMENT_LIMITS.payoutFeeMinor})::float8 AS amount
      FROM merchant_payments mp JOIN transactions t ON t.id = mp.transaction_id
      WHERE mp.merchant_id = ${merchantId} AND t.status = 'WaitingForApproval' AND t.mode = ${mode}
      GROUP BY t.currency
    )
    SELECT coalesce(l.currency, p.currency) AS currency, coalesce(l.amount, 0) AS ledger, coalesce(p.amount, 0) AS pending,
      coalesce(l.unsettled, 0) AS unsettled, coalesce(l.reserve_base, 0) AS "reserveBase",
      (SELECT delay_days FROM terms) AS "delayDays", (SELECT reserve_percent FROM terms) AS "reservePercent"
    FROM ledger l FULL JOIN pending p ON p.currency = l.currency
    ORDER BY 1`);
  return rows.map((r) => {
    const ledger = Number(r.ledger);
    const pending = Number(r.pending);
    const unsettled = Number(r.unsettled);
    const reservePercent = Number(r.reservePercent ?? 0);
    const reserve = Math.round((Number(r.reserveBase) * reservePercent) / 100);
    return {
      currency: r.currency, ledger, pending, unsettled, reserve, available: ledger - pending - unsettled - reserve,
      settlementDelayDays: Number(r.delayDays ?? 0), reservePercent,
    };
  });
}
