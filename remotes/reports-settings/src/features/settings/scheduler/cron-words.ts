import cronstrue from 'cronstrue';
// Registers the Turkish texts with cronstrue (this chunk is loaded with the scheduler pages only).
import 'cronstrue/locales/tr';
import { isValidCron } from '@portal/contracts';

/** A cron expression said in words in the user's language (UTC times, 24-hour clock), or null when it is not valid. */
export function cronInWords(cron: string, language: string): string | null {
  if (!isValidCron(cron)) return null;
  try {
    return cronstrue.toString(cron.trim(), { locale: language.startsWith('tr') ? 'tr' : 'en', use24HourTimeFormat: true, throwExceptionOnParseError: true, verbose: false });
  } catch {
    return null;
  }
}
