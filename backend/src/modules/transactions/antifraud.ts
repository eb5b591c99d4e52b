import { and, count, eq, gte } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import type { Queryable } from '../../db/client';
import { md5Number } from './actions/simulated';

/**
 * The antifraud screen of a card payment (ADR 0044's seeded checks, ADR 0054's virtual terminal): one set of rules
 * the seed's SQL (`detailStatements`) and a payment taken now both apply.
 * - Velocity: a card used VELOCITY_LIMIT or more times within an hour at the merchant is Blocked (score 90-99).
 * - Otherwise the risk model's score is md5(id:detail) % SCORE_RANGE (the provider's model is simulated, as ADR
 *   0046 simulates the provider); REVIEW_SCORE or above is held for Review (an alert), below it Passed.
 */
export const ANTIFRAUD = {
  velocityLimit: 5,
  scoreRange: 80,
  reviewScore: 70,
  rules: {
    Blocked: 'Velocity: card used 5 or more times in an hour',
    Review: "Amount well above the merchant's average",
    Passed: 'Default risk model',
  },
} as const;

export type AntifraudOutcome = keyof typeof ANTIFRAUD.rules;

/** The risk model's score of a transaction that is not blocked (the seed's `x.r % 80`). */
export const riskScore = (transactionId: string): number => md5Number(`${transactionId}:detail`) % ANTIFRAUD.scoreRange;

/** The score a blocked payment gets (the seed's `90 + x.r % 10`). */
export const blockedScore = (transactionId: string): number => 90 + (md5Number(`${transactionId}:detail`) % 10);

export interface Screen {
  outcome: AntifraudOutcome;
  score: number;
  rule: string;
}

/**
 * Screens a new card payment before it is sent to the provider: the velocity rule on the merchant's payments of the
 * same masked card in the hour before `now` (this one included), then the risk model.
 */
export async function screenCardPayment(db: Queryable, p: {
  transactionId: string; merchantId: string; cardFirst6: string; cardLast4: string; now: Date;
}): Promise<Screen> {
  const [uses] = await db.select({ n: count() }).from(transactions).where(and(
    eq(transactions.merchantId, p.merchantId), eq(transactions.cardFirst6, p.cardFirst6), eq(transactions.cardLast4, p.cardLast4),
    gte(transactions.createdAt, new Date(p.now.getTime() - 3_600_000)),
  ));
  if ((uses?.n ?? 0) + 1 >= ANTIFRAUD.velocityLimit) return { outcome: 'Blocked', score: blockedScore(p.transactionId), rule: ANTIFRAUD.rules.Blocked };
  const score = riskScore(p.transactionId);
  const outcome: AntifraudOutcome = score >= ANTIFRAUD.reviewScore ? 'Review' : 'Passed';
  return { outcome, score, rule: ANTIFRAUD.rules[outcome] };
}
