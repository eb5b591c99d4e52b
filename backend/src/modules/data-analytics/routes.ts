import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/errors';
import { resolveScope } from '../../http/scope';
import { DATA_ANALYTICS, DATA_ANALYTICS_ENDPOINTS, pivotConfigProblem, reportPermissionOf, type PivotConfig, type ReportId } from '@portal/contracts';
import { loadPrincipal, type Principal } from '../users/repository';
import { REPORTS } from '../reports/definitions';
import { readFilters } from '../reports/filters';
import type { ReportSpec } from '../reports/report-spec';
import { runReport } from '../reports/run-report';
import { configurableFieldsOf, defaultPivotConfig } from './fields';
import { savedLayout, saveLayout } from './layouts';
import { AnalyticsSessions } from './sessions';
import { signLayout, tokenProblem } from './signing';

/** The report when the caller may open it (its user types and its menu entry's permission), else 403. */
function reportFor(principal: Principal, id: ReportId): ReportSpec {
  const spec = REPORTS[id];
  checkAccess(principal, { userTypes: [...spec.userTypes], anyPermission: [reportPermissionOf(id, principal.user.userType)] });
  return spec;
}

const fieldsFor = (principal: Principal, spec: ReportSpec) => configurableFieldsOf(spec.columns(principal.user.userType));

function checkLayout(principal: Principal, spec: ReportSpec, config: PivotConfig): void {
  const problem = pivotConfigProblem(config, fieldsFor(principal, spec));
  if (problem) throw badRequest(problem);
}

/**
 * The Data Analytics pop-up (issue 12, ADR 0056). The portal opens a session on a report (rows for its filters in
 * the caller's scope and mode, a licence key, the session's public key); the pop-up gets its layouts signed with
 * the licence key (the secret key stays here); the portal saves a layout whose token both sides checked; a closed
 * pop-up ends the session.
 */
export function dataAnalyticsRoutes(app: FastifyInstance, deps: ApiDeps, now: () => Date = () => new Date()): AnalyticsSessions {
  const { db } = deps;
  const E = DATA_ANALYTICS_ENDPOINTS;
  const sessions = new AnalyticsSessions(db, deps.vault, now);

  apiRoute(app, deps, E.open, {
    handler: async ({ mode, principal, body }) => {
      const spec = reportFor(principal, body.reportId);
      const userType = principal.user.userType;
      const filters = readFilters(spec.fields(userType), body.filters);
      const page = await runReport(spec, {
        db, scope: await resolveScope(db, principal), userType, mode, filters, timezoneOffset: body.timezoneOffset, now: now(),
      }, { pageIndex: 0, pageSize: DATA_ANALYTICS.maxRows });
      const fields = fieldsFor(principal, spec);
      const saved = await savedLayout(db, principal.user.id, spec.id);
      // A layout saved before the report's columns changed falls back to the default.
      const reportConfig = saved && !pivotConfigProblem(saved, fields) ? saved : defaultPivotConfig(fields);
      const { session, licenseKey } = await sessions.open(principal.user.id, spec.id);
      return {
        sessionId: session.id, licenseKey, publicKey: session.keys.publicKeyHex, expiresAt: session.expiresAt.toISOString(),
        reportId: spec.id, reportName: spec.title, data: page.data, count: page.count, configurableFields: fields, reportConfig,
      };
    },
  });

  // The pop-up holds no portal sign-in: its licence key names the session, and the session its user.
  const byLicence = async (request: FastifyRequest): Promise<Principal> => {
    const { sessionId } = request.params as { sessionId: string };
    const licenseKey = request.headers['x-license-key'];
    const session = typeof licenseKey === 'string' ? await sessions.byLicence(sessionId, licenseKey) : undefined;
    if (!session) throw unauthorized('This licence key opens no live Data Analytics session');
    const principal = await loadPrincipal(db, session.userId);
    if (!principal?.user.isActive) throw unauthorized('The account is not active');
    return principal;
  };

  apiRoute(app, deps, E.sign, {
    authenticate: byLicence,
    handler: async ({ principal, params, body }) => {
      const session = (await sessions.find(params.sessionId))!;
      const spec = reportFor(principal, session.reportId);
      checkLayout(principal, spec, body.reportConfig);
      return { token: signLayout(session.keys, { sid: session.id, rid: session.reportId, config: body.reportConfig, now: now() }) };
    },
  });

  apiRoute(app, deps, E.saveLayout, {
    handler: async ({ principal, params, body }) => {
      const session = await sessions.find(params.sessionId);
      if (!session || session.userId !== principal.user.id) throw notFound('No live Data Analytics session of yours has this id');
      const spec = reportFor(principal, session.reportId);
      checkLayout(principal, spec, body.reportConfig);
      const at = now();
      const problem = tokenProblem(body.token, { publicKeyHex: session.keys.publicKeyHex, sid: session.id, rid: session.reportId, config: body.reportConfig, now: at });
      if (problem) throw forbidden(`The layout was not saved: ${problem}`);
      await saveLayout(db, principal.user.id, session.reportId, body.reportConfig, at);
      return { reportConfig: body.reportConfig, updatedAt: at.toISOString() };
    },
  });

  apiRoute(app, deps, E.close, {
    handler: async ({ principal, params }) => {
      const session = await sessions.find(params.sessionId);
      if (!session || session.userId !== principal.user.id) throw notFound('No live Data Analytics session of yours has this id');
      await sessions.end(session.id);
    },
  });
  return sessions;
}
