import { ApiError } from '../../../http/errors';
import { ACTION_MESSAGES, type BatchPayoutOutcome } from '@portal/contracts';
import { ActionRefused } from './refusal';
import { runAction } from './service';
import type { ActionContext } from './types';

/**
 * Batch payout approvals and declinations (spec part 2 sections 3, 7.1): each payout on its own, in a savepoint of
 * the batch's database transaction with its own row lock, so one refused payout (not a payout, not waiting, the
 * caller's own request, another mode) leaves the others done. Outside the caller's scope a payout is "not found",
 * exactly as for a single action. The batch as a whole is idempotent by its request id (the caller wraps it).
 */
export async function payoutBatch(
  ctx: ActionContext, ids: string[], decision: { kind: 'approve' } | { kind: 'decline'; reason: string },
): Promise<{ results: BatchPayoutOutcome[] }> {
  const results: BatchPayoutOutcome[] = [];
  for (const transactionId of ids) {
    try {
      await ctx.tx.transaction((savepoint) => runAction({ ...ctx, tx: savepoint }, decision.kind, transactionId,
        decision.kind === 'decline' ? { declineReason: decision.reason } : {}, { payoutsOnly: true }));
      results.push({
        transactionId,
        outcome: decision.kind === 'approve' ? 'Approved' : 'Declined',
        message: decision.kind === 'approve' ? ACTION_MESSAGES.approved : ACTION_MESSAGES.declined,
      });
    } catch (error) {
      if (!(error instanceof ActionRefused) && !(error instanceof ApiError && error.statusCode === 404)) throw error;
      results.push({ transactionId, outcome: 'Refused', message: error.message });
    }
  }
  return { results };
}
