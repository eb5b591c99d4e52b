import { and, eq } from 'drizzle-orm';
import { transactionEvents } from '../../../db/schema';
import { ACTION_MESSAGES } from '@portal/contracts';
import type { Locked } from './lock';
import { refuse } from './refusal';
import { writeEvent } from './rows';
import type { Acted } from './service-types';
import type { ActionContext } from './types';

export const RESTRICTION_RESET_EVENT = 'transaction.restriction_reset';

/**
 * Lifts the restriction the antifraud rules put on a blocked payment's card at its merchant, once (ADR 0046). The
 * state is the payment's `transaction.restriction_reset` event: it names who lifted it and when, the events tab
 * shows it, and a second reset finds it (409 restrictionAlreadyReset). The payment stays Blocked: approving or
 * declining it is a separate decision.
 */
export async function resetRestriction(ctx: ActionContext, { record, merchantProcessing }: Locked): Promise<Acted> {
  const [done] = await ctx.tx.select({ id: transactionEvents.id }).from(transactionEvents)
    .where(and(eq(transactionEvents.transactionId, record.id), eq(transactionEvents.transactionCreatedAt, new Date(record.createdAt)),
      eq(transactionEvents.type, RESTRICTION_RESET_EVENT))).limit(1);
  if (done) refuse('restrictionAlreadyReset');
  await writeEvent(ctx, record, merchantProcessing, RESTRICTION_RESET_EVENT, record.status, {
    card: record.cardFirst6 ? `${record.cardFirst6}******${record.cardLast4}` : null, organizationId: record.merchantId, resetBy: ctx.actor,
  });
  return { message: ACTION_MESSAGES.restrictionReset };
}
