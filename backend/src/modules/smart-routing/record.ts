import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cascadingAttempts, smartRoutingLogs } from '../../db/schema';
import { newId } from '../../lib/ids';
import { elapsedMs, providerStatus } from '../transactions/actions/simulated';
import type { CandidateChannel, RoutingDecision } from './decide';

/** At most this many channels are tried for one payment (the primary and two fallbacks). */
export const MAX_ATTEMPTS = 3;

export interface AttemptOutcome {
  order: number; channel: CandidateChannel; status: string; declineCode?: string; elapsedMs: number;
  /** The attempt's recorded outcome when it is not the provider's Declined / Approved (a generated payment's Error or Pending). */
  outcome?: string;
}

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

type AttemptRow = typeof cascadingAttempts.$inferInsert;
type LogRow = typeof smartRoutingLogs.$inferInsert;

/**
 * The rows of a transaction's own routing record: its cascading attempts and, for each, the decision's steps (the
 * first attempt: the configuration's steps; a later one: the cascade that led to it). `id` names each row (the
 * payment path: new ids; the seed's recorded routes: stable ones). `extra` steps follow the decision's.
 */
export function routingRecordRows(
  owner: { transactionId: string; tenantId: string; merchantId: string; now: Date }, decision: RoutingDecision,
  attempts: readonly AttemptOutcome[], blocked: boolean, id: (what: string) => string = () => newId(), extra: readonly string[][] = [],
): { attempts: AttemptRow[]; logs: LogRow[] } {
  const { transactionId, tenantId, merchantId, now } = owner;
  const base = { transactionId, tenantId, merchantId };
  const attemptRows = attempts.map((a) => ({
    id: id(`attempt:${a.order}`), ...base, attemptOrder: a.order, serviceProviderId: a.channel.serviceProviderId, outcome: a.outcome ?? (a.status === 'Declined' ? 'Declined' : 'Approved'),
    reasonCode: a.declineCode ?? null, elapsedMs: a.elapsedMs, createdAt: new Date(now.getTime() + a.order * 200),
  }));
  const logs = decision.steps.map((s) => ({ attemptOrder: 1, step: s.step, rule: s.rule, matched: String(s.matched) as 'true' | 'false', decision: s.decision }));
  for (const [rule, decided] of extra) logs.push({ attemptOrder: 1, step: logs.length + 1, rule: rule!, matched: 'true', decision: decided! });
  const first = attempts[0]?.channel ?? decision.order[0];
  if (blocked) logs.push({ attemptOrder: 1, step: logs.length + 1, rule: 'Antifraud screen', matched: 'true', decision: 'blocked before the provider: no attempt' });
  else if (first) logs.push({ attemptOrder: 1, step: logs.length + 1, rule: 'Attempt 1', matched: 'true', decision: `route to ${first.name} (${first.serviceProviderName})` });
  for (const a of attempts.slice(1)) {
    const before = attempts[a.order - 2]!;
    logs.push({ attemptOrder: a.order, step: 1, rule: `Attempt ${a.order - 1} declined (${before.declineCode ?? 'declined'}) on ${before.channel.name}`, matched: 'true',
      decision: `cascade to the next channel: ${a.channel.name} (${a.channel.serviceProviderName})` });
  }
  return { attempts: attemptRows, logs: logs.map((l) => ({ id: id(`rule:${l.attemptOrder}:${l.step}`), ...base, ...l, createdAt: now })) };
}

/** The transaction's own routing record (`routingRecordRows`), replacing any rows it had. */
export async function writeRoutingRecord(
  tx: Queryable, owner: { transactionId: string; tenantId: string; merchantId: string; now: Date }, decision: RoutingDecision,
  attempts: readonly AttemptOutcome[], blocked: boolean,
): Promise<void> {
  await tx.delete(smartRoutingLogs).where(eq(smartRoutingLogs.transactionId, owner.transactionId));
  await tx.delete(cascadingAttempts).where(eq(cascadingAttempts.transactionId, owner.transactionId));
  const rows = routingRecordRows(owner, decision, attempts, blocked);
  if (rows.attempts.length) await tx.insert(cascadingAttempts).values(rows.attempts);
  if (rows.logs.length) await tx.insert(smartRoutingLogs).values(rows.logs);
}
