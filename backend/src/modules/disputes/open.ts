import { DISPUTE_RESPONSE_DAYS, type TransactionRecord } from '@portal/contracts';
import { disputes } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Tx } from '../transactions/actions/types';
import { holdDisputedAmount } from './journals';

const DAY_MS = 86_400_000;

/**
 * The case of a chargeback the dispute action just created (ADR 0050): NeedsResponse, respond-by
 * DISPUTE_RESPONSE_DAYS after opening, and the disputed amount held in the dispute reserve.
 */
export async function openDispute(
  tx: Tx, payment: TransactionRecord, chargeback: TransactionRecord, code: { scheme: string; code: string; category: string }, now: Date,
): Promise<string> {
  const id = newId();
  await tx.insert(disputes).values({
    id, tenantId: chargeback.tenantId, merchantId: chargeback.merchantId, chargebackId: chargeback.id, paymentId: payment.id,
    scheme: code.scheme, reasonCode: code.code, category: code.category, amount: chargeback.amount, currency: chargeback.currency,
    mode: chargeback.mode, status: 'NeedsResponse', openedAt: now, respondBy: new Date(now.getTime() + DISPUTE_RESPONSE_DAYS * DAY_MS),
  });
  await holdDisputedAmount(tx, chargeback, chargeback.amount, now);
  return id;
}
