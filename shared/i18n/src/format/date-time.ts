import dayjs, { type Dayjs } from 'dayjs';
import { existingPortalI18n } from '../instance/portal-i18n';
import { SHELL_TEXTS } from '../resources/shell-texts';

export type DateInput = string | number | Date | Dayjs | null | undefined;

const MINUTE_MS = 60_000;

function translate(key: string, n?: number): string {
  const i18n = existingPortalI18n();
  if (i18n) return i18n.t(key, { n });
  return key.replace('{{n}}', String(n));
}

/** DD/MM/YYYY HH:mm, or DD/MM/YYYY HH:mm:ss (spec part 2 section 9); '' for an empty or invalid value. */
export function formatDateTime(value: DateInput, withSeconds = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return date.format(withSeconds ? 'DD/MM/YYYY HH:mm:ss' : 'DD/MM/YYYY HH:mm');
}

/**
 * "just now" under 1 minute, "N minutes ago" under 60 minutes, "Nh ago" under 1440 minutes,
 * else the full date-time with seconds (spec part 2 section 9). Future times count as just now.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const minutes = Math.floor(dayjs(now).diff(date) / MINUTE_MS);
  if (minutes < 1) return translate(SHELL_TEXTS.justNow);
  if (minutes < 60) return translate(SHELL_TEXTS.minutesAgo, minutes);
  if (minutes < 1440) return translate(SHELL_TEXTS.hoursAgo, Math.floor(minutes / 60));
  return formatDateTime(date, true);
}
