import { useMemo } from 'react';
import type { WidgetData } from '@portal/contracts';
import { countryNamesIn } from '@portal/kit';
import { useDashboardTranslation } from '../i18n/use-dashboard-translation';
import type { FormatContext } from './format/widget-format';

/** Country names in the user's language from the browser (Intl), no data to ship; the code when it has none. */
function countryNames(language: string): (code: string) => string {
  const names = countryNamesIn(language);
  return (code) => names(code) ?? code;
}

export function useFormatContext(data: WidgetData, timeZone: string | undefined): FormatContext {
  const { t, i18n } = useDashboardTranslation();
  const countryName = useMemo(() => countryNames(i18n.language), [i18n.language]);
  return { baseCurrency: data.baseCurrency, timeZone, translate: (text) => t(text), countryName };
}
