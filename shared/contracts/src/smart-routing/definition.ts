/**
 * Smart routing configurations (spec part 2: /merchant/payment-settings/smart-routing (v1) and /smart-routing-v2,
 * /smart-routing-visualization; issue 29, ADR 0107). v1 is a priority list of the merchant's channels per payment
 * method; v2 is an ordered list of rules whose conditions (the antifraud rules' condition model, ADR 0106: amount,
 * currency, card country, BIN, payment method) choose a channel or a volume split, and a fallback order for
 * cascading. The same checks run in the browser (the editor's messages) and on the server (400 naming the problem).
 */
import { conditionProblem, isGroup, type ConditionField, type RuleGroup } from '../antifraud/conditions';

export const ROUTING_KINDS = ['Priority', 'Rules'] as const;
export type RoutingKind = (typeof ROUTING_KINDS)[number];

/** The payment facts a routing condition may test (a subset of the antifraud conditions' fields). */
export const ROUTING_CONDITION_FIELDS = ['amount', 'currency', 'cardCountry', 'cardBin', 'paymentMethod'] as const satisfies readonly ConditionField[];

export const ROUTING_LIMITS = { nameMax: 120, maxRules: 50, maxSplit: 10, maxChannels: 20, maxMethods: 20 } as const;

/** v1: for each payment method, the merchant's channels in the order they are tried. */
export interface PriorityEntry { paymentMethod: string; channelIds: string[] }
/** One share of a volume split: the channel and its whole percent (the shares sum to 100). */
export interface SplitShare { channelId: string; percent: number }
/** v2: a rule; the first whose conditions match chooses by its split (one share of 100 is "route to"). */
export interface RoutingRule { name: string; conditions: RuleGroup; split: SplitShare[] }

export type RoutingDefinition =
  | { kind: 'Priority'; priorities: PriorityEntry[] }
  | { kind: 'Rules'; rules: RoutingRule[]; fallback: string[] };

export const ROUTING_MESSAGES = {
  nameRequired: 'Enter the configuration name',
  websiteRequired: 'Choose the website',
  noPriorities: 'Add a payment method with at least one channel',
  methodRequired: 'Priority list {{n}}: choose the payment method',
  methodTwice: 'Priority list {{n}}: this payment method has a list already',
  channelsRequired: 'Priority list {{n}}: choose at least one channel',
  channelTwice: '{{where}}: a channel is listed twice',
  noRules: 'Add at least one rule',
  tooManyRules: `A configuration has at most ${ROUTING_LIMITS.maxRules} rules`,
  ruleName: 'Rule {{n}}: enter its name',
  ruleCondition: 'Rule {{n}}: {{problem}}',
  ruleField: 'Rule {{n}}: a routing condition tests the amount, currency, card country, card BIN or payment method',
  splitRequired: 'Rule {{n}}: choose at least one channel',
  splitPercent: 'Rule {{n}}: each share is a whole percent from 1 to 100',
  splitSum: 'Rule {{n}}: the split must sum to 100% (now {{sum}}%)',
  unknownChannel: 'A channel is not one of this merchant\'s channels',
  configurationNotFound: 'Smart routing configuration: not found',
  websiteNotFound: 'Website not found',
  kindChanged: 'A configuration keeps its kind (v1 priority list or v2 rules)',
  alreadyActive: 'This version is active already',
  notPending: 'This version is not waiting for approval',
  ownRequest: 'A second user must approve: you asked for this activation yourself',
  waitingForApproval: 'A second user must approve a Live routing configuration: it waits for approval',
} as const;

const fill = (m: string, p: Record<string, string | number>) => m.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(p[k] ?? ''));

/** The fields a condition tree tests. */
export function fieldsOf(g: RuleGroup): string[] {
  return g.rules.flatMap((n) => (isGroup(n) ? fieldsOf(n) : [String(n.field)]));
}

/** The sum of a split's percents. */
export const splitSum = (split: readonly SplitShare[]): number => split.reduce((s, x) => s + (Number(x.percent) || 0), 0);

const hasTwice = (ids: readonly string[]) => new Set(ids).size !== ids.length;

/** The first problem of a definition (numbered in reading order), or null when it can be saved and run. */
export function routingDefinitionProblem(d: RoutingDefinition): string | null {
  if (d.kind === 'Priority') {
    if (!d.priorities?.length) return ROUTING_MESSAGES.noPriorities;
    const seen = new Set<string>();
    for (const [i, p] of d.priorities.entries()) {
      const n = i + 1;
      if (!p.paymentMethod) return fill(ROUTING_MESSAGES.methodRequired, { n });
      if (seen.has(p.paymentMethod)) return fill(ROUTING_MESSAGES.methodTwice, { n });
      seen.add(p.paymentMethod);
      if (!p.channelIds?.length) return fill(ROUTING_MESSAGES.channelsRequired, { n });
      if (hasTwice(p.channelIds)) return fill(ROUTING_MESSAGES.channelTwice, { where: `Priority list ${n}` });
    }
    return null;
  }
  if (!d.rules?.length) return ROUTING_MESSAGES.noRules;
  if (d.rules.length > ROUTING_LIMITS.maxRules) return ROUTING_MESSAGES.tooManyRules;
  for (const [i, r] of d.rules.entries()) {
    const n = i + 1;
    if (!r.name?.trim()) return fill(ROUTING_MESSAGES.ruleName, { n });
    const problem = conditionProblem(r.conditions);
    if (problem) return fill(ROUTING_MESSAGES.ruleCondition, { n, problem });
    if (fieldsOf(r.conditions).some((f) => !(ROUTING_CONDITION_FIELDS as readonly string[]).includes(f))) return fill(ROUTING_MESSAGES.ruleField, { n });
    if (!r.split?.length || r.split.some((s) => !s.channelId)) return fill(ROUTING_MESSAGES.splitRequired, { n });
    if (r.split.some((s) => !Number.isInteger(s.percent) || s.percent < 1 || s.percent > 100)) return fill(ROUTING_MESSAGES.splitPercent, { n });
    const sum = splitSum(r.split);
    if (sum !== 100) return fill(ROUTING_MESSAGES.splitSum, { n, sum });
    if (hasTwice(r.split.map((s) => s.channelId))) return fill(ROUTING_MESSAGES.channelTwice, { where: `Rule ${n}` });
  }
  if (hasTwice(d.fallback ?? [])) return fill(ROUTING_MESSAGES.channelTwice, { where: 'Fallback order' });
  return null;
}

/** Every channel a definition names (the server checks they are the merchant's). */
export function channelsOf(d: RoutingDefinition): string[] {
  const ids = d.kind === 'Priority' ? d.priorities.flatMap((p) => p.channelIds) : [...d.rules.flatMap((r) => r.split.map((s) => s.channelId)), ...d.fallback];
  return [...new Set(ids)];
}
