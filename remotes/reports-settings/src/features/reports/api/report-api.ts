import { callApi } from '@portal/api-client';
import { REPORT_ENDPOINTS, type ReportDefinition, type ReportId, type ReportPage } from '@portal/contracts';

export const fetchReportDefinition = (reportId: ReportId, signal?: AbortSignal): Promise<ReportDefinition> =>
  callApi(REPORT_ENDPOINTS.definition, { params: { reportId }, signal, silent: true });

/** A page of the report (the Mode header, added by apiFetch, picks Test or Live figures). */
export const fetchReportPage = (reportId: ReportId, query: Record<string, string | string[] | number>, signal?: AbortSignal): Promise<ReportPage> =>
  callApi(REPORT_ENDPOINTS.data, { params: { reportId }, query, signal, silent: true });

export const resendWebhooks = (eventIds: string[]) => callApi(REPORT_ENDPOINTS.resendWebhooks, { body: { eventIds }, silent: true });
