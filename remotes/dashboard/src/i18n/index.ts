import { valueLabelTexts, type I18nResources } from '@portal/contracts';
import { SHELL_NAMESPACE } from '@portal/i18n';
import { DASHBOARD_NAMESPACE, DASHBOARD_TEXT_RESOURCES } from '@portal/dashboard-widgets';
import { PERSONAL_TEXT_RESOURCES } from '../features/personal/texts';
import { TEMPLATE_TEXT_RESOURCES } from '../features/dashboard/template-texts';
import { ARRANGE_TEXT_RESOURCES } from '../features/dashboard/arrange-texts';

const values = valueLabelTexts();

/** This remote's texts (namespace "dashboard", kept with the widgets in @portal/dashboard-widgets); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  // Statuses and states from the portal's one label table, where every namespace falls back (the shell's).
  en: { [SHELL_NAMESPACE]: values.en, [DASHBOARD_NAMESPACE]: { ...DASHBOARD_TEXT_RESOURCES.en![DASHBOARD_NAMESPACE], ...PERSONAL_TEXT_RESOURCES.en![DASHBOARD_NAMESPACE], ...TEMPLATE_TEXT_RESOURCES.en![DASHBOARD_NAMESPACE], ...ARRANGE_TEXT_RESOURCES.en![DASHBOARD_NAMESPACE], areaName: 'Dashboards' } },
  tr: { [SHELL_NAMESPACE]: values.tr, [DASHBOARD_NAMESPACE]: { ...DASHBOARD_TEXT_RESOURCES.tr![DASHBOARD_NAMESPACE], ...PERSONAL_TEXT_RESOURCES.tr![DASHBOARD_NAMESPACE], ...TEMPLATE_TEXT_RESOURCES.tr![DASHBOARD_NAMESPACE], ...ARRANGE_TEXT_RESOURCES.tr![DASHBOARD_NAMESPACE], 'My dashboard': 'Panelim', areaName: 'Gösterge panelleri' } },
};
