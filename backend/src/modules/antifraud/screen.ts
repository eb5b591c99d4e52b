import { and, count, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { transactions } from '../../db/schema';
import { blockedScore, riskScore, ANTIFRAUD, type AntifraudOutcome } from '../transactions/antifraud';
import { evaluateRules, fieldsUsed, SCREENED_TYPES, type PaymentFacts, type RuleDecision } from './evaluate';
import { activeLists, activeRules } from './rule-set';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A payment about to be sent to the provider, as the payment path knows it. */
export interface ScreenedPayment {
  transactionId: string; tenantId: string; merchantId: string; mode: 'Test' | 'Live'; now: Date;
  amount: number; currency: string; paymentMethod: string; websiteId: string | null;
  cardFirst6: string | null; cardLast4: string | null; cardCountry: string | null;
  email?: string | null; ip?: string | null; ipCountry?: string | null;
}

export interface Screen {
  outcome: AntifraudOutcome;
  score: number;
  rule: string;
  /** The condition that fired, in words; null when no rule matched (the risk model passed it). */
  condition: string | null;
  ruleVersionId: string | null;
  /** A Request 3DS rule matched: its name (the payment path that cannot authenticate records it). */
  threeDSecureRule: string | null;
}

export const emailDomainOf = (email: string | null | undefined): string | null => {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 ? email.slice(at + 1).toLowerCase() : null;
};
export const fingerprintOf = (first6: string | null, last4: string | null): string | null => (first6 && last4 ? `${first6}******${last4}` : null);

/** The merchant's earlier payments with the same card / e-mail / IP in the last hour and day (only those a rule reads). */
async function velocityOf(db: Queryable, p: ScreenedPayment, used: Set<string>): Promise<Pick<PaymentFacts, 'cardPaymentsHour' | 'cardPaymentsDay' | 'emailPaymentsHour' | 'emailPaymentsDay' | 'ipPaymentsHour' | 'ipPaymentsDay'>> {
  const zero = { cardPaymentsHour: 1, cardPaymentsDay: 1, emailPaymentsHour: 1, emailPaymentsDay: 1, ipPaymentsHour: 1, ipPaymentsDay: 1 };
  const keys: Array<[string, SQL | null]> = [
    ['card', p.cardFirst6 && p.cardLast4 ? and(eq(transactions.cardFirst6, p.cardFirst6), eq(transactions.cardLast4, p.cardLast4))! : null],
    ['email', p.email ? eq(transactions.customerEmail, p.email) : null],
    ['ip', p.ip ? eq(transactions.customerIp, p.ip) : null],
  ];
  const answer = { ...zero };
  for (const [key, match] of keys) {
    const hour = `${key}PaymentsHour` as keyof typeof zero;
    const day = `${key}PaymentsDay` as keyof typeof zero;
    if (!match || (!used.has(hour) && !used.has(day))) continue;
    const hourAgo = new Date(p.now.getTime() - HOUR_MS);
    const [row] = await db.select({ day: count(), hour: sql<number>`count(*) FILTER (WHERE ${transactions.createdAt} >= ${hourAgo.toISOString()})::int` })
      .from(transactions).where(and(eq(transactions.merchantId, p.merchantId), isNull(transactions.parentId), inArray(transactions.type, [...SCREENED_TYPES]), match, gte(transactions.createdAt, new Date(p.now.getTime() - DAY_MS))));
    answer[hour] = Number(row?.hour ?? 0) + 1;
    answer[day] = Number(row?.day ?? 0) + 1;
  }
  return answer;
}

/** What a decision means for the payment: its outcome, score, and the rule and condition the alerts tab names. */
export function screenOf(decision: RuleDecision, transactionId: string): Screen {
  const threeDSecureRule = decision.threeDSecure?.rule.name ?? null;
  const hit = decision.decision;
  if (!hit || hit.action === 'Allow') {
    const model = riskScore(transactionId);
    if (hit) return { outcome: 'Passed', score: hit.rule.score ?? model, rule: hit.rule.name, condition: hit.condition, ruleVersionId: hit.rule.versionId, threeDSecureRule };
    const three = decision.threeDSecure;
    if (three) return { outcome: 'Passed', score: three.rule.score ?? model, rule: three.rule.name, condition: three.condition, ruleVersionId: three.rule.versionId, threeDSecureRule };
    return { outcome: 'Passed', score: model, rule: ANTIFRAUD.rules.Passed, condition: null, ruleVersionId: null, threeDSecureRule };
  }
  const outcome: AntifraudOutcome = hit.action === 'Block' ? 'Blocked' : 'Review';
  const score = hit.rule.score ?? (outcome === 'Blocked' ? blockedScore(transactionId) : riskScore(transactionId));
  return { outcome, score, rule: hit.rule.name, condition: hit.condition, ruleVersionId: hit.rule.versionId, threeDSecureRule };
}

/**
 * Screens a new payment before it goes to the provider (ADR 0106): the merchant's and its tenant's active rules of
 * the mode and the built-in defaults, with their blacklists, through the one evaluator.
 */
export async function screenPayment(db: Queryable, p: ScreenedPayment): Promise<Screen> {
  const owner = { tenantId: p.tenantId, merchantId: p.merchantId };
  const rules = await activeRules(db, owner, p.mode);
  const lists = await activeLists(db, owner, p.now);
  const velocity = await velocityOf(db, p, fieldsUsed(rules));
  const facts: PaymentFacts = {
    amount: p.amount, currency: p.currency, cardBin: p.cardFirst6, cardFingerprint: fingerprintOf(p.cardFirst6, p.cardLast4), cardCountry: p.cardCountry,
    ipCountry: p.ipCountry ?? null, email: p.email?.toLowerCase() ?? null, emailDomain: emailDomainOf(p.email), ip: p.ip ?? null,
    websiteId: p.websiteId, paymentMethod: p.paymentMethod, riskScore: riskScore(p.transactionId), ...velocity,
  };
  return screenOf(evaluateRules(rules, facts, lists), p.transactionId);
}
