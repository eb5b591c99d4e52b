/**
 * Antifraud rule conditions (issue 29, ADR 0106): a tree of and/or groups over the facts of one payment, in the
 * shape react-querybuilder reads and writes ({ combinator, rules: [{ field, operator, value } | group] }), so an
 * editor can build it and the server's evaluator runs it as stored. The same checks run in the browser (the editor's
 * messages) and on the server (400 naming the condition).
 */

/** The lists a blacklist entry belongs to, and the payment value each one is compared with. */
export const BLACKLIST_TYPES = ['CardFingerprint', 'Bin', 'Email', 'EmailDomain', 'Ip', 'Country'] as const;
export type BlacklistType = (typeof BLACKLIST_TYPES)[number];

export type ConditionKind = 'number' | 'text' | 'list';

/** Every field a condition may test, with the operators it takes. Velocity counts the merchant's payments, this one included. */
export const CONDITION_FIELDS = {
  amount: { kind: 'number', label: 'Amount (minor units)' },
  currency: { kind: 'text', label: 'Currency' },
  cardBin: { kind: 'text', label: 'Card BIN' },
  cardCountry: { kind: 'text', label: 'Card country' },
  ipCountry: { kind: 'text', label: 'IP country' },
  emailDomain: { kind: 'text', label: 'E-mail domain' },
  websiteId: { kind: 'text', label: 'Website' },
  paymentMethod: { kind: 'text', label: 'Payment method' },
  riskScore: { kind: 'number', label: 'Risk score' },
  cardPaymentsHour: { kind: 'number', label: 'Payments with this card in the last hour' },
  cardPaymentsDay: { kind: 'number', label: 'Payments with this card in the last 24 hours' },
  emailPaymentsHour: { kind: 'number', label: 'Payments with this e-mail in the last hour' },
  emailPaymentsDay: { kind: 'number', label: 'Payments with this e-mail in the last 24 hours' },
  ipPaymentsHour: { kind: 'number', label: 'Payments from this IP in the last hour' },
  ipPaymentsDay: { kind: 'number', label: 'Payments from this IP in the last 24 hours' },
  blacklist: { kind: 'list', label: 'On a blacklist' },
} as const satisfies Record<string, { kind: ConditionKind; label: string }>;
export type ConditionField = keyof typeof CONDITION_FIELDS;
export const CONDITION_FIELD_NAMES = Object.keys(CONDITION_FIELDS) as ConditionField[];

export const OPERATORS_BY_KIND = {
  number: ['=', '!=', '<', '<=', '>', '>='],
  // isUnknown: the payment has no such value (no IP, or an address the geo-IP set does not map: ADR 0114), as Radar's is_missing.
  text: ['=', '!=', 'in', 'notIn', 'beginsWith', 'isUnknown'],
  list: ['in', 'notIn'],
} as const satisfies Record<ConditionKind, readonly string[]>;
export type ConditionOperator = (typeof OPERATORS_BY_KIND)[ConditionKind][number];

export interface RuleCondition {
  field: ConditionField;
  operator: ConditionOperator;
  /** A number; a text; several texts for in / notIn (a comma-separated text is read as several); a blacklist type. */
  value: number | string | string[];
}
export interface RuleGroup {
  combinator: 'and' | 'or';
  /** true negates the group (react-querybuilder's `not`). */
  not?: boolean;
  rules: Array<RuleCondition | RuleGroup>;
}

export const isGroup = (node: RuleCondition | RuleGroup): node is RuleGroup => 'combinator' in node && Array.isArray((node as RuleGroup).rules);

export const RULE_CONDITION_LIMITS = { maxConditions: 50, maxDepth: 5, maxValues: 500, maxText: 200 } as const;

