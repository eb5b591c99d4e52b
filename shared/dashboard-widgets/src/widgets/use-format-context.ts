import { useMemo } from 'react';
import type { WidgetData } from '@portal/contracts';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';
import type { FormatContext } from './format/widget-format';

/** Country names in the user's language from the browser (Intl), no data to ship. */
function countryNames(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language === 'tr' ? 'tr' : 'en-GB'], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

export function useFormatContext(data: WidgetData, timeZone: string | undefined): FormatContext {
  const { t, i18n } = useDashboardTranslation();
  const countryName = useMemo(() => countryNames(i18n.language), [i18n.language]);
  return { baseCurrency: data.baseCurrency, timeZone, translate: (text) => t(text), countryName };
}
