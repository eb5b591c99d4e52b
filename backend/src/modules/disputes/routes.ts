import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkAccess } from '../../http/api-route';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { resolveScope } from '../../http/scope';
import { DISPUTE_ENDPOINTS, DISPUTE_PERMISSIONS, disputeVerdict, type DisputeAction } from '@portal/contracts';
import { actorOf, type ActionContext } from '../transactions/actions/types';
import type { Principal } from '../users/repository';
import { disputePage, disputeRecords, disputeRows, disputeWhere, type DisputeRow } from './repository';
import { acceptDispute, decideDispute, DISPUTE_NOT_FOUND, lockDispute, readEvidenceFiles, submitEvidence } from './service';
import { and, eq } from 'drizzle-orm';
import { disputes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { scopeWhere } from '../../http/scope';

/**
 * Disputes (issue 13 part A, ADR 0050): tenant staff holding the disputes page's permission see their tenant's,
 * platform staff every tenant's (tenantId narrows); acting needs the transaction actions' permission. The Mode
 * header picks Test or Live disputes, as it picks transactions.
 */
export function disputeRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const E = DISPUTE_ENDPOINTS;
  const staff = { userTypes: ['crm' as const, 'platform' as const] };

  const mayView = (principal: Principal) =>
    checkAccess(principal, { userTypes: ['crm', 'platform'], anyPermission: [DISPUTE_PERMISSIONS.view, DISPUTE_PERMISSIONS.platform, 'Platform.Transaction.Lookup'] });
  const canAct = (principal: Principal) =>
    principal.permissions.has(principal.user.userType === 'platform' ? DISPUTE_PERMISSIONS.platform : DISPUTE_PERMISSIONS.act);
  const mayAct = (principal: Principal) =>
    checkAccess(principal, { userTypes: ['crm', 'platform'], anyPermission: [principal.user.userType === 'platform' ? DISPUTE_PERMISSIONS.platform : DISPUTE_PERMISSIONS.act] });

  /** What the caller may do on a dispute now: the rules, its permission, and who records a live decision. */
  const actionsFor = (principal: Principal, now: Date) => (row: DisputeRow): DisputeAction[] => {
    if (!canAct(principal)) return [];
    const actions: DisputeAction[] = [];
    if (!disputeVerdict('submitEvidence', row, now)) actions.push('submitEvidence');
    if (!disputeVerdict('accept', row, now)) actions.push('accept');
    if (!disputeVerdict('decide', row, now) && (principal.user.userType === 'platform' || row.mode === 'Test')) actions.push('decide');
    return actions;
  };

  const one = async (principal: Principal, id: string, tenantId?: string) => {
    const scope = await resolveScope(db, principal, { tenantId });
    const [row] = await disputeRows(db, and(eq(disputes.id, id), scopeWhere(scope, disputes)));
    if (!row) throw notFound(DISPUTE_NOT_FOUND);
    const now = new Date();
    return (await disputeRecords(db, [row], now, actionsFor(principal, now)))[0]!;
  };

  apiRoute(app, deps, E.list, {
    access: staff,
    handler: async ({ mode, principal, query }) => {
      mayView(principal);
      const scope = await resolveScope(db, principal, { tenantId: query.tenantId });
      const page = await disputePage(db, disputeWhere(scope, mode, query), { pageIndex: query.pageIndex ?? 0, pageSize: query.pageSize ?? 20 });
      const now = new Date();
      return { count: page.count, data: await disputeRecords(db, page.rows, now, actionsFor(principal, now)) };
    },
  });

  apiRoute(app, deps, E.detail, {
    access: staff,
    handler: async ({ principal, params, query }) => {
      mayView(principal);
      return one(principal, params.disputeId, query.tenantId);
    },
  });

  /** One change in one database transaction, the dispute locked; answers the dispute as it is after. */
  const change = async (principal: Principal, request: FastifyRequest, id: string, act: (ctx: ActionContext, row: DisputeRow) => Promise<string>) => {
    mayAct(principal);
    const scope = await resolveScope(db, principal);
    const message = await db.transaction(async (tx) => {
      const row = await lockDispute(tx, scope, id);
      return act({ tx, actor: actorOf(principal), scope, headers: { mode: row.mode }, now: new Date() }, row);
    });
    void request;
    return { dispute: await one(principal, id), message };
  };

  apiRoute(app, deps, E.evidence, {
    access: staff,
    handler: async ({ principal, request, params, body }) => {
      mayAct(principal);
      // Read through the files module before the database transaction (PGlite has one connection).
      const files = await readEvidenceFiles(db, principal, body.fileIds);
      return change(principal, request, params.disputeId, (ctx, row) => submitEvidence(ctx, row, { text: body.text, files }));
    },
  });
  apiRoute(app, deps, E.accept, {
    access: staff,
    handler: ({ principal, request, params, body }) => change(principal, request, params.disputeId, (ctx, row) => acceptDispute(ctx, row, body?.note)),
  });
  apiRoute(app, deps, E.decision, {
    access: staff,
    handler: ({ principal, request, params, body }) => change(principal, request, params.disputeId, (ctx, row) => decideDispute(ctx, principal, row, body.outcome, body.note)),
  });
}
