import { DatePicker } from 'antd';
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

/**
 * A date and time picker: 24-hour clock, 5-minute steps, no seconds, shown in the user's time zone and
 * stored in UTC (spec part 2 sections 5 and 9).
 */
export function DateTimePicker({ id, value, onChange, onBlur, status, placeholder, disabled, timeZone }: DateTimePickerProps) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm', minuteStep: DATE_TIME_MINUTE_STEP, showSecond: false }}
      format={DATE_TIME_FORMAT}
      value={fromUtcIso(value, timeZone)}
      onChange={(picked) => onChange(picked ? toUtcIso(toMinuteStep(picked), timeZone) : null)}
      onBlur={onBlur}
      status={status}
      placeholder={placeholder}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}
