import { ConfigProvider, DatePicker } from 'antd';
import { PHONE_SCREEN_QUERY, useMediaQuery } from '@portal/ui';
import { DATE_TIME_FORMAT, DATE_TIME_MINUTE_STEP, fromUtcIso, toMinuteStep, toUtcIso } from './date-values';

export interface DateTimePickerProps {
  id?: string;
  /** The stored value: a UTC ISO string without seconds, or null. */
  value: string | null | undefined;
  onChange(value: string | null): void;
  onBlur?(): void;
  status?: 'error';
  placeholder?: string;
  disabled?: boolean;
  /** The clock the value is shown and picked on: the profile's time zone (the browser's when undefined). */
  timeZone?: string;
}

// antd's panel of days and time columns is 400 px wide: on a phone it ran off the screen's left edge. Narrower day cells
// and time columns fit it in 390 px.
const PHONE_PICKER_THEME = { components: { DatePicker: { cellWidth: 32, timeColumnWidth: 48 } } };

/**
 * A date and time picker: 24-hour clock, 5-minute steps, no seconds, shown in the user's time zone and
 * stored in UTC (spec part 2 sections 5 and 9).
 */
export function DateTimePicker({ id, value, onChange, onBlur, status, placeholder, disabled, timeZone }: DateTimePickerProps) {
  const phone = useMediaQuery(PHONE_SCREEN_QUERY);
  const picker = (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm', minuteStep: DATE_TIME_MINUTE_STEP, showSecond: false }}
      format={DATE_TIME_FORMAT}
      // antd's "Now" is the browser's wall clock, which the value would read as the profile's.
      showNow={!timeZone}
      value={fromUtcIso(value, timeZone)}
      onChange={(picked) => onChange(picked ? toUtcIso(toMinuteStep(picked), timeZone) : null)}
      onBlur={onBlur}
      status={status}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
  return phone ? <ConfigProvider theme={PHONE_PICKER_THEME}>{picker}</ConfigProvider> : picker;
}
