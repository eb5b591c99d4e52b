import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT, DATE_TIME_MINUTE_STEP, fromDateOnlyIso, fromUtcIso, toDateOnlyIso, toMinuteStep, toUtcIso } from './date-values';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { exceedsMaxDays } from './range-span';

export interface DateRangeValue {
  start: string | null;
  end: string | null;
}

export interface DateRangePresetOption {
  label: string;
  /** The range, or a function antd calls when the preset is shown or clicked ("Today" is then the day it is clicked). */
  value: [Dayjs, Dayjs] | (() => [Dayjs, Dayjs]);
}

export interface DateRangePickerProps {
  /** The start input's id (a field label points to it); the end input gets `${id}-end`. */
  id?: string;
  /** The end input's accessible name (a hidden label), e.g. "Created: End date". */
  endLabel?: string;
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
  onBlur?(): void;
  /** The longest span a user may pick, in days counting both ends. */
  maxDays?: number;
  /** Pick times too (24-hour clock, 5-minute steps, stored in UTC); else each end is a date-only value. */
  withTime?: boolean;
  presets?: DateRangePresetOption[];
  status?: 'error';
  placeholder?: [string, string];
  disabled?: boolean;
  /** With `withTime`: the clock the ends are shown and picked on, the profile's time zone (the browser's when undefined). */
  timeZone?: string;
}

/**
 * A start/end picker with a configurable maximum span and a 24-hour clock (spec part 2 section 5): once
 * one end is picked, days beyond the span are disabled.
 */
export function DateRangePicker({ id, endLabel, value, onChange, onBlur, maxDays, withTime = false, presets, status, placeholder, disabled, timeZone }: DateRangePickerProps) {
  const read = (stored: string | null) => (withTime ? fromUtcIso(stored, timeZone) : fromDateOnlyIso(stored));
  const store = (day: Dayjs) => (withTime ? toUtcIso(toMinuteStep(day), timeZone) : toDateOnlyIso(day));
  const endId = id ? `${id}-end` : undefined;
  return (
    <>
      {endId && endLabel && (
        <label htmlFor={endId} style={VISUALLY_HIDDEN}>
          {endLabel}
        </label>
      )}
      <DatePicker.RangePicker
        id={id ? { start: id, end: endId } : undefined}
        value={[read(value.start), read(value.end)]}
        format={withTime ? DATE_TIME_FORMAT : DATE_FORMAT}
        showTime={withTime ? { format: 'HH:mm', minuteStep: DATE_TIME_MINUTE_STEP, showSecond: false } : false}
        disabledDate={maxDays ? (day, info) => exceedsMaxDays(day, info.from, maxDays) : undefined}
        presets={presets}
        allowEmpty={[true, true]}
        onChange={(picked) => onChange({ start: picked?.[0] ? store(picked[0]) : null, end: picked?.[1] ? store(picked[1]) : null })}
        onBlur={onBlur}
        status={status}
        placeholder={placeholder}
        disabled={disabled}
        style={{ width: '100%' }}
      />
    </>
  );
}
