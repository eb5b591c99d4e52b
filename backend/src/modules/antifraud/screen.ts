import { and, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BlacklistType } from '@portal/contracts';
import type { Queryable } from '../../db/client';
import { transactions } from '../../db/schema';
import { blockedScore, riskScore, ANTIFRAUD, type AntifraudOutcome } from '../transactions/antifraud';
import { evaluateRules, SCREENED_TYPES, VELOCITY_FIELDS, type PaymentFacts, type RuleDecision } from './evaluate';
import { listIndex, normaliseListValue } from './blacklist-match';
import { countryOfIp } from '../geoip/range-index';
import { geoIndexFor, geoSourceIdSql, heldGeoIndex } from '../geoip/geoip-store';
import { activeRuleIdsSql, compiledRules, heldRules, listQuery, listsFor, ownListIndex, parseJson, type ListProbe, type ListRow } from './rule-set';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A payment about to be sent to the provider, as the payment path knows it. */
export interface ScreenedPayment {
  transactionId: string; tenantId: string; merchantId: string; mode: 'Test' | 'Live'; now: Date;
  amount: number; currency: string; paymentMethod: string; websiteId: string | null;
  cardFirst6: string | null; cardLast4: string | null; cardCountry: string | null;
  email?: string | null; ip?: string | null;
  /** Given by a caller that knows it; else looked up from `ip` in the platform's geo-IP set (ADR 0114). */
  ipCountry?: string | null;
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

type Velocity = Pick<PaymentFacts, 'cardPaymentsHour' | 'cardPaymentsDay' | 'emailPaymentsHour' | 'emailPaymentsDay' | 'ipPaymentsHour' | 'ipPaymentsDay'>;
const NO_VELOCITY: Velocity = { cardPaymentsHour: 1, cardPaymentsDay: 1, emailPaymentsHour: 1, emailPaymentsDay: 1, ipPaymentsHour: 1, ipPaymentsDay: 1 };

/**
 * The merchant's earlier payments with the same card / e-mail / IP in the last hour and day (only those a rule
 * reads): one counted subquery per key, each on its own partial index (`transactions_velocity_*_idx`).
 */
function velocityParts(p: ScreenedPayment, used: ReadonlySet<string>): { keys: string[]; columns: SQL[] } {
  const keys: Array<[string, SQL | null]> = [
    ['card', p.cardFirst6 && p.cardLast4 ? and(eq(transactions.cardFirst6, p.cardFirst6), eq(transactions.cardLast4, p.cardLast4))! : null],
    ['email', p.email ? eq(transactions.customerEmail, p.email) : null],
    ['ip', p.ip ? eq(transactions.customerIp, p.ip) : null],
  ];
  const hourAgo = new Date(p.now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(p.now.getTime() - DAY_MS);
  const wanted = keys.filter(([key, match]) => match && (used.has(`${key}PaymentsHour`) || used.has(`${key}PaymentsDay`)));
  return {
    keys: wanted.map(([key]) => key),
    columns: wanted.map(([key, match]) => sql`(SELECT jsonb_build_array(count(*), count(*) FILTER (WHERE ${transactions.createdAt} >= ${hourAgo}))
      FROM ${transactions} WHERE ${and(eq(transactions.merchantId, p.merchantId), isNull(transactions.parentId), inArray(transactions.type, [...SCREENED_TYPES]), match!, gte(transactions.createdAt, dayAgo))}) AS ${sql.identifier(`velocity_${key}`)}`),
  };
}

function velocityFrom(row: Record<string, unknown> | undefined, keys: readonly string[]): Velocity {
  const answer = { ...NO_VELOCITY };
  for (const key of keys) {
    const [day, hour] = parseJson<[number, number]>(row?.[`velocity_${key}`], [0, 0]);
    answer[`${key}PaymentsHour` as keyof Velocity] = Number(hour) + 1;
    answer[`${key}PaymentsDay` as keyof Velocity] = Number(day) + 1;
  }
  return answer;
}

/** The velocity counts alone (the bench times this read apart). */
export async function velocityOf(db: Queryable, p: ScreenedPayment, used: ReadonlySet<string>): Promise<Velocity> {
  const { keys, columns } = velocityParts(p, used);
  if (keys.length === 0) return { ...NO_VELOCITY };
  const { rows: [row] } = await db.execute<Record<string, unknown>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  return velocityFrom(row, keys);
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
  // The IP country from the geo-IP index this replica holds; the statement below says whether it is the current set.
  const geo = heldGeoIndex();
  const lookUp = p.ipCountry === undefined && !!p.ip;
  const known = {
    amount: p.amount, currency: p.currency, cardBin: p.cardFirst6, cardFingerprint: fingerprintOf(p.cardFirst6, p.cardLast4), cardCountry: p.cardCountry,
    ipCountry: lookUp ? (geo ? countryOfIp(geo.index, p.ip) : null) : p.ipCountry ?? null, email: p.email?.toLowerCase() ?? null, emailDomain: emailDomainOf(p.email), ip: p.ip ?? null,
    websiteId: p.websiteId, paymentMethod: p.paymentMethod, riskScore: riskScore(p.transactionId),
  };
  // One statement (ADR 0106 "Bench"): the active versions' ids, and the velocity and list entries the rule set this
  // replica holds reads (all of them before it holds one). An activation that changed what is read costs a second read.
  const held = heldRules(owner, p.mode);
  const guess: ReadonlySet<string> = held?.used ?? new Set<string>([...VELOCITY_FIELDS, 'blacklist']);
  const velocity = velocityParts(p, guess);
  const probe = listProbeOf({ ...known, ...NO_VELOCITY });
  const lists = guess.has('blacklist') ? listQuery(owner, probe, ipv4Of(known.ip)) : null;
  const columns = [sql`${activeRuleIdsSql(owner, p.mode)} AS ids`, sql`${geoSourceIdSql} AS geoip`, ...velocity.columns,
    ...(lists ? [sql`(SELECT coalesce(json_agg(l), '[]'::json) FROM (${lists}) l) AS lists`] : [])];
  const { rows: [row] } = await db.execute<Record<string, unknown>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  const { rules, used } = await compiledRules(db, owner, p.mode, parseJson<string[]>(row?.ids, []));
  // Another set was loaded since this replica built its index (or it holds none): build it, look the address up again.
  const geoId = (row?.geoip as string | null | undefined) ?? null;
  let geoChanged = false;
  if (lookUp && (!geo || geo.id !== geoId)) {
    const ipCountry = countryOfIp(await geoIndexFor(db, geoId), p.ip);
    geoChanged = ipCountry !== known.ipCountry;
    known.ipCountry = ipCountry;
  }
  const missingVelocity = VELOCITY_FIELDS.some((f) => used.has(f) && !guess.has(f));
  const facts: PaymentFacts = { ...known, ...(missingVelocity ? await velocityOf(db, p, used) : velocityFrom(row, velocity.keys)) };
  // Only the entries this payment's values could match (no rule reads lists: none).
  const index = !used.has('blacklist') ? listIndex([])
    : lists && !geoChanged ? ownListIndex(parseJson<ListRow[]>(row?.lists, []), owner, p.now) : await listsFor(db, owner, p.now, listProbeOf({ ...known, ...NO_VELOCITY }), ipv4Of(known.ip));
  return screenOf(evaluateRules(rules, facts, index), p.transactionId);
}
