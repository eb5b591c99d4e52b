import { Tag } from 'antd';
import type { Label, Priority, TicketStatus } from '@portal/contracts';
import { blendColors, readableTextOn } from '@portal/ui';
import { labelName } from '../../../../i18n/domain-names';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';

const DARK_TEXT = '#1f1f1f';

const PRIORITY_COLOURS: Record<Priority, string> = { Low: 'default', Medium: 'gold', High: 'red' };

export function StatusTag({ status }: { status: TicketStatus }) {
  const { t } = useSupportTranslation();
  return <Tag color={status === 'Opened' ? 'green' : 'default'}>{t(T[status])}</Tag>;
}

export function PriorityTag({ priority }: { priority: Priority | null | undefined }) {
  const { t } = useSupportTranslation();
  if (!priority) return null;
  return <Tag color={PRIORITY_COLOURS[priority]}>{t(T[priority])}</Tag>;
}

/**
 * The text colour on a label's own colour (issue 16, AA for any colour a tenant picks): white or dark,
 * whichever reads. A colour with alpha (#RGBA, #RRGGBBAA) is painted over the white page first.
 */
export function labelTextColor(color: string): string {
  const m = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!m) return DARK_TEXT;
  const hex = m[1].length <= 4 ? m[1].replace(/./g, (c) => c + c) : m[1];
  const solid = `#${hex.slice(0, 6)}`;
  const alpha = hex.length === 8 ? parseInt(hex.slice(6, 8), 16) / 255 : 1;
  return readableTextOn(alpha < 1 ? blendColors(solid, '#ffffff', alpha) : solid);
}

/** A label in its own colour, its text white or dark by contrast. */
export function LabelTag({ label }: { label: Pick<Label, 'value' | 'color'> | null | undefined }) {
  const { t } = useSupportTranslation();
  if (!label) return null;
  return (
    <Tag color={label.color} style={{ color: labelTextColor(label.color) }} data-testid="label-tag">
      {labelName(label, t)}
    </Tag>
  );
}
