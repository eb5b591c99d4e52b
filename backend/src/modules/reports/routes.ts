import type { FastifyInstance } from 'fastify';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError } from '../../http/errors';
import { resolveScope } from '../../http/scope';
import { readerLanguage } from '../../lib/reader-language';
import { REPORT_ENDPOINTS, reportPermissionOf, type ReportDefinition, type ReportId } from '@portal/contracts';
import { resendWebhook } from '../transactions/actions/resend-webhook';
import { deliveryDepsOf } from '../webhooks/delivery-settings';
import { actorOf } from '../transactions/actions/types';
import type { Principal } from '../users/repository';
import { REPORTS } from './definitions';
import { answerReportExport, exportColumns, reportFileName } from './export';
import { exportOwnerOf } from '../../jobs/export-quota';
import { readFilters } from './filters';
import type { ReportSpec } from './report-spec';
import { runReport } from './run-report';
import { defaultColumnsOf, fieldsWithDefaults, visibleSetting, withDefaultFilters, type CallerReportSetting } from './settings/caller-setting';
import { recordUsage } from './settings/usage';

/** The report, when the caller's user type has it and the caller holds its menu entry's permission (else 403). */
function reportFor(principal: Principal, id: ReportId): ReportSpec {
  const spec = REPORTS[id];
  checkAccess(principal, { userTypes: [...spec.userTypes], anyPermission: [reportPermissionOf(id, principal.user.userType)] });
  return spec;
}

/** The report and the caller's setting of it (ADR 0057): a report hidden from the caller's tenant or role is a 403. */
export async function visibleReport(db: ApiDeps['db'], principal: Principal, id: ReportId): Promise<{ spec: ReportSpec; setting: CallerReportSetting }> {
  const spec = reportFor(principal, id);
  return { spec, setting: await visibleSetting(db, principal, id) };
}

export function definitionOf(spec: ReportSpec, userType: Principal['user']['userType'], setting?: CallerReportSetting): ReportDefinition {
  const fields = spec.fields(userType);
  const columns = spec.columns(userType);
  const defaultColumns = setting ? defaultColumnsOf(columns, setting) : [];
  return {
    id: spec.id, title: spec.title, description: spec.description, fields: setting ? fieldsWithDefaults(fields, setting) : fields, columns,
    chart: spec.chart, defaultSort: spec.defaultSort, defaultRangeDays: setting?.defaultRangeDays ?? spec.defaultRangeDays, resend: spec.resend ?? false,
    ...(defaultColumns.length ? { defaultColumns } : {}),
    ...(spec.document ? { document: spec.document } : {}),
  };
}

/**
 * Reports (issue 12, ADR 0049): a report's definition, and a page of its figures computed by the database over the
 * caller's scope (the one resolver) and the Mode header's mode, its filters checked against its own fields.
 */
export function reportRoutes(app: FastifyInstance, deps: ApiDeps, now: () => Date = () => new Date()): void {
  const { db } = deps;
  const E = REPORT_ENDPOINTS;

  apiRoute(app, deps, E.definition, {
    handler: async ({ principal, params }) => {
      const { spec, setting } = await visibleReport(db, principal, params.reportId);
      return definitionOf(spec, principal.user.userType, setting);
    },
  });

  apiRoute(app, deps, E.data, {
    handler: async ({ mode, principal, params, query }) => {
      const { spec, setting } = await visibleReport(db, principal, params.reportId);
      const fields = spec.fields(principal.user.userType);
      const filters = readFilters(fields, withDefaultFilters(fields, query as Record<string, unknown>, setting, query.useDefaults));
      const scope = await resolveScope(db, principal);
      await recordUsage(db, principal.user.id, spec.id, 'run', now());
      return runReport(spec, {
        db, scope, userType: principal.user.userType, mode, filters, timezoneOffset: query.timezoneOffset, now: now(),
      }, { pageIndex: query.pageIndex, pageSize: query.PageSize, sort: query.sort, order: query.order });
    },
  });

  // Export v3: the report as shown, its columns in order; the file, or a job above the export limit.
  apiRoute(app, deps, E.exportV3, {
    handler: async ({ mode, principal, body, reply, request }) => {
      const { spec, setting } = await visibleReport(db, principal, body.reportId);
      const userType = principal.user.userType;
      const fields = spec.fields(userType);
      const filters = readFilters(fields, withDefaultFilters(fields, body.filters, setting, body.useDefaults));
      const at = now();
      // No columns named: the tenant's default columns (ADR 0057), else every column.
      const chosen = body.columns?.length ? body.columns : defaultColumnsOf(spec.columns(userType), setting);
      const columns = exportColumns(spec.columns(userType), chosen).map((c) => c.key);
      await recordUsage(db, principal.user.id, spec.id, 'export', at);
      return answerReportExport(deps, exportOwnerOf(principal), {
        reportId: spec.id, userType, scope: await resolveScope(db, principal), mode,
        filters: { range: filters.range ? { start: filters.range.start.toISOString(), end: filters.range.end.toISOString() } : null, values: filters.values },
        columns, sort: body.sort, order: body.order, timezoneOffset: body.timezoneOffset, timeZone: principal.user.timeZone,
        language: readerLanguage(request.headers['accept-language'], principal.user.language),
        fileName: reportFileName(spec.id, at, body.timezoneOffset, principal.user.timeZone), now: at.toISOString(),
      }, reply);
    },
  });

  // resend-webhooks: each picked event goes through the transaction resend-webhook action (ADR 0046), in the
  // caller's scope and mode; an event out of scope, of the other mode or without an endpoint is skipped.
  apiRoute(app, deps, E.resendWebhooks, {
    handler: async ({ mode, principal, body }) => {
      await visibleReport(db, principal, 'resend-webhooks');
      const scope = await resolveScope(db, principal);
      let resent = 0;
      for (const eventId of body.eventIds) {
        try {
          await db.transaction((tx) => resendWebhook({ tx, scope, actor: actorOf(principal), headers: { mode }, now: now() }, eventId, deliveryDepsOf(deps)));
          resent += 1;
        } catch (error) {
          // A refusal (409: no endpoint, other mode) or an event not found in scope (404) is skipped.
          if (!(error instanceof ApiError) || ![404, 409, 422].includes(error.statusCode)) throw error;
        }
      }
      return { resent, skipped: body.eventIds.length - resent };
    },
  });
}
