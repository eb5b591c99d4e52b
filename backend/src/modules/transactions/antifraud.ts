import type { BuiltInCheckName } from '@portal/contracts';
import { md5Number } from './actions/simulated';

/**
 * The built-in antifraud checks (ADR 0044's seeded checks): the seed's SQL (`detailStatements`) writes them, and the
 * evaluator runs them as its default rules after the operators' own (`modules/antifraud/rule-set.ts`, ADR 0106).
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
    // Each name has its Turkish (contracts): a payment's checks and the alerts report read it in the reader's language.
  } satisfies Readonly<Record<string, BuiltInCheckName>>,
} as const;

export type AntifraudOutcome = keyof typeof ANTIFRAUD.rules;

/** The risk model's score of a transaction that is not blocked (the seed's `x.r % 80`). */
export const riskScore = (transactionId: string): number => md5Number(`${transactionId}:detail`) % ANTIFRAUD.scoreRange;

/** The score a blocked payment gets (the seed's `90 + x.r % 10`). */
export const blockedScore = (transactionId: string): number => 90 + (md5Number(`${transactionId}:detail`) % 10);
