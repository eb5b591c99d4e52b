import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../../http/api-route';
import type { ApiDeps } from '../../../http/deps';
import { REPORT_SETTINGS_ENDPOINTS, REPORT_SETTINGS_PERMISSION } from '@portal/contracts';
import { reportsOverview } from './overview';
import { saveReportSetting, tenantReportSettings } from './settings-repository';

/** Only platform staff with Platform.ReportV2.Settings set which reports a tenant's users see (ADR 0057). */
const settingsAccess = { userTypes: ['platform' as const], anyPermission: [REPORT_SETTINGS_PERMISSION] };

/** Report settings (report-settings/reports) and the reports overview (reports/overview), issue 12 deliverable 4. */
export function reportSettingsRoutes(app: FastifyInstance, deps: ApiDeps, now: () => Date = () => new Date()): void {
  const { db } = deps;
  const E = REPORT_SETTINGS_ENDPOINTS;

  apiRoute(app, deps, E.settings, { access: settingsAccess, handler: async ({ params }) => tenantReportSettings(db, params.tenantId) });
  apiRoute(app, deps, E.saveSetting, {
    access: settingsAccess,
    handler: async ({ principal, params, body }) => saveReportSetting(db, params.tenantId, params.reportId, body, principal.user.id, now()),
  });
  apiRoute(app, deps, E.overview, { handler: async ({ principal }) => reportsOverview(db, principal) });
}
