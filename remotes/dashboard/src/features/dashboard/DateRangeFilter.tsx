import { Flex } from 'antd';
import dayjs from 'dayjs';
import { DateRangePicker, type DateRangeValue } from '@portal/kit';
import { DASHBOARD_LIMITS } from '@portal/contracts';
import { D, useDashboardTranslation } from '@portal/dashboard-widgets';

export interface DateRangeFilterProps {
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
}

/** The dashboard's date range (every widget reads it): the kit's range picker with the usual presets. */
export function DateRangeFilter({ value, onChange }: DateRangeFilterProps) {
  const { t } = useDashboardTranslation();
  const today = dayjs();
  return (
    <Flex align="center" gap="small" wrap>
      <label htmlFor="dashboard-range">{t(D.dateRange)}</label>
      <div style={{ width: 260 }}>
        <DateRangePicker
          id="dashboard-range"
          endLabel={`${t(D.dateRange)}: ${t(D.endDate)}`}
          value={value}
          onChange={onChange}
          maxDays={DASHBOARD_LIMITS.maxRangeDays}
          presets={[
            { label: t(D.today), value: [today, today] },
            { label: t(D.last7Days), value: [today.subtract(6, 'day'), today] },
            { label: t(D.last30Days), value: [today.subtract(29, 'day'), today] },
          ]}
        />
      </div>
    </Flex>
  );
}
