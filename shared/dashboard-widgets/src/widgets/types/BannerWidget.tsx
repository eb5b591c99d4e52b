import { Alert, Flex, Typography } from 'antd';
import type { AlertViewModel } from '@portal/contracts';
import { formatCount } from '@portal/kit';
import { D } from '../../i18n/texts';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import type { WidgetBodyProps } from '../WidgetBody';

/** Alert banner severities (spec part 2 section 3) as antd's: failed is an error. */
const TYPE: Record<AlertViewModel['severity'], 'success' | 'warning' | 'info' | 'error'> = { success: 'success', warning: 'warning', info: 'info', failed: 'error' };
/** The portal's own text per kind of alert (the server's message is English). */
const TEXT: Record<string, string> = {
  antifraudBlocked: D.antifraudBlocked, antifraudReview: D.antifraudReview, webhookFailed: D.webhookFailed, waitingForApproval: D.waitingForApproval,
};

/** BANNER_WIDGET: the alerts of the period, newest first, with how many more there are. */
export function BannerWidget({ data }: WidgetBodyProps) {
  const { t } = useDashboardTranslation();
  if (data.alertViewModels.length === 0) return <Alert type="success" showIcon title={t(D.noAlerts)} />;
  const rows = new Map(data.data.map((row) => [String(row.id), row]));
  const more = data.totalCount - data.alertViewModels.length;
  return (
    <Flex vertical gap="small">
      {data.alertViewModels.map((alert) => {
        const row = rows.get(alert.id);
        const text = row && TEXT[String(row.kind)] ? t(TEXT[String(row.kind)]!, { externalId: row.externalId, detail: t(String(row.detail ?? '')) }) : alert.message;
        return <Alert key={alert.id} type={TYPE[alert.severity]} showIcon title={text} />;
      })}
      {more > 0 && <Typography.Text type="secondary">{t(D.moreAlerts, { more: formatCount(more) })}</Typography.Text>}
    </Flex>
  );
}
