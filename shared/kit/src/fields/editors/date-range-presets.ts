import dayjs, { type Dayjs } from 'dayjs';
import type { DateRangePreset } from '../field-definition';
import { FORM_KIT_TEXTS } from '../form-texts';

/** The span of a preset range, from `now` in the user's time zone: whole days, first to last. */
export function presetRange(preset: DateRangePreset, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const today = now.startOf('day');
  switch (preset) {
    case 'today':
      return [today, now.endOf('day')];
    case 'yesterday':
      return [today.subtract(1, 'day'), today.subtract(1, 'day').endOf('day')];
    case 'last7Days':
      return [today.subtract(6, 'day'), now.endOf('day')];
    case 'last30Days':
      return [today.subtract(29, 'day'), now.endOf('day')];
    case 'thisMonth':
      return [today.startOf('month'), now.endOf('day')];
    case 'lastMonth':
      return [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')];
  }
}

/** The preset's label text (English key, translated by the caller). */
export function presetLabel(preset: DateRangePreset): string {
  return FORM_KIT_TEXTS[preset];
}
