import { Flex } from 'antd';
import { formatCount, formatMoney } from '@portal/kit';
import { useDashboardTranslation } from '../../i18n/use-dashboard-translation';
import type { WidgetBodyProps } from '../WidgetBody';
import { Figure } from './Figure';

/** COUNT_WIDGET: the figure (customPipe count, or money in the base currency) and the base-currency total under it. */
export function CountWidget({ widget, data }: WidgetBodyProps) {
  const { t } = useDashboardTranslation();
  const [caption, totalCaption] = (widget.configuration.description ?? '').split(',').map((s) => s.trim());
  const money = widget.configuration.customPipe === 'money';
  const figure = money ? formatMoney(data.totalVolume ?? 0, data.baseCurrency ?? '') : formatCount(data.totalCount);
  return (
    <Flex vertical gap="small">
      <Figure caption={caption ? t(caption) : undefined} value={figure} />
      {!money && data.totalVolume !== null && data.baseCurrency && (
        <Figure caption={totalCaption ? t(totalCaption) : undefined} value={formatMoney(data.totalVolume, data.baseCurrency)} size={16} />
      )}
    </Flex>
  );
}
