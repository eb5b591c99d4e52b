import { Button, Input, InputNumber, Space, Typography } from 'antd';
import { ROUTING_CONDITION_FIELDS, splitSum, type PriorityEntry, type RoutingRule } from '@portal/contracts';
import { KitSelect, type LookupOption } from '@portal/kit';
import { ConditionBuilder } from '../antifraud/ConditionBuilder';
import { OrderedChannels } from './OrderedChannels';
import { SR, useSmartRoutingTranslation } from './texts';

/** A channel of the lookup with its payment method (the lookup's item carries it). */
export interface ChannelOption extends LookupOption { paymentMethodId?: string }

/** v1 (ADR 0107): one priority list of channels per payment method. */
export function PriorityEditor({ value, onChange, channels, methods }: {
  value: PriorityEntry[]; onChange: (next: PriorityEntry[]) => void; channels: readonly ChannelOption[]; methods: readonly LookupOption[];
}) {
  const { t } = useSmartRoutingTranslation();
  const setAt = (i: number, next: PriorityEntry) => onChange(value.map((p, j) => (j === i ? next : p)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((p, i) => {
        const label = t(SR.priorityN, { n: i + 1 });
        return (
          <fieldset key={i} style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 12 }}>
            <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', margin: 0 }}>{label}</legend>
            <Space wrap style={{ marginBottom: 8 }}>
              <KitSelect<string> aria-label={`${label}: ${t(SR.paymentMethod)}`} value={p.paymentMethod || undefined} style={{ minWidth: 200 }}
                placeholder={t(SR.paymentMethod)} options={methods.map((m) => ({ value: m.id, label: m.name }))}
                onChange={(paymentMethod: string) => setAt(i, { paymentMethod, channelIds: [] })} />
              <Button aria-label={t(SR.removeMethod, { n: i + 1 })} onClick={() => onChange(value.filter((_, j) => j !== i))}>✕</Button>
            </Space>
            <OrderedChannels label={`${label}: ${t(SR.channels)}`} value={p.channelIds} onChange={(channelIds) => setAt(i, { ...p, channelIds })} t={t}
              options={channels.filter((c) => !p.paymentMethod || !c.paymentMethodId || c.paymentMethodId === p.paymentMethod)} />
          </fieldset>
        );
      })}
      <Button onClick={() => onChange([...value, { paymentMethod: '', channelIds: [] }])}>{t(SR.addMethod)}</Button>
    </Space>
  );
}

/** One rule's split: channels with whole percents; the total shown as it is typed, and its problem when not 100. */
function SplitEditor({ n, value, onChange, channels }: { n: number; value: RoutingRule['split']; onChange: (next: RoutingRule['split']) => void; channels: readonly ChannelOption[] }) {
  const { t } = useSmartRoutingTranslation();
  const sum = splitSum(value);
  const setAt = (m: number, next: RoutingRule['split'][number]) => onChange(value.map((s, j) => (j === m ? next : s)));
  return (
    <div role="group" aria-label={`${t(SR.ruleN, { n })}: ${t(SR.split)}`}>
      <Typography.Text strong>{t(SR.split)}</Typography.Text>
      <Space orientation="vertical" style={{ width: '100%', marginTop: 4 }}>
        {value.map((s, m) => {
          const label = t(SR.shareN, { n, m: m + 1 });
          return (
            <Space key={m} wrap>
              <KitSelect<string> aria-label={`${label}: ${t(SR.channel)}`} value={s.channelId || undefined} placeholder={t(SR.channel)} style={{ minWidth: 220 }}
                options={channels.map((c) => ({ value: String(c.id), label: c.name }))} onChange={(channelId: string) => setAt(m, { ...s, channelId })} />
              <InputNumber aria-label={`${label}: ${t(SR.percent)}`} min={1} max={100} precision={0} value={s.percent} suffix="%" style={{ width: 130 }}
                onChange={(v) => setAt(m, { ...s, percent: typeof v === 'number' ? v : 0 })} />
              <Button aria-label={t(SR.removeShare, { n, m: m + 1 })} disabled={value.length === 1} onClick={() => onChange(value.filter((_, j) => j !== m))}>✕</Button>
            </Space>
          );
        })}
        <Space wrap>
          <Button onClick={() => onChange([...value, { channelId: '', percent: Math.max(1, 100 - sum) }])}>{t(SR.addShare, { n })}</Button>
          <Typography.Text type={sum === 100 ? 'secondary' : 'danger'} role={sum === 100 ? undefined : 'status'}>
            {sum === 100 ? t(SR.splitTotal, { sum }) : t(SR.splitSum, { n, sum })}
          </Typography.Text>
        </Space>
      </Space>
    </div>
  );
}

