import type { I18nResources } from '@portal/contracts';
import { D, SEEDED_TEXTS } from './texts';
import { dashboardTr } from './tr';
import { DASHBOARD_NAMESPACE } from './use-dashboard-translation';

const dashboardEn: Record<string, string> = Object.fromEntries([...Object.values(D), ...SEEDED_TEXTS].map((text) => [text, text]));

/** The dashboard texts (namespace "dashboard", en and tr): each app drawing widgets merges them into its resources. */
export const DASHBOARD_TEXT_RESOURCES: I18nResources = {
  en: { [DASHBOARD_NAMESPACE]: dashboardEn },
  tr: { [DASHBOARD_NAMESPACE]: dashboardTr },
};
