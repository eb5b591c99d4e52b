import { useId, type ReactNode } from 'react';
import { Button, Input, InputNumber, Radio, Space, theme } from 'antd';
import {
  BLACKLIST_TYPES, CONDITION_FIELD_NAMES, CONDITION_FIELDS, isGroup, OPERATORS_BY_KIND, RULE_CONDITION_LIMITS,
  type ConditionField, type ConditionOperator, type RuleCondition, type RuleGroup,
} from '@portal/contracts';
import { KitSelect } from '@portal/kit';
import { AF, useAntifraudTranslation } from './texts';

/** A condition as the builder edits it (text values as typed, split by the contracts' conditionValues on the server). */
export const newCondition = (): RuleCondition => ({ field: 'cardBin', operator: 'in', value: '' });

/**
 * The condition builder (ADR 0106): an and/or group of conditions (field, operator, value) and of groups inside it,
 * "(A and B) or C", nested as deep as the server takes (RULE_CONDITION_LIMITS.maxDepth), with the antd controls of the
 * portal, keyboard operable, each control named. Conditions are numbered in reading order across the groups, as the
 * server's messages number them ("Condition 3: ...").
 */
export function ConditionBuilder({ value, onChange, fields = CONDITION_FIELD_NAMES, prefix }: {
  value: RuleGroup; onChange: (next: RuleGroup) => void;
  /** The fields offered (smart routing's are a subset, ADR 0107); every field by default. */
  fields?: readonly ConditionField[];
  /** Put before each control's name when a page has several builders ("Rule 2"). */
  prefix?: string;
}) {
  const { t } = useAntifraudTranslation();
  const { token } = theme.useToken();
  // Each group's match is a radio set of its own: one name per group (antd's generated one is shared in tests).
  const radioName = useId();
  const named = (name: string) => (prefix ? `${prefix}: ${name}` : name);
  const firstCondition = (): RuleCondition => ({ ...newCondition(), field: fields.includes('cardBin') ? 'cardBin' : fields[0]! });
  // Counted while the tree is drawn, depth first: plain function calls, so the order is the reading order.
  let conditionCount = 0;
  let groupCount = 0;

  const conditionRow = (node: RuleCondition, set: (next: RuleCondition) => void, remove: () => void): ReactNode => {
    conditionCount += 1;
    const n = conditionCount;
    const label = prefix ? `${prefix}, ${t(AF.conditionN, { n })}` : t(AF.conditionN, { n });
    const kind = CONDITION_FIELDS[node.field]?.kind ?? 'text';
    const operators = OPERATORS_BY_KIND[kind] as readonly string[];
    return (
      <div role="group" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <KitSelect
          aria-label={`${label}: ${t(AF.field)}`} value={node.field} style={{ minWidth: 220, flex: '1 1 220px' }} showSearch optionFilterProp="label"
          options={fields.map((f) => ({ value: f, label: t(CONDITION_FIELDS[f].label) }))}
          onChange={(field: ConditionField) => {
            const nextKind = CONDITION_FIELDS[field].kind;
            set({ field, operator: OPERATORS_BY_KIND[nextKind][0] as ConditionOperator, value: nextKind === 'number' ? 0 : nextKind === 'list' ? 'CardFingerprint' : '' });
          }}
        />
        <KitSelect
          aria-label={`${label}: ${t(AF.operator)}`} value={node.operator} style={{ width: 120 }}
          options={operators.map((o) => ({ value: o, label: o === 'isUnknown' ? t(AF.isUnknown) : o }))} onChange={(operator: ConditionOperator) => set({ ...node, operator })}
        />
        {kind === 'number' && (
          <InputNumber aria-label={`${label}: ${t(AF.value)}`} min={0} precision={0} value={Number(node.value)} style={{ width: 160 }}
            onChange={(v) => set({ ...node, value: typeof v === 'number' ? v : 0 })} />
        )}
        {kind === 'list' && (
          <KitSelect aria-label={`${label}: ${t(AF.value)}`} value={String(node.value)} style={{ minWidth: 200 }}
            options={BLACKLIST_TYPES.map((l) => ({ value: l, label: t(AF[l]) }))} onChange={(v: string) => set({ ...node, value: v })} />
        )}
        {kind === 'text' && node.operator !== 'isUnknown' && (
          <Input aria-label={`${label}: ${t(AF.value)}`} title={t(AF.valueHelp)} value={Array.isArray(node.value) ? node.value.join(', ') : String(node.value)}
            style={{ minWidth: 160, flex: '1 1 160px' }} onChange={(e) => set({ ...node, value: e.target.value })} />
        )}
        <Button aria-label={named(t(AF.removeCondition, { n }))} onClick={remove}>✕</Button>
      </div>
    );
  };

  /** One group's match choice, its conditions and groups, and its buttons; `own` is null for the rule's own group. */
  const groupBody = (group: RuleGroup, set: (next: RuleGroup) => void, depth: number, own: { n: number; name: string; remove: () => void } | null): ReactNode => {
    const name = own?.name ?? null;
    const setAt = (i: number, next: RuleCondition | RuleGroup) => set({ ...group, rules: group.rules.map((c, j) => (j === i ? next : c)) });
    const removeAt = (i: number) => set({ ...group, rules: group.rules.filter((_, j) => j !== i) });
    const inGroup = (text: string) => (name ? `${name}: ${text}` : named(text));
    const items = group.rules.map((node, i) => {
      if (!isGroup(node)) return <div key={i}>{conditionRow(node, (next) => setAt(i, next), () => removeAt(i))}</div>;
      groupCount += 1;
      const inner = { n: groupCount, name: named(t(AF.groupN, { n: groupCount })), remove: () => removeAt(i) };
      return (
        <div key={i} role="group" aria-label={inner.name}
          style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, padding: 12, background: token.colorFillQuaternary }}>
          {groupBody(node, (next) => setAt(i, next), depth + 1, inner)}
        </div>
      );
    });
    return (
      <>
        <Radio.Group
          name={`${radioName}-${own?.n ?? 0}`} aria-label={inGroup(t(AF.match))} value={group.combinator} onChange={(e) => set({ ...group, combinator: e.target.value as 'and' | 'or' })}
          options={[{ value: 'and', label: t(AF.all) }, { value: 'or', label: t(AF.any) }]} style={{ marginBottom: 12 }}
        />
        <Space orientation="vertical" style={{ width: '100%' }}>
          {items}
          <Space wrap>
            <Button aria-label={name || prefix ? inGroup(t(AF.addCondition)) : undefined} onClick={() => set({ ...group, rules: [...group.rules, firstCondition()] })}>
              {t(AF.addCondition)}
            </Button>
            {depth < RULE_CONDITION_LIMITS.maxDepth && (
              <Button aria-label={name || prefix ? inGroup(t(AF.addGroup)) : undefined}
                onClick={() => set({ ...group, rules: [...group.rules, { combinator: 'and', rules: [firstCondition()] }] })}>
                {t(AF.addGroup)}
              </Button>
            )}
            {own && <Button aria-label={prefix ? named(t(AF.removeGroup, { n: own.n })) : undefined} onClick={own.remove}>{t(AF.removeGroup, { n: own.n })}</Button>}
          </Space>
        </Space>
      </>
    );
  };

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>{named(t(AF.conditions))}</legend>
      {groupBody(value, onChange, 1, null)}
    </fieldset>
  );
}
