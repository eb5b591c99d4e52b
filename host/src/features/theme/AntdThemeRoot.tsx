import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import trTR from 'antd/locale/tr_TR';
// antd's pickers and calendars start the week as the locale's dayjs data says: en-GB and Turkish weeks start on Monday
// (without these the dayjs default, en, starts them on Sunday).
import 'dayjs/locale/en-gb';
import 'dayjs/locale/tr';
import { useMemo, type ReactNode } from 'react';
import { useMediaQuery } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { ApiErrorSnackbar } from '../api-errors/ApiErrorSnackbar';
import { SNACKBAR_DEFAULT_SECONDS } from '../api-errors/snackbar';
import { antdThemeFor } from './antd-theme';
import { useThemeConfiguration } from './theme-context';

/** The system setting "reduce motion" (WCAG 2.3.3): panels, menus and dialogs then appear without their motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * antd's theme, locale and App (messages, notifications) for everything drawn with antd: the shell's toolbar and
 * panels, the remotes' pages, the host's own pages. The tenant's tokens come from the theme in force.
 */
export function AntdThemeRoot({ children }: { children: ReactNode }) {
  const { settings } = useThemeConfiguration();
  const { i18n } = useShellTranslation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = useMemo(() => antdThemeFor(settings, { reducedMotion }), [settings, reducedMotion]);
  return (
    <ConfigProvider theme={theme} locale={i18n.language === 'tr' ? trTR : enGB}>
      {/* Snackbar default 5000 ms (spec part 1 section 9) for every App.useApp() message and notification, remotes' too. */}
      <AntApp message={{ duration: SNACKBAR_DEFAULT_SECONDS }} notification={{ duration: SNACKBAR_DEFAULT_SECONDS }}>
        <ApiErrorSnackbar />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
