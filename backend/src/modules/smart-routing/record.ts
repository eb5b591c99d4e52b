import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cascadingAttempts, smartRoutingLogs } from '../../db/schema';
import { newId } from '../../lib/ids';
import { elapsedMs, providerStatus } from '../transactions/actions/simulated';
import type { CandidateChannel, RoutingDecision } from './decide';

/** At most this many channels are tried for one payment (the primary and two fallbacks). */
export const MAX_ATTEMPTS = 3;

export interface AttemptOutcome { order: number; channel: CandidateChannel; status: string; declineCode?: string; elapsedMs: number }

/**
 * The simulated provider's answer on each channel of the route in turn (ADR 0046's provider, ADR 0107's cascading):
 * a decline cascades to the next channel of the order, up to MAX_ATTEMPTS; the first attempt answers as the
 * provider always did for the payment.
 */
export function attemptOutcomes(transactionId: string, order: readonly CandidateChannel[]): AttemptOutcome[] {
  const out: AttemptOutcome[] = [];
  for (const [i, channel] of order.slice(0, MAX_ATTEMPTS).entries()) {
    const key = i === 0 ? transactionId : `${transactionId}:attempt:${i + 1}`;
    const answer = providerStatus(key, 'Sale');
    out.push({ order: i + 1, channel, status: answer.status, declineCode: answer.declineCode, elapsedMs: elapsedMs(`${key}:attempt`) });
    if (answer.status !== 'Declined') break;
  }
  return out;
}

/**
 * The transaction's own routing record: its cascading attempts and, for each, the decision's steps (the first
 * attempt: the configuration's steps; a later one: the cascade that led to it). Replaces the seed statements' rows.
 */
export async function writeRoutingRecord(
  tx: Queryable, owner: { transactionId: string; tenantId: string; merchantId: string; now: Date }, decision: RoutingDecision,
  attempts: readonly AttemptOutcome[], blocked: boolean,
): Promise<void> {
  const { transactionId, tenantId, merchantId, now } = owner;
  await tx.delete(smartRoutingLogs).where(eq(smartRoutingLogs.transactionId, transactionId));
  await tx.delete(cascadingAttempts).where(eq(cascadingAttempts.transactionId, transactionId));
  const base = { transactionId, tenantId, merchantId };
  if (attempts.length) {
    await tx.insert(cascadingAttempts).values(attempts.map((a) => ({
      id: newId(), ...base, attemptOrder: a.order, serviceProviderId: a.channel.serviceProviderId, outcome: a.status === 'Declined' ? 'Declined' : 'Approved',
      reasonCode: a.declineCode ?? null, elapsedMs: a.elapsedMs, createdAt: new Date(now.getTime() + a.order * 200),
    })));
  }
  const logs = decision.steps.map((s) => ({ attemptOrder: 1, step: s.step, rule: s.rule, matched: String(s.matched) as 'true' | 'false', decision: s.decision }));
  const first = attempts[0]?.channel ?? decision.order[0];
  if (blocked) logs.push({ attemptOrder: 1, step: logs.length + 1, rule: 'Antifraud screen', matched: 'true', decision: 'blocked before the provider: no attempt' });
  else if (first) logs.push({ attemptOrder: 1, step: logs.length + 1, rule: 'Attempt 1', matched: 'true', decision: `route to ${first.name} (${first.serviceProviderName})` });
  for (const a of attempts.slice(1)) {
    const before = attempts[a.order - 2]!;
    logs.push({ attemptOrder: a.order, step: 1, rule: `Attempt ${a.order - 1} declined (${before.declineCode ?? 'declined'}) on ${before.channel.name}`, matched: 'true',
      decision: `cascade to the next channel: ${a.channel.name} (${a.channel.serviceProviderName})` });
  }
  if (logs.length) await tx.insert(smartRoutingLogs).values(logs.map((l) => ({ id: newId(), ...base, ...l, createdAt: now })));
}
