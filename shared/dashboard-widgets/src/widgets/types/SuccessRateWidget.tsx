import { Flex, Progress, Typography } from 'antd';
import { formatCount, formatSuccessRate } from '@portal/kit';
import { D } from '../../i18n/texts';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import type { WidgetBodyProps } from '../WidgetBody';
import { Figure } from './Figure';

/** SUCCESS_RATE_WIDGET: successful over decided payments, as a figure and a ring, with the two counts. */
export function SuccessRateWidget({ data, title }: WidgetBodyProps) {
  const { t } = useDashboardTranslation();
  const row = data.data[0] ?? {};
  const rate = typeof row.successRate === 'number' ? row.successRate : null;
  return (
    <Flex align="center" gap="middle" wrap>
      <Progress type="circle" size={72} percent={rate ?? 0} format={() => ''} aria-label={`${title}: ${formatSuccessRate(rate)}`} />
      <div>
        <Figure value={rate === null ? '-' : formatSuccessRate(rate)} />
        <Typography.Text type="secondary">
          {t(D.successful)}: {formatCount(Number(row.successful ?? 0))} · {t(D.unsuccessful)}: {formatCount(Number(row.unsuccessful ?? 0))}
        </Typography.Text>
      </div>
    </Flex>
  );
}
