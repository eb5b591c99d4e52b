import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import { App as AntApp, ConfigProvider } from 'antd';
import { SHELL_TEXTS } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { DECORATIVE_ICONS, SNACKBAR_DEFAULT_SECONDS, useMediaQuery } from '@portal/ui';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { ApiErrorSnackbar } from '../api-errors/ApiErrorSnackbar';
import { useAntdLocale } from './antd-locale';
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
  const { i18n, t } = useShellTranslation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = useMemo(() => antdThemeFor(settings, { reducedMotion }), [settings, reducedMotion]);
  const locale = useAntdLocale(i18n.language);
  // The tabs' overflow button is named by its icon: the icon says "More tabs" in the user's language.
  const tabs = useMemo(() => ({ more: { icon: <EllipsisOutlined role="img" aria-label={t(SHELL_TEXTS.moreTabs)} /> } }), [t]);
  return (
    <ConfigProvider theme={theme} locale={locale} {...DECORATIVE_ICONS} tabs={tabs}>
      {/* Snackbar default 5000 ms (spec part 1 section 9) for every App.useApp() message and notification, remotes' too. */}
      <AntApp message={{ duration: SNACKBAR_DEFAULT_SECONDS }} notification={{ duration: SNACKBAR_DEFAULT_SECONDS }}>
        <ApiErrorSnackbar />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
