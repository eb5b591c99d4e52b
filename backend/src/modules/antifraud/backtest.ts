import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ANTIFRAUD_LIMITS, type AntifraudAction, type BacktestExample, type BacktestResult, type RuleGroup } from '@portal/contracts';
import type { Queryable } from '../../db/client';
import { transactions } from '../../db/schema';
import { riskScore } from '../transactions/antifraud';
import { listIndex, type ListIndex } from './blacklist-match';
import { evaluateRules, fieldsUsed, SCREENED_TYPES, VELOCITY_FIELDS, type EvaluatedRule, type PaymentFacts } from './evaluate';
import { activeListEntries, type Owner } from './rule-set';
import { emailDomainOf, fingerprintOf } from './screen';
import { geoIndexOf } from '../geoip/geoip-store';
import { countryOfIp, EMPTY_GEO_INDEX } from '../geoip/range-index';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;


type PastPayment = {
  id: string; externalId: string; merchantId: string; at: number; amount: number; currency: string; paymentMethod: string; websiteId: string | null;
  cardFirst6: string | null; cardLast4: string | null; cardCountry: string | null; customerEmail: string | null; customerIp: string | null;
};

/** Sliding-window counts per merchant and key: how many payments in (t - window, t], the one at t included. */
class Windows {
  private readonly seen = new Map<string, number[]>();
  note(key: string | null, at: number): void {
    if (!key) return;
    const list = this.seen.get(key);
    if (list) list.push(at); else this.seen.set(key, [at]);
  }
  /** Times are noted in ascending order: count those within the window before `at` (binary search). */
  count(key: string | null, at: number, windowMs: number): number {
    if (!key) return 1;
    const list = this.seen.get(key) ?? [];
    const from = at - windowMs;
    let lo = 0; let hi = list.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid]! < from) lo = mid + 1; else hi = mid; }
    let end = list.length;
    while (end > 0 && list[end - 1]! > at) end -= 1;
    return Math.max(1, end - lo);
  }
}

/**
 * Runs a draft rule alone over the caller's payments of the last `days` days (ADR 0106), through the evaluator the
 * payment path uses, with the same facts: the lists as they are now (the tenant's, and the payment's merchant's),
 * velocity counted over the merchant's payments in the hour / day before each one, the risk model's score. Counts
 * what it would have blocked, sent to review, allowed or challenged, with the first examples of each.
 */
