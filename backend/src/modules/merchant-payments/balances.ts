import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { PAYMENT_LIMITS, type MerchantBalance } from '@portal/contracts';

/**
 * A merchant's balance per currency in one mode (ADR 0051), read from the ledger: merchant_payable credits less
 * debits of its transactions' balanced journals (settlements in, refunds, chargebacks, payouts and their fees out),
 * less the payouts it asked for that still wait for approval (amount and fee): what a new payout may take.
 */
export async function balancesOf(db: Queryable, merchantId: string, mode: 'Test' | 'Live'): Promise<MerchantBalance[]> {
  const { rows } = await db.execute<{ currency: string; ledger: number | string; pending: number | string }>(sql`
    WITH ledger AS (
      SELECT ae.currency, sum(ae.credit - ae.debit)::float8 AS amount
      FROM accounting_entries ae JOIN transactions t ON t.id = ae.transaction_id AND t.created_at = ae.transaction_created_at
      WHERE ae.merchant_id = ${merchantId} AND ae.account = 'merchant_payable' AND t.mode = ${mode}
      GROUP BY ae.currency
    ), pending AS (
      SELECT t.currency, sum(t.amount + ${PAYMENT_LIMITS.payoutFeeMinor})::float8 AS amount
      FROM merchant_payments mp JOIN transactions t ON t.id = mp.transaction_id
      WHERE mp.merchant_id = ${merchantId} AND t.status = 'WaitingForApproval' AND t.mode = ${mode}
      GROUP BY t.currency
    )
    SELECT coalesce(l.currency, p.currency) AS currency, coalesce(l.amount, 0) AS ledger, coalesce(p.amount, 0) AS pending
    FROM ledger l FULL JOIN pending p ON p.currency = l.currency
    ORDER BY 1`);
  return rows.map((r) => {
    const ledger = Number(r.ledger);
    const pending = Number(r.pending);
    return { currency: r.currency, ledger, pending, available: ledger - pending };
  });
}
