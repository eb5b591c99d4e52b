import { Tag } from 'antd';
import type { Label, Priority, TicketStatus } from '@portal/contracts';
import { labelName } from '../../../../i18n/domain-names';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';

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

/** A label in its own colour (text stays dark: the default colours are light). */
export function LabelTag({ label }: { label: Pick<Label, 'value' | 'color'> | null | undefined }) {
  const { t } = useSupportTranslation();
  if (!label) return null;
  return (
    <Tag color={label.color} style={{ color: '#1f1f1f' }} data-testid="label-tag">
      {labelName(label, t)}
    </Tag>
  );
}
