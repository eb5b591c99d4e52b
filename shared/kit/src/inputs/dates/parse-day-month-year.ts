/**
 * Reads "day/month/year" (spec part 2 section 5: DD/MM/YYYY, one-digit day and month accepted) as a
 * local calendar date; null for any other shape or a date that does not exist (31/02/2024).
 */
export function parseDayMonthYear(text: string | null | undefined): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec((text ?? '').trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}
