import {
  ANTIFRAUD_ACTIONS, CONDITION_FIELDS, conditionValues, describeCondition, isGroup,
  type AntifraudAction, type BlacklistType, type ConditionField, type RuleCondition, type RuleGroup,
} from '@portal/contracts';
import type { ListIndex } from './blacklist-match';

/**
 * The one rule evaluator (issue 29, ADR 0106): the payment path (the virtual terminal's screen) and the backtest
 * both call `evaluateRules` with the facts of one payment, so what an operator tests is what runs. Pure and
 * synchronous: the callers gather the facts (velocity counts, list entries) their own way, the same for both.
 */

/** What a rule may test about one payment. Unknown facts are null: a condition over a null fact does not match. */
export interface PaymentFacts {
  amount: number;
  currency: string;
  cardBin: string | null;
  /** The masked card (first 6 and last 4 digits), what a CardFingerprint list holds. */
  cardFingerprint: string | null;
  cardCountry: string | null;
  ipCountry: string | null;
  email: string | null;
  emailDomain: string | null;
  ip: string | null;
  websiteId: string | null;
  paymentMethod: string;
  riskScore: number;
  /** The merchant's payments with the same card / e-mail / IP in the window, this one included. */
  cardPaymentsHour: number; cardPaymentsDay: number;
  emailPaymentsHour: number; emailPaymentsDay: number;
  ipPaymentsHour: number; ipPaymentsDay: number;
}

/** The payments velocity counts and the backtest reads: first payments (not refunds, captures or payouts). */
export const SCREENED_TYPES = ['Sale', 'Authorisation'] as const;

export const VELOCITY_FIELDS = ['cardPaymentsHour', 'cardPaymentsDay', 'emailPaymentsHour', 'emailPaymentsDay', 'ipPaymentsHour', 'ipPaymentsDay'] as const;
export type VelocityField = (typeof VELOCITY_FIELDS)[number];

/** A rule the evaluator runs: an operator's active version, or one of the built-in defaults. */
export interface EvaluatedRule {
  /** The version's id; null for a built-in default. */
  versionId: string | null;
  name: string;
  action: AntifraudAction;
  /** The rule's score; null: the risk model's (a built-in default's). */
  score: number | null;
  conditions: RuleGroup;
  /** Merchant rules before tenant rules before defaults, within one action. */
  level: 'merchant' | 'tenant' | 'default';
}

export interface RuleHit { rule: EvaluatedRule; condition: string }

export interface RuleDecision {
  /** Allow, Block or Review when such a rule matched (in that order), else null. */
  decision: RuleHit & { action: Exclude<AntifraudAction, 'RequestThreeDS'> } | null;
  /** The first Request 3DS rule that matched (read before the others; it does not stop them). */
  threeDSecure: RuleHit | null;
}

const lower = (v: string) => v.toLowerCase();

/** A fact as the condition reads it. */
function factOf(facts: PaymentFacts, field: ConditionField): number | string | null {
  if (field === 'cardBin') return facts.cardBin;
  if (field === 'blacklist') return null;
  return facts[field as Exclude<ConditionField, 'blacklist'>] ?? null;
}

/** Which payment values a list type checks. */
const LIST_FACTS: Record<BlacklistType, ReadonlyArray<keyof PaymentFacts>> = {
  CardFingerprint: ['cardFingerprint'], Bin: ['cardBin'], Email: ['email'], EmailDomain: ['emailDomain'], Ip: ['ip'], Country: ['cardCountry', 'ipCountry'],
};

/** A text condition's values in lower case, worked out once per condition object (the backtest asks it per payment). */
const lowered = new WeakMap<RuleCondition, string[]>();
function loweredValues(c: RuleCondition): string[] {
  let values = lowered.get(c);
  if (!values) lowered.set(c, (values = conditionValues(c.value).map(lower)));
  return values;
}

