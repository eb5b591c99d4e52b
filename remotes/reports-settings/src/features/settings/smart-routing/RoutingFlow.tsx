import { Typography } from 'antd';
import { describeCondition, isGroup, type RoutingRow, type RuleGroup } from '@portal/contracts';
import { SR, useSmartRoutingTranslation } from './texts';

const inWords = (g: RuleGroup): string => g.rules.map((n) => (isGroup(n) ? `(${inWords(n)})` : describeCondition(n))).join(` ${g.combinator} `);

const box = { border: '1px solid #91caff', background: '#f0f7ff', borderRadius: 6, padding: '6px 10px', display: 'inline-block', maxWidth: '100%' } as const;
const branch = { listStyle: 'none', margin: 0, paddingInlineStart: 20, borderInlineStart: '2px solid #91caff' } as const;
const leaf = { position: 'relative', margin: '8px 0', paddingInlineStart: 8 } as const;

/** The proportions of a split as a bar (the shares' widths) with each share in words. */
export function SplitBar({ shares, label }: { shares: Array<{ name: string; percent: number }>; label: string }) {
  const colours = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96'];
  return (
    <figure style={{ margin: '4px 0' }} aria-label={label}>
      <div style={{ display: 'flex', height: 14, borderRadius: 4, overflow: 'hidden', maxWidth: 360 }} aria-hidden>
        {shares.map((s, i) => <div key={i} style={{ width: `${s.percent}%`, background: colours[i % colours.length] }} />)}
      </div>
      <figcaption>
        {shares.map((s, i) => (
          <span key={i} style={{ marginInlineEnd: 12, whiteSpace: 'nowrap' }}>
            <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: colours[i % colours.length], marginInlineEnd: 4 }} />
            {s.name} {s.percent}%
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/**
 * The active configuration as a flow (ADR 0107): the payment at the root; v2 rules in the order they are read, each
 * with its condition and its channel or split, then the fallback order; v1 one branch per payment method. Plain
 * HTML lists (a screen reader reads the tree as nested lists), no drawing package.
 */
export function RoutingFlow({ configuration, channelName }: { configuration: RoutingRow; channelName: (id: string) => string }) {
  const { t } = useSmartRoutingTranslation();
  const d = configuration.definition;
  return (
    <section aria-label={t(SR.flow)}>
      <div style={box}><strong>{t(SR.payment)}</strong></div>
      {d.kind === 'Priority' ? (
        <ul style={branch}>
          {d.priorities.map((p, i) => (
            <li key={i} style={leaf}>
              <div style={box}>{t(SR.paymentMethod)}: {p.paymentMethod}</div>
              <ol style={{ ...branch, listStyle: 'decimal', paddingInlineStart: 36 }}>
                {p.channelIds.map((id) => <li key={id} style={{ margin: '4px 0' }}>{channelName(id)}</li>)}
              </ol>
            </li>
          ))}
        </ul>
      ) : (
        <ol style={branch}>
          {d.rules.map((r, i) => (
            <li key={i} style={leaf}>
              <div style={box}>
                <Typography.Text strong>{r.name}</Typography.Text>
                <div>{t(SR.ifMatches, { condition: inWords(r.conditions) })}</div>
              </div>
              <div style={{ paddingInlineStart: 20, marginTop: 4 }}>
                {r.split.length > 1
                  ? <SplitBar label={`${r.name}: ${t(SR.split)}`} shares={r.split.map((s) => ({ name: channelName(s.channelId), percent: s.percent }))} />
                  : <span>→ {channelName(r.split[0]!.channelId)}</span>}
              </div>
            </li>
          ))}
          <li style={leaf}>
            <div style={box}><strong>{t(SR.otherwise)}</strong>: {t(SR.thenFallback)}</div>
            <div style={{ paddingInlineStart: 20, marginTop: 4 }}>
              {d.fallback.length ? d.fallback.map(channelName).join(' → ') : t(SR.none)}
            </div>
          </li>
        </ol>
      )}
    </section>
  );
}