export async function backtest(db: Queryable, p: {
  owner: Owner; merchantIds?: string[]; mode: 'Test' | 'Live'; now: Date; days: number; action: AntifraudAction; conditions: RuleGroup;
}): Promise<BacktestResult> {
  const rule: EvaluatedRule = { versionId: null, name: 'Draft', action: p.action, score: 0, conditions: p.conditions, level: p.owner.merchantId ? 'merchant' : 'tenant' };
  const from = new Date(p.now.getTime() - p.days * DAY_MS);
  const used = fieldsUsed([rule]);
  const needsVelocity = VELOCITY_FIELDS.some((f) => used.has(f));
  const scope = p.owner.merchantId ? eq(transactions.merchantId, p.owner.merchantId) : eq(transactions.tenantId, p.owner.tenantId);
  // One read of only what the facts need; times as epoch milliseconds (no Date per row: 200 000 rows at 90 days).
  const { rows } = await db.execute<PastPayment>(sql`SELECT id, external_id AS "externalId", merchant_id AS "merchantId",
      (extract(epoch FROM created_at) * 1000)::float8 AS at, amount, currency, payment_method AS "paymentMethod", website_id AS "websiteId",
      card_first6 AS "cardFirst6", card_last4 AS "cardLast4", card_country AS "cardCountry", customer_email AS "customerEmail", customer_ip AS "customerIp"
    FROM transactions WHERE ${and(
      scope, eq(transactions.mode, p.mode), isNull(transactions.parentId), inArray(transactions.type, [...SCREENED_TYPES]),
      gte(transactions.createdAt, needsVelocity ? new Date(from.getTime() - DAY_MS) : from), lte(transactions.createdAt, p.now),
    )} ORDER BY created_at, id`);
  const needsScore = used.has('riskScore');
  const entries = used.has('blacklist') ? await activeListEntries(db, { tenantId: p.owner.tenantId, merchantId: p.owner.merchantId }, p.now) : [];
  const tenantEntries = entries.filter((e) => e.merchantId === null);
  const indexes = new Map<string, ListIndex>();
  const listsOf = (merchantId: string): ListIndex => {
    let index = indexes.get(merchantId);
    if (!index) indexes.set(merchantId, (index = listIndex([...tenantEntries, ...entries.filter((e) => e.merchantId === merchantId)])));
    return index;
  };
  if (!used.has('blacklist')) for (const m of new Set(rows.map((r) => r.merchantId))) indexes.set(m, listIndex([]));

  // The IP country through the payment path's lookup (ADR 0114), when the rule reads it (directly or by a Country list).
  const geo = used.has('ipCountry') || used.has('blacklist') ? await geoIndexOf(db) : EMPTY_GEO_INDEX;
  const windows = { card: new Windows(), email: new Windows(), ip: new Windows() };
  const result: BacktestResult = { days: p.days, from: from.toISOString(), to: p.now.toISOString(), total: 0, blocked: 0, reviewed: 0, allowed: 0, threeDSecure: 0, examples: [] };
  const examples = { Blocked: [] as BacktestExample[], Review: [] as BacktestExample[] };
  for (const r of rows) {
    const at = Number(r.at);
    const card = r.cardFirst6 && r.cardLast4 ? `${r.merchantId}:${r.cardFirst6}${r.cardLast4}` : null;
    const email = r.customerEmail ? `${r.merchantId}:${r.customerEmail.toLowerCase()}` : null;
    const ip = r.customerIp ? `${r.merchantId}:${r.customerIp}` : null;
    if (needsVelocity) { windows.card.note(card, at); windows.email.note(email, at); windows.ip.note(ip, at); }
    if (at < from.getTime()) continue;
    const facts: PaymentFacts = {
      amount: r.amount, currency: r.currency, cardBin: r.cardFirst6, cardFingerprint: fingerprintOf(r.cardFirst6, r.cardLast4), cardCountry: r.cardCountry,
      ipCountry: countryOfIp(geo, r.customerIp), email: r.customerEmail?.toLowerCase() ?? null, emailDomain: emailDomainOf(r.customerEmail), ip: r.customerIp,
      websiteId: r.websiteId, paymentMethod: r.paymentMethod, riskScore: needsScore ? riskScore(r.id) : 0,
      cardPaymentsHour: windows.card.count(card, at, HOUR_MS), cardPaymentsDay: windows.card.count(card, at, DAY_MS),
      emailPaymentsHour: windows.email.count(email, at, HOUR_MS), emailPaymentsDay: windows.email.count(email, at, DAY_MS),
      ipPaymentsHour: windows.ip.count(ip, at, HOUR_MS), ipPaymentsDay: windows.ip.count(ip, at, DAY_MS),
    };
    result.total += 1;
    const { decision, threeDSecure } = evaluateRules([rule], facts, listsOf(r.merchantId));
    if (threeDSecure) result.threeDSecure += 1;
    if (!decision) continue;
    if (decision.action === 'Allow') { result.allowed += 1; continue; }
    const outcome = decision.action === 'Block' ? 'Blocked' : 'Review';
    if (outcome === 'Blocked') result.blocked += 1; else result.reviewed += 1;
    if (examples[outcome].length < ANTIFRAUD_LIMITS.backtestExamples) {
      examples[outcome].push({ transactionId: r.id, externalId: r.externalId, createdAt: new Date(at).toISOString(), amount: r.amount, currency: r.currency, decision: outcome, condition: decision.condition });
    }
  }
  result.examples = [...examples.Blocked, ...examples.Review];
  return result;
}
