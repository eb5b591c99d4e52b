import { and, eq } from 'drizzle-orm';
import { transactionReasons } from '../../../db/schema';
import { ACTION_MESSAGES, type TransactionStatus } from '@portal/contracts';
import type { Locked } from './lock';
import { settleRefund } from './refunds';
import { bookMoney, setStatus, writeApiLog, writeEvent, writeRejection } from './rows';
import { providerStatus } from './simulated';
import type { Acted } from './service-types';
import type { ActionContext } from './types';

/**
 * Asks the provider for a transaction's status (always allowed). Only a Pending one can change by it: the provider's
 * (simulated, ADR 0046) answer is taken, with the events and money rows of the new state; otherwise the provider
 * confirms what the portal shows and nothing but the call's log is written.
 */
export async function checkStatus(ctx: ActionContext, locked: Locked): Promise<Acted> {
  const { record, parent, merchantProcessing } = locked;
  const answer = record.status === 'Pending' ? providerStatus(record.id, record.type) : { status: record.status };
  await writeApiLog(ctx, record, {
    method: 'GET', path: `${record.type.toLowerCase()}s/${record.externalId}`, statusCode: 200, request: {}, response: { status: answer.status },
  });
  if (answer.status === record.status) return { message: ACTION_MESSAGES.statusConfirmed };
  const status = answer.status as TransactionStatus;
  if (record.type === 'Refund' && status === 'Successful') {
    await settleRefund(ctx, parent!, record, merchantProcessing, { paymentId: parent!.id, source: 'provider' });
    return { message: ACTION_MESSAGES.statusChanged };
  }
  await setStatus(ctx, record.id, status);
  await bookMoney(ctx, record.id);
  if ('declineCode' in answer && answer.declineCode) {
    const [reason] = await ctx.tx.select({ description: transactionReasons.description }).from(transactionReasons)
      .where(and(eq(transactionReasons.category, 'transaction'), eq(transactionReasons.kind, 'Declined'), eq(transactionReasons.code, answer.declineCode)));
    await writeRejection(ctx, record, { code: answer.declineCode, source: 'Provider', message: reason?.description ?? 'Declined by the provider' });
  }
  const prefix = record.type === 'Refund' ? 'refund' : 'transaction';
  await writeEvent(ctx, record, merchantProcessing, `${prefix}.${status.toLowerCase()}`, status, { source: 'provider' });
  return { message: ACTION_MESSAGES.statusChanged };
}
