import { and, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BlacklistType } from '@portal/contracts';
import type { Queryable } from '../../db/client';
import { transactions } from '../../db/schema';
import { blockedScore, riskScore, ANTIFRAUD, type AntifraudOutcome } from '../transactions/antifraud';
import { evaluateRules, fieldsUsed, SCREENED_TYPES, type PaymentFacts, type RuleDecision } from './evaluate';
import { listIndex, normaliseListValue } from './blacklist-match';
import { activeRules, listsFor, type ListProbe } from './rule-set';

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

/**
 * The merchant's earlier payments with the same card / e-mail / IP in the last hour and day (only those a rule reads),
 * in one statement: one counted subquery per key, each on its own index (card, e-mail, IP).
 */
export async function velocityOf(db: Queryable, p: ScreenedPayment, used: Set<string>): Promise<Pick<PaymentFacts, 'cardPaymentsHour' | 'cardPaymentsDay' | 'emailPaymentsHour' | 'emailPaymentsDay' | 'ipPaymentsHour' | 'ipPaymentsDay'>> {
  const zero = { cardPaymentsHour: 1, cardPaymentsDay: 1, emailPaymentsHour: 1, emailPaymentsDay: 1, ipPaymentsHour: 1, ipPaymentsDay: 1 };
  const keys: Array<[string, SQL | null]> = [
    ['card', p.cardFirst6 && p.cardLast4 ? and(eq(transactions.cardFirst6, p.cardFirst6), eq(transactions.cardLast4, p.cardLast4))! : null],
    ['email', p.email ? eq(transactions.customerEmail, p.email) : null],
    ['ip', p.ip ? eq(transactions.customerIp, p.ip) : null],
  ];
  const answer = { ...zero };
  const hourAgo = new Date(p.now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(p.now.getTime() - DAY_MS).toISOString();
  const wanted = keys.filter(([key, match]) => match && (used.has(`${key}PaymentsHour`) || used.has(`${key}PaymentsDay`)));
  if (wanted.length === 0) return answer;
  const counted = wanted.map(([key, match]) => sql`(SELECT jsonb_build_array(count(*), count(*) FILTER (WHERE ${transactions.createdAt} >= ${hourAgo}))
    FROM ${transactions} WHERE ${and(eq(transactions.merchantId, p.merchantId), isNull(transactions.parentId), inArray(transactions.type, [...SCREENED_TYPES]), match!, gte(transactions.createdAt, new Date(dayAgo)))}) AS ${sql.identifier(key)}`);
  const { rows: [row] } = await db.execute<Record<string, [number, number] | string>>(sql`SELECT ${sql.join(counted, sql`, `)}`);
  for (const [key] of wanted) {
    const raw = row?.[key];
    const [day, hour] = (typeof raw === 'string' ? JSON.parse(raw) : raw ?? [0, 0]) as [number, number];
    answer[`${key}PaymentsHour` as keyof typeof zero] = Number(hour) + 1;
    answer[`${key}PaymentsDay` as keyof typeof zero] = Number(day) + 1;
  }
  return answer;
}

const normal = (type: BlacklistType, value: string | null) => (value ? normaliseListValue(type, value) : null);
/** The payment's IPv4 address in normal form (what a CIDR block may contain), else null. */
export const ipv4Of = (ip: string | null): string | null => { const n = normal('Ip', ip); return n && !n.includes(':') && !n.includes('/') ? n : null; };

/** A payment's values each list type compares, in the lists' normal form (what `listIndex.has` looks up). */
export function listProbeOf(f: PaymentFacts): ListProbe {
  return {
    CardFingerprint: [normal('CardFingerprint', f.cardFingerprint)], Bin: [normal('Bin', f.cardBin)], Email: [normal('Email', f.email)],
    EmailDomain: [normal('EmailDomain', f.emailDomain)], Ip: [normal('Ip', f.ip)], Country: [normal('Country', f.cardCountry), normal('Country', f.ipCountry)],
  };
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
  const used = fieldsUsed(rules);
  const velocity = await velocityOf(db, p, used);
  const facts: PaymentFacts = {
    amount: p.amount, currency: p.currency, cardBin: p.cardFirst6, cardFingerprint: fingerprintOf(p.cardFirst6, p.cardLast4), cardCountry: p.cardCountry,
    ipCountry: p.ipCountry ?? null, email: p.email?.toLowerCase() ?? null, emailDomain: emailDomainOf(p.email), ip: p.ip ?? null,
    websiteId: p.websiteId, paymentMethod: p.paymentMethod, riskScore: riskScore(p.transactionId), ...velocity,
  };
  // Only the entries this payment's values could match (no rule reads lists: none).
  const lists = used.has('blacklist') ? await listsFor(db, owner, p.now, listProbeOf(facts), ipv4Of(facts.ip)) : listIndex([]);
  return screenOf(evaluateRules(rules, facts, lists), p.transactionId);
}
