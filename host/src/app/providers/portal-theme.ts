import type { ThemeConfig } from 'antd';
import { DEFAULT_THEME_SETTINGS } from '@portal/contracts';

const theme = DEFAULT_THEME_SETTINGS;

/** antd theme from the default theme settings (spec part 1 section 1); per-tenant theming replaces it later. */
export const portalTheme: ThemeConfig = {
  token: { colorPrimary: theme.primaryColor, colorTextBase: theme.textColor, colorLink: theme.buttonsLinkColor },
  components: {
    Layout: { siderBg: theme.sidebarBackgroundColor, headerBg: theme.headerBackgroundColor, bodyBg: theme.mainBackgroundColor },
    // The sidebar menu sits on the sidebar colour: dark-theme items without their own background.
    Menu: {
      darkItemBg: 'transparent',
      darkSubMenuItemBg: 'rgba(0, 0, 0, 0.12)',
      darkItemSelectedBg: 'rgba(255, 255, 255, 0.2)',
      darkItemColor: 'rgba(255, 255, 255, 0.85)',
      darkItemHoverColor: '#ffffff',
      darkGroupTitleColor: 'rgba(255, 255, 255, 0.65)',
    },
  },
};
