import { CheckCircleOutlined, CloseCircleOutlined, MinusCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatCount, formatInTimeZone } from '@portal/kit';
import type { WebhookStatus } from '@portal/contracts';
import { D } from '../../i18n/texts';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import type { WidgetBodyProps } from '../WidgetBody';

/** Webhook status (spec part 2 section 4): NotConfigured, Configured, Delivering, NotDelivering. The tag's text says it: its icon is decorative. */
const LOOK: Record<WebhookStatus, { text: string; color: string; icon: ReactNode }> = {
  NotConfigured: { text: D.webhookNotConfigured, color: 'default', icon: <MinusCircleOutlined aria-hidden /> },
  Configured: { text: D.webhookConfigured, color: 'blue', icon: <SettingOutlined aria-hidden /> },
  Delivering: { text: D.webhookDelivering, color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  NotDelivering: { text: D.webhookNotDelivering, color: 'red', icon: <CloseCircleOutlined aria-hidden /> },
};

export function WebhookStatusWidget({ data, timeZone }: WidgetBodyProps) {
  const { t } = useDashboardTranslation();
  const row = data.data[0] ?? {};
  const status = (LOOK[row.status as WebhookStatus] ? row.status : 'NotConfigured') as WebhookStatus;
  const look = LOOK[status];
  return (
    <Flex vertical gap="small">
      {/* A tag keeps its text on one line; in a narrow widget (a quarter of the row, or Turkish's longer words) the
          status wraps inside the widget instead of running past it and widening the page. */}
      <Tag color={look.color} icon={look.icon} style={{ alignSelf: 'flex-start', fontSize: 14, padding: '2px 8px', whiteSpace: 'normal', maxWidth: '100%' }}>{t(look.text)}</Tag>
      {status !== 'NotConfigured' && (
        <Descriptions size="small" column={1} items={[
          { key: 'delivered', label: t(D.delivered), children: formatCount(Number(row.delivered ?? 0)) },
          { key: 'failed', label: t(D.failed), children: formatCount(Number(row.failed ?? 0)) },
          { key: 'pending', label: t(D.pending), children: formatCount(Number(row.pending ?? 0)) },
        ]} />
      )}
      {row.lastAttemptAt && (
        <Typography.Text type="secondary">{t(D.lastAttempt)}: {formatInTimeZone(String(row.lastAttemptAt), timeZone, 'dateTime')}</Typography.Text>
      )}
    </Flex>
  );
}
