import { existingPortalI18n } from '../instance/portal-i18n';

/**
 * Numbers as the portal writes them (spec part 2 section 9): comma decimal, dot thousands. Built by hand, not with
 * Intl, so every browser and locale writes the same. Here rather than in the kit so that the shared UI (attachments)
 * and the shell write numbers as the pages do.
 */

/** Groups an unsigned run of digits in threes with dots: "1234567" -> "1.234.567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 1234.5 -> "1.234,50" (decimals 2). '' for a value that is not a finite number. */
export function formatDecimal(value: number | null | undefined, decimals = 2): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `,${fraction}` : ''}`;
}

/**
 * A percentage, the sign where the user's language writes it: "1,40%" in English, "%1,40" in Turkish (issue 27).
 * The language is the portal's current one unless given.
 */
export function formatPercent(value: number | null | undefined, decimals = 2, language: string | undefined = existingPortalI18n()?.language): string {
  const text = formatDecimal(value, decimals);
  if (!text) return '';
  return language === 'tr' ? `%${text}` : `${text}%`;
}

const KB = 1024;
const MB = 1024 * 1024;

/** A file's size as people read it, one decimal (1 MB = 1 048 576 bytes, as the limits are): "512 B", "2,0 KB", "1,5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  return bytes < MB ? `${formatDecimal(bytes / KB, 1)} KB` : `${formatDecimal(bytes / MB, 1)} MB`;
}

/** A size limit as people write it, without a trailing ",0": "200 KB", "5 MB", "1,5 MB". */
export function formatSizeLimit(bytes: number): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, 'MB'] : [bytes / KB, 'KB'];
  return `${formatDecimal(value, 1).replace(/,0$/, '')} ${unit}`;
}

/**
 * A chart's number (an axis tick, a tooltip's value) as every number in the portal (spec part 2 section 9): dot
 * thousands, comma decimal, at most 2 decimals and none it does not have: "5.000", "2,5", "1.234,56". The chart library
 * and the dashboard's sketch of a chart both write their ticks with it, so the sketch lays out what the chart draws. Here,
 * in the shell's start, so that a remote's charts load no file of their own for it.
 */
export function formatChartNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const decimals = Math.min(2, (String(value).split('.')[1] ?? '').replace(/e.*$/, '').length);
  return formatDecimal(value, decimals);
}
