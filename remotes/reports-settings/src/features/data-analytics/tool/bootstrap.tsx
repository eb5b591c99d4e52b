import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { reportEn, reportTr } from '../../reports/i18n/report-texts';
import { A, DATA_ANALYTICS_NAMESPACE, dataAnalyticsEn, dataAnalyticsTr } from '../i18n/data-analytics-texts';
import { signAnalyticsLayout } from '../api/data-analytics-api';
import { sessionIdOfLicenseKey, type PivotConfig } from '@portal/contracts';
import { ToolApp } from './ToolApp';
import { toolSettingsOf } from './tool-location';
import './tool.css';

/** The portal is this page's own origin; the address says only the language (`?lang=tr`). */
const { portalOrigin, language } = toolSettingsOf(window.location);

// The pop-up is not the shell: its own small i18next instance with the reports' texts (keys are the English texts).
const i18n = i18next.createInstance();
void i18n.init({
  lng: language, fallbackLng: 'en', ns: [DATA_ANALYTICS_NAMESPACE], defaultNS: DATA_ANALYTICS_NAMESPACE,
  keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, initAsync: false,
  resources: { en: { [DATA_ANALYTICS_NAMESPACE]: { ...reportEn, ...dataAnalyticsEn } }, tr: { [DATA_ANALYTICS_NAMESPACE]: { ...reportTr, ...dataAnalyticsTr } } },
});
const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {});

const sign = async (licenseKey: string, reportConfig: PivotConfig) => {
  const sessionId = sessionIdOfLicenseKey(licenseKey);
  if (!sessionId) throw new Error('The licence key names no session');
  return (await signAnalyticsLayout(sessionId, licenseKey, reportConfig)).token;
};

document.documentElement.lang = language;
document.title = t(A.windowTitle);
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<ToolApp portalOrigin={portalOrigin} opener={window.opener as Window | null} sign={sign} t={t} />);
} else {
  // Spec part 2 section 8: a missing container is noted on the console.
  console.warn('Data Analytics: the page has no #root container; nothing is shown');
}
