import { Tag } from 'antd';
import { statusTone, type StatusTone } from './status';

/** antd tag colours per tone; their text on tint passes WCAG AA contrast. */
const TAG_COLOR: Record<StatusTone, string | undefined> = {
  positive: 'success',
  negative: 'error',
  pending: 'warning',
  hold: 'purple',
  neutral: undefined,
};

export interface StatusPillProps {
  status: string;
  /** The text shown (a translated status); the status itself by default. */
  label?: string;
}

/** A status as a coloured pill; its class names the tone (`status-pill-positive` and so on). */
export function StatusPill({ status, label }: StatusPillProps) {
  const tone = statusTone(status);
  return (
    <Tag color={TAG_COLOR[tone]} className={`status-pill status-pill-${tone}`} data-tone={tone} style={{ borderRadius: 12 }}>
      {label ?? status}
    </Tag>
  );
}
