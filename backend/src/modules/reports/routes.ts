import type { FastifyInstance } from 'fastify';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError } from '../../http/errors';
import { resolveScope } from '../../http/scope';
import { REPORT_ENDPOINTS, reportPermissionOf, type ReportDefinition, type ReportId } from '../../lib/contracts';
import { resendWebhook } from '../transactions/actions/resend-webhook';
import { actorOf } from '../transactions/actions/types';
import { readMode } from '../transactions/query';
import type { Principal } from '../users/repository';
import { REPORTS } from './definitions';
import { answerReportExport, exportColumns, reportFileName } from './export';
import { readFilters } from './filters';
import type { ReportSpec } from './report-spec';
import { runReport } from './run-report';

/** The report, when the caller's user type has it and the caller holds its menu entry's permission (else 403). */
function reportFor(principal: Principal, id: ReportId): ReportSpec {
  const spec = REPORTS[id];
  checkAccess(principal, { userTypes: [...spec.userTypes], anyPermission: [reportPermissionOf(id, principal.user.userType)] });
  return spec;
}

export function definitionOf(spec: ReportSpec, userType: Principal['user']['userType']): ReportDefinition {
  return {
    id: spec.id, title: spec.title, description: spec.description, fields: spec.fields(userType), columns: spec.columns(userType),
    chart: spec.chart, defaultSort: spec.defaultSort, defaultRangeDays: spec.defaultRangeDays, resend: spec.resend ?? false,
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
    handler: async ({ principal, params }) => definitionOf(reportFor(principal, params.reportId), principal.user.userType),
  });

  apiRoute(app, deps, E.data, {
    handler: async ({ principal, params, query, request }) => {
      const spec = reportFor(principal, params.reportId);
      const filters = readFilters(spec.fields(principal.user.userType), query as Record<string, unknown>);
      const scope = await resolveScope(db, principal);
      return runReport(spec, {
        db, scope, userType: principal.user.userType, mode: readMode(request), filters, timezoneOffset: query.timezoneOffset, now: now(),
      }, { pageIndex: query.pageIndex, pageSize: query.PageSize, sort: query.sort, order: query.order });
    },
  });

  // Export v3: the report as shown, its columns in order; the file, or a job above the export limit.
  apiRoute(app, deps, E.exportV3, {
    handler: async ({ principal, body, request, reply }) => {
      const spec = reportFor(principal, body.reportId);
      const userType = principal.user.userType;
      const filters = readFilters(spec.fields(userType), body.filters);
      const at = now();
      const columns = exportColumns(spec.columns(userType), body.columns).map((c) => c.key);
      return answerReportExport(deps, principal.user.id, {
        reportId: spec.id, userType, scope: await resolveScope(db, principal), mode: readMode(request),
        filters: { range: filters.range ? { start: filters.range.start.toISOString(), end: filters.range.end.toISOString() } : null, values: filters.values },
        columns, sort: body.sort, order: body.order, timezoneOffset: body.timezoneOffset,
        fileName: reportFileName(spec.id, at, body.timezoneOffset), now: at.toISOString(),
      }, reply);
    },
  });

  // resend-webhooks: each picked event goes through the transaction resend-webhook action (ADR 0046), in the
  // caller's scope and mode; an event out of scope, of the other mode or without an endpoint is skipped.
  apiRoute(app, deps, E.resendWebhooks, {
    handler: async ({ principal, body, request }) => {
      reportFor(principal, 'resend-webhooks');
      const scope = await resolveScope(db, principal);
      const mode = readMode(request);
      let resent = 0;
      for (const eventId of body.eventIds) {
        try {
          await db.transaction((tx) => resendWebhook({ tx, scope, actor: actorOf(principal), headers: { mode }, now: now() }, eventId));
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
