import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { confirmationLevels, currencies, tenants, transactionEvents } from '../../../db/schema';
import { DEFAULT_FOUR_EYES_THRESHOLD_MAJOR, type TransactionRecord } from '@portal/contracts';
import { refuse } from './refusal';
import type { Actor, ActionContext } from './types';

/**
 * Four-eyes (beyond the spec, ADR 0046): a refund or payout above the threshold waits for a second user. The
 * threshold is the merchant's confirmation level (ADR 0067) or else the tenant's, in major units; it is compared in minor units of the transaction's currency.
 * Who asked is the user named by the request's `<type>.waiting_for_approval` event (the events tab shows it).
 */

type ThresholdOf = Pick<TransactionRecord, 'tenantId' | 'merchantId' | 'currency' | 'mode'>;

/**
 * The merchant's confirmation level for the action in the transaction's mode (its currency's own, else the one for
 * every currency; ADR 0067), else the tenant's four-eyes threshold: in major units.
 */
async function thresholdMajor(ctx: ActionContext, tx: ThresholdOf, action: 'Refund' | 'Payout'): Promise<number> {
  const levels = await ctx.tx.select({ currency: confirmationLevels.currency, major: confirmationLevels.thresholdMajor }).from(confirmationLevels)
    .where(and(eq(confirmationLevels.merchantId, tx.merchantId), eq(confirmationLevels.mode, tx.mode), eq(confirmationLevels.action, action),
      eq(confirmationLevels.isActive, true), inArray(confirmationLevels.currency, [tx.currency, ''])));
  const level = levels.find((l) => l.currency === tx.currency) ?? levels.find((l) => l.currency === '');
  if (level) return level.major;
  const [tenant] = await ctx.tx.select({ major: tenants.fourEyesThresholdMajor }).from(tenants).where(eq(tenants.id, tx.tenantId));
  return tenant?.major ?? DEFAULT_FOUR_EYES_THRESHOLD_MAJOR;
}

/** The threshold in minor units of `currency` (its decimal places, else 2). */
export async function thresholdMinor(ctx: ActionContext, tx: ThresholdOf, action: 'Refund' | 'Payout'): Promise<number> {
  const [currency] = await ctx.tx.select({ places: currencies.decimalPlaces }).from(currencies).where(eq(currencies.code, tx.currency));
  return await thresholdMajor(ctx, tx, action) * 10 ** (currency?.places ?? 2);
}

export async function needsSecondUser(ctx: ActionContext, tx: ThresholdOf, amount: number, action: 'Refund' | 'Payout'): Promise<boolean> {
  return amount > await thresholdMinor(ctx, tx, action);
}

/** A request waiting for approval: who asked (null for rows that waited before four-eyes was recorded, e.g. seeded) and what. */
export interface WaitingRequest {
  initiatedBy: Actor | null;
  /** A "change to refunded": recorded without a provider call once approved. */
  outsideGateway: boolean;
}

export async function waitingRequestOf(ctx: ActionContext, transactionId: string): Promise<WaitingRequest> {
  const [event] = await ctx.tx.select({ payload: transactionEvents.payload }).from(transactionEvents)
    .where(and(eq(transactionEvents.transactionId, transactionId), like(transactionEvents.type, '%.waiting_for_approval')))
    .orderBy(desc(transactionEvents.createdAt)).limit(1);
  const user = event?.payload.user as Actor | undefined;
  return { initiatedBy: user?.id ? user : null, outsideGateway: event?.payload.outsideGateway === true };
}

/** The second user may not be the first: approving or declining one's own request is refused (409 ownRequest). */
export async function assertSecondUser(ctx: ActionContext, transactionId: string): Promise<WaitingRequest> {
  const request = await waitingRequestOf(ctx, transactionId);
  if (request.initiatedBy?.id === ctx.actor.id) refuse('ownRequest');
  return request;
}