export const RULE_CONDITION_MESSAGES = {
  empty: 'Add at least one condition',
  tooMany: `A rule has at most ${RULE_CONDITION_LIMITS.maxConditions} conditions`,
  tooDeep: `Groups nest at most ${RULE_CONDITION_LIMITS.maxDepth} levels`,
  unknownField: 'Condition {{n}}: choose a field',
  badOperator: 'Condition {{n}}: "{{operator}}" cannot be used with {{field}}',
  numberValue: 'Condition {{n}}: {{field}} needs a whole number of 0 or more',
  textValue: 'Condition {{n}}: {{field}} needs a value',
  listValue: 'Condition {{n}}: choose a blacklist type',
  emptyGroup: 'A group needs at least one condition',
} as const;

const fill = (m: string, p: Record<string, string | number>) => m.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(p[k] ?? ''));

/** The values of a text condition: a list, or a comma-separated text, trimmed, empty parts dropped. */
export function conditionValues(value: RuleCondition['value']): string[] {
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((v) => String(v).trim()).filter(Boolean);
}

/** The first problem of a condition tree (numbered in reading order), or null when it can be saved and run. */
export function conditionProblem(root: RuleGroup): string | null {
  let n = 0;
  const walk = (group: RuleGroup, depth: number): string | null => {
    if (depth > RULE_CONDITION_LIMITS.maxDepth) return RULE_CONDITION_MESSAGES.tooDeep;
    if (!Array.isArray(group.rules) || group.rules.length === 0) return depth === 1 ? RULE_CONDITION_MESSAGES.empty : RULE_CONDITION_MESSAGES.emptyGroup;
    for (const node of group.rules) {
      if (isGroup(node)) {
        const inner = walk(node, depth + 1);
        if (inner) return inner;
        continue;
      }
      n += 1;
      if (n > RULE_CONDITION_LIMITS.maxConditions) return RULE_CONDITION_MESSAGES.tooMany;
      const spec = CONDITION_FIELDS[node.field as ConditionField];
      if (!spec) return fill(RULE_CONDITION_MESSAGES.unknownField, { n });
      const p = { n, field: spec.label, operator: String(node.operator) };
      if (!(OPERATORS_BY_KIND[spec.kind] as readonly string[]).includes(node.operator)) return fill(RULE_CONDITION_MESSAGES.badOperator, p);
      if (spec.kind === 'number') {
        const v = typeof node.value === 'string' && node.value.trim() !== '' ? Number(node.value) : node.value;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return fill(RULE_CONDITION_MESSAGES.numberValue, p);
      } else if (spec.kind === 'list') {
        if (!(BLACKLIST_TYPES as readonly string[]).includes(String(node.value))) return fill(RULE_CONDITION_MESSAGES.listValue, p);
      } else if (node.operator !== 'isUnknown') {
        const values = conditionValues(node.value);
        if (values.length === 0 || values.length > RULE_CONDITION_LIMITS.maxValues || values.some((v) => v.length > RULE_CONDITION_LIMITS.maxText)) {
          return fill(RULE_CONDITION_MESSAGES.textValue, p);
        }
      }
    }
    return null;
  };
  return walk(root, 1);
}

/** A condition in words, as the alerts tab and the backtest name what fired: "Card BIN in 411111, 400005". */
export function describeCondition(c: RuleCondition): string {
  const spec = CONDITION_FIELDS[c.field];
  if (c.operator === 'isUnknown') return `${spec?.label ?? c.field} is unknown`;
  const value = spec?.kind === 'text' ? conditionValues(c.value).join(', ') : String(c.value);
  return `${spec?.label ?? c.field} ${c.operator} ${value}`;
}

/** The tree with only what the evaluator reads (an editor's ids and other keys dropped): what is stored. */
export function cleanGroup(g: RuleGroup): RuleGroup {
  return {
    combinator: g.combinator === 'or' ? 'or' : 'and', ...(g.not ? { not: true } : {}),
    rules: g.rules.map((n) => (isGroup(n) ? cleanGroup(n) : { field: n.field, operator: n.operator, value: n.value })),
  };
}
