import type { I18nResources } from '@portal/contracts';
import { D, SEEDED_TEXTS } from './texts';
import { dashboardTr } from './tr';
import { DASHBOARD_NAMESPACE } from './use-dashboard-translation';

const dashboardEn: Record<string, string> = Object.fromEntries([...Object.values(D), ...SEEDED_TEXTS].map((text) => [text, text]));

/** This remote's texts (namespace "dashboard"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: { [DASHBOARD_NAMESPACE]: { ...dashboardEn, areaName: 'Dashboards' } },
  tr: { [DASHBOARD_NAMESPACE]: { ...dashboardTr, areaName: 'Gösterge panelleri' } },
};
