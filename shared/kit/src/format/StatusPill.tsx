import { Tag } from 'antd';
import { statusTone, type StatusTone } from './status';

/**
 * antd preset tag colours per tone. Presets, not the status colours (success, error, warning): the portal's
 * theme darkens each preset's text shade until it passes WCAG AA on its tint (ADR 0039), while a status
 * tag paints the status colour itself as text (#52c41a on #f6ffed is 2.2:1).
 */
const TAG_COLOR: Record<StatusTone, string | undefined> = {
  positive: 'green',
  negative: 'red',
  pending: 'gold',
  hold: 'purple',
  neutral: undefined,
  // White on near-black: 17:1.
  black: '#141414',
};

export interface StatusPillProps {
  status: string;
  /** The text shown (a translated status); the status itself by default. */
  label?: string;
  /** A tone from a table of its own (payee confirmation, open-banking consents: spec part 2 section 4); else the status pill table's. */
  tone?: StatusTone;
}

/** A status as a coloured pill; its class names the tone (`status-pill-positive` and so on). */
export function StatusPill({ status, label, tone: given }: StatusPillProps) {
  const tone = given ?? statusTone(status);
  return (
    <Tag color={TAG_COLOR[tone]} className={`status-pill status-pill-${tone}`} data-tone={tone} style={{ borderRadius: 12 }}>
      {label ?? status}
    </Tag>
  );
}