/** v2 (ADR 0107): rules read in order (conditions, then a channel or a split) and the fallback order. */
export function RulesEditor({ rules, fallback, onChange, channels }: {
  rules: RoutingRule[]; fallback: string[]; onChange: (next: { rules: RoutingRule[]; fallback: string[] }) => void; channels: readonly ChannelOption[];
}) {
  const { t } = useSmartRoutingTranslation();
  const setRules = (next: RoutingRule[]) => onChange({ rules: next, fallback });
  const setAt = (i: number, next: RoutingRule) => setRules(rules.map((r, j) => (j === i ? next : r)));
  const move = (i: number, by: number) => {
    const next = [...rules];
    const [rule] = next.splice(i, 1);
    next.splice(i + by, 0, rule!);
    setRules(next);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{t(SR.rules)}</Typography.Text>
      {rules.map((r, i) => {
        const n = i + 1;
        const label = t(SR.ruleN, { n });
        return (
          <fieldset key={i} style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 12 }}>
            <legend style={{ fontSize: 14, width: 'auto', padding: '0 4px', margin: 0 }}>{label}</legend>
            <Space wrap style={{ marginBottom: 8, width: '100%' }}>
              <Input aria-label={t(SR.ruleName, { n })} placeholder={t(SR.name)} value={r.name} maxLength={120} style={{ minWidth: 200 }}
                onChange={(e) => setAt(i, { ...r, name: e.target.value })} />
              <Button aria-label={t(SR.moveUp, { n })} disabled={i === 0} onClick={() => move(i, -1)}>↑</Button>
              <Button aria-label={t(SR.moveDown, { n })} disabled={i === rules.length - 1} onClick={() => move(i, 1)}>↓</Button>
              <Button aria-label={t(SR.removeRule, { n })} onClick={() => setRules(rules.filter((_, j) => j !== i))}>✕</Button>
            </Space>
            <ConditionBuilder value={r.conditions} onChange={(conditions) => setAt(i, { ...r, conditions })} fields={ROUTING_CONDITION_FIELDS} prefix={label} />
            <div style={{ marginTop: 12 }}>
              <SplitEditor n={n} value={r.split} onChange={(split) => setAt(i, { ...r, split })} channels={channels} />
            </div>
          </fieldset>
        );
      })}
      <Button onClick={() => setRules([...rules, newRule(rules.length + 1)])}>{t(SR.addRule)}</Button>
      <Typography.Text strong>{t(SR.fallback)}</Typography.Text>
      <Typography.Text type="secondary">{t(SR.fallbackHelp)}</Typography.Text>
      <OrderedChannels label={t(SR.fallback)} value={fallback} onChange={(next) => onChange({ rules, fallback: next })} options={channels} t={t} />
    </Space>
  );
}

/** A new rule: card payments to one channel still to choose. */
export const newRule = (n: number): RoutingRule => ({
  name: `Rule ${n}`, conditions: { combinator: 'and', rules: [{ field: 'paymentMethod', operator: '=', value: 'card' }] }, split: [{ channelId: '', percent: 100 }],
});
