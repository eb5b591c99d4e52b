import { Button, Input, InputNumber, Radio, Space, Typography } from 'antd';
import {
  BLACKLIST_TYPES, CONDITION_FIELD_NAMES, CONDITION_FIELDS, isGroup, OPERATORS_BY_KIND,
  type ConditionField, type ConditionOperator, type RuleCondition, type RuleGroup,
} from '@portal/contracts';
import { KitSelect } from '@portal/kit';
import { AF, useAntifraudTranslation } from './texts';

/** A condition as the builder edits it (text values as typed, split by the contracts' conditionValues on the server). */
export const newCondition = (): RuleCondition => ({ field: 'cardBin', operator: 'in', value: '' });

/**
 * The condition builder (ADR 0106): one and/or group of conditions (field, operator, value), with the antd controls
 * of the portal, keyboard operable, each control named. Nested groups made elsewhere (the API) are kept as they are
 * and shown read-only in words.
 */
export function ConditionBuilder({ value, onChange, fields = CONDITION_FIELD_NAMES, prefix }: {
  value: RuleGroup; onChange: (next: RuleGroup) => void;
  /** The fields offered (smart routing's are a subset, ADR 0107); every field by default. */
  fields?: readonly ConditionField[];
  /** Put before each control's name when a page has several builders ("Rule 2"). */
  prefix?: string;
}) {
  const { t } = useAntifraudTranslation();
  const conditions = value.rules;
  const setAt = (i: number, next: RuleCondition | RuleGroup) => onChange({ ...value, rules: conditions.map((c, j) => (j === i ? next : c)) });
  let n = 0;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 8 }}>{prefix ? `${prefix}: ${t(AF.conditions)}` : t(AF.conditions)}</legend>
      <Radio.Group
        aria-label={prefix ? `${prefix}: ${t(AF.match)}` : t(AF.match)} value={value.combinator} onChange={(e) => onChange({ ...value, combinator: e.target.value as 'and' | 'or' })}
        options={[{ value: 'and', label: t(AF.all) }, { value: 'or', label: t(AF.any) }]} style={{ marginBottom: 12 }}
      />
      <Space direction="vertical" style={{ width: '100%' }}>
        {conditions.map((node, i) => {
          if (isGroup(node)) return <Typography.Text key={i} code>{JSON.stringify(node)}</Typography.Text>;
          n += 1;
          const label = prefix ? `${prefix}, ${t(AF.conditionN, { n })}` : t(AF.conditionN, { n });
          const kind = CONDITION_FIELDS[node.field]?.kind ?? 'text';
          const operators = OPERATORS_BY_KIND[kind] as readonly string[];
          return (
            <div key={i} role="group" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <KitSelect
                aria-label={`${label}: ${t(AF.field)}`} value={node.field} style={{ minWidth: 220, flex: '1 1 220px' }} showSearch optionFilterProp="label"
                options={fields.map((f) => ({ value: f, label: t(CONDITION_FIELDS[f].label) }))}
                onChange={(field: ConditionField) => {
                  const nextKind = CONDITION_FIELDS[field].kind;
                  setAt(i, { field, operator: OPERATORS_BY_KIND[nextKind][0] as ConditionOperator, value: nextKind === 'number' ? 0 : nextKind === 'list' ? 'CardFingerprint' : '' });
                }}
              />
              <KitSelect
                aria-label={`${label}: ${t(AF.operator)}`} value={node.operator} style={{ width: 120 }}
                options={operators.map((o) => ({ value: o, label: o === 'isUnknown' ? t(AF.isUnknown) : o }))} onChange={(operator: ConditionOperator) => setAt(i, { ...node, operator })}
              />
              {kind === 'number' && (
                <InputNumber aria-label={`${label}: ${t(AF.value)}`} min={0} precision={0} value={Number(node.value)} style={{ width: 160 }}
                  onChange={(v) => setAt(i, { ...node, value: typeof v === 'number' ? v : 0 })} />
              )}
              {kind === 'list' && (
                <KitSelect aria-label={`${label}: ${t(AF.value)}`} value={String(node.value)} style={{ minWidth: 200 }}
                  options={BLACKLIST_TYPES.map((l) => ({ value: l, label: t(AF[l]) }))} onChange={(v: string) => setAt(i, { ...node, value: v })} />
              )}
              {kind === 'text' && node.operator !== 'isUnknown' && (
                <Input aria-label={`${label}: ${t(AF.value)}`} title={t(AF.valueHelp)} value={Array.isArray(node.value) ? node.value.join(', ') : String(node.value)}
                  style={{ minWidth: 160, flex: '1 1 160px' }} onChange={(e) => setAt(i, { ...node, value: e.target.value })} />
              )}
              <Button aria-label={prefix ? `${prefix}: ${t(AF.removeCondition, { n })}` : t(AF.removeCondition, { n })} onClick={() => onChange({ ...value, rules: conditions.filter((_, j) => j !== i) })}>✕</Button>
            </div>
          );
        })}
        <Button aria-label={prefix ? `${prefix}: ${t(AF.addCondition)}` : undefined}
          onClick={() => onChange({ ...value, rules: [...conditions, { ...newCondition(), field: fields.includes('cardBin') ? 'cardBin' : fields[0]! }] })}>{t(AF.addCondition)}</Button>
      </Space>
    </fieldset>
  );
}
