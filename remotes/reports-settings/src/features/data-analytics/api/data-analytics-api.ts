import { callApi } from '@portal/api-client';
import { DATA_ANALYTICS_ENDPOINTS, type DataAnalyticsSession, type PivotConfig, type ReportId } from '@portal/contracts';

/** Opens a session on a report for these filters (its rows, fields, saved layout, licence key and public key). */
export const openAnalyticsSession = (reportId: ReportId, filters: Record<string, string | string[]>, timezoneOffset: number): Promise<DataAnalyticsSession> =>
  callApi(DATA_ANALYTICS_ENDPOINTS.open, { body: { reportId, filters, timezoneOffset }, silent: true });

/** The pop-up's call: the backend signs this layout for the session whose licence key the pop-up holds. */
export const signAnalyticsLayout = (sessionId: string, licenseKey: string, reportConfig: PivotConfig): Promise<{ token: string }> =>
  callApi(DATA_ANALYTICS_ENDPOINTS.sign, { params: { sessionId }, headers: { 'x-license-key': licenseKey }, body: { reportConfig }, silent: true });

/** Saves a layout from an accepted report-changed message (the server checks its token again). */
export const saveAnalyticsLayout = (sessionId: string, reportConfig: PivotConfig, token: string) =>
  callApi(DATA_ANALYTICS_ENDPOINTS.saveLayout, { params: { sessionId }, body: { reportConfig, token }, silent: true });

export const closeAnalyticsSession = (sessionId: string): Promise<void> =>
  callApi(DATA_ANALYTICS_ENDPOINTS.close, { params: { sessionId }, silent: true });