function conditionMatches(c: RuleCondition, facts: PaymentFacts, lists: ListIndex): boolean {
  const spec = CONDITION_FIELDS[c.field];
  if (!spec) return false;
  if (spec.kind === 'list') {
    const type = String(c.value) as BlacklistType;
    const listed = (LIST_FACTS[type] ?? []).some((f) => lists.has(type, facts[f] as string | null));
    return c.operator === 'in' ? listed : c.operator === 'notIn' ? !listed : false;
  }
  const fact = factOf(facts, c.field);
  if (c.operator === 'isUnknown') return fact === null || fact === undefined || fact === '';
  if (fact === null || fact === undefined) return false;
  if (spec.kind === 'number') {
    const v = Number(c.value);
    const f = Number(fact);
    switch (c.operator) {
      case '=': return f === v;
      case '!=': return f !== v;
      case '<': return f < v;
      case '<=': return f <= v;
      case '>': return f > v;
      case '>=': return f >= v;
      default: return false;
    }
  }
  const f = lower(String(fact));
  const values = loweredValues(c);
  switch (c.operator) {
    case '=': return f === values[0];
    case '!=': return f !== values[0];
    case 'in': return values.includes(f);
    case 'notIn': return !values.includes(f);
    case 'beginsWith': return values.some((v) => f.startsWith(v));
    default: return false;
  }
}

function describeGroup(g: RuleGroup): string {
  const inner = g.rules.map((n) => (isGroup(n) ? `(${describeGroup(n)})` : describeCondition(n))).join(` ${g.combinator} `);
  return g.not ? `not (${inner})` : inner;
}

/** The conditions that made a group true, in words; null when it is false. */
export function groupMatch(g: RuleGroup, facts: PaymentFacts, lists: ListIndex): string | null {
  let answer: string | null;
  if (g.combinator === 'or') {
    answer = null;
    for (const node of g.rules) {
      const hit = isGroup(node) ? groupMatch(node, facts, lists) : conditionMatches(node, facts, lists) ? describeCondition(node) : null;
      if (hit !== null) { answer = hit; break; }
    }
  } else {
    const hits: string[] = [];
    for (const node of g.rules) {
      const hit = isGroup(node) ? groupMatch(node, facts, lists) : conditionMatches(node, facts, lists) ? describeCondition(node) : null;
      if (hit === null) { hits.length = 0; break; }
      hits.push(hit);
    }
    answer = hits.length > 0 && hits.length >= g.rules.length ? hits.join(' and ') : null;
  }
  if (!g.not) return answer;
  return answer === null ? `not (${describeGroup({ ...g, not: false })})` : null;
}

const ACTION_ORDER = new Map(ANTIFRAUD_ACTIONS.map((a, i) => [a, i]));
const LEVEL_ORDER = { merchant: 0, tenant: 1, default: 2 } as const;

/** Rules in the order they are read: by action (Radar's), then merchant, tenant, default, then name. */
export function inEvaluationOrder(rules: readonly EvaluatedRule[]): EvaluatedRule[] {
  return [...rules].sort((a, b) => (ACTION_ORDER.get(a.action)! - ACTION_ORDER.get(b.action)!)
    || (LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]) || a.name.localeCompare(b.name));
}

/**
 * Runs rules (already in evaluation order) over one payment: the first Request 3DS rule that matches is noted, then
 * the first Allow, Block or Review rule that matches decides (Allow skips every Block and Review rule).
 */
export function evaluateRules(ordered: readonly EvaluatedRule[], facts: PaymentFacts, lists: ListIndex): RuleDecision {
  let threeDSecure: RuleHit | null = null;
  for (const rule of ordered) {
    if (rule.action === 'RequestThreeDS' && threeDSecure) continue;
    const condition = groupMatch(rule.conditions, facts, lists);
    if (condition === null) continue;
    if (rule.action === 'RequestThreeDS') { threeDSecure = { rule, condition }; continue; }
    return { decision: { rule, condition, action: rule.action }, threeDSecure };
  }
  return { decision: null, threeDSecure };
}

/** The fields a rule set reads: the payment path counts only the velocities some rule needs. */
export function fieldsUsed(rules: readonly EvaluatedRule[]): Set<ConditionField> {
  const used = new Set<ConditionField>();
  const walk = (g: RuleGroup) => { for (const n of g.rules) if (isGroup(n)) walk(n); else used.add(n.field); };
  for (const r of rules) walk(r.conditions);
  return used;
}
