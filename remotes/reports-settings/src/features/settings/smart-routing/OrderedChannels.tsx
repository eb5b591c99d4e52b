import { Button, Typography } from 'antd';
import { KitSelect } from '@portal/kit';
import type { LookupOption } from '@portal/kit';
import { SR } from './texts';

/**
 * An ordered list of channels (a v1 priority list, a v2 fallback order): each row can move up or down or go; a select
 * adds one. Every button is named for the keyboard and screen readers ("Move Acme Card up in Fallback order").
 */
export function OrderedChannels({ label, value, onChange, options, t }: {
  label: string; value: readonly string[]; onChange: (next: string[]) => void; options: readonly LookupOption[];
  t: (key: string, params?: Record<string, unknown>) => string;
}) {
  const name = (id: string) => options.find((o) => String(o.id) === id)?.name ?? id;
  const move = (i: number, by: number) => {
    const next = [...value];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  const left = options.filter((o) => !value.includes(String(o.id)));
  return (
    <div role="group" aria-label={label}>
      <ol style={{ paddingInlineStart: 20, margin: '4px 0 8px' }}>
        {value.map((id, i) => (
          <li key={id} style={{ marginBottom: 4 }}>
            <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
              <Typography.Text>{name(id)}</Typography.Text>
              <Button size="small" aria-label={t(SR.moveChannelUp, { channel: name(id), list: label })} disabled={i === 0} onClick={() => move(i, -1)}>↑</Button>
              <Button size="small" aria-label={t(SR.moveChannelDown, { channel: name(id), list: label })} disabled={i === value.length - 1} onClick={() => move(i, 1)}>↓</Button>
              <Button size="small" aria-label={t(SR.removeChannel, { channel: name(id), list: label })} onClick={() => onChange(value.filter((x) => x !== id))}>✕</Button>
            </span>
          </li>
        ))}
      </ol>
      <KitSelect<string> aria-label={t(SR.addChannel, { list: label })} placeholder={t(SR.addChannel, { list: label })} value={null as never}
        style={{ width: '100%', maxWidth: 360 }} options={left.map((o) => ({ value: String(o.id), label: o.name }))} onChange={(id: string) => onChange([...value, id])} />
    </div>
  );
}
