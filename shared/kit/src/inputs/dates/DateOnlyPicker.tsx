import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, fromDateOnlyIso, toDateOnlyIso } from './date-values';

export interface DateOnlyPickerProps {
  id?: string;
  /** The stored value: noon UTC of the day, ISO, or null. */
  value: string | null | undefined;
  onChange(value: string | null): void;
  onBlur?(): void;
  status?: 'error';
  placeholder?: string;
  disabled?: boolean;
  disabledDate?(day: Dayjs): boolean;
}

/** A calendar day picker showing DD/MM/YYYY and storing 12:00 UTC of the day (spec part 2 section 5). */
export function DateOnlyPicker({ id, value, onChange, onBlur, status, placeholder, disabled, disabledDate }: DateOnlyPickerProps) {
  return (
    <DatePicker
      id={id}
      value={fromDateOnlyIso(value)}
      format={DATE_FORMAT}
      onChange={(day) => onChange(day ? toDateOnlyIso(day) : null)}
      onBlur={onBlur}
      status={status}
      placeholder={placeholder}
      disabled={disabled}
      disabledDate={disabledDate}
      style={{ width: '100%' }}
    />
  );
}
