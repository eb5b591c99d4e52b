/**
 * The audit trail of the API (ADR 0081): apiRoute runs every mutating call (POST, PUT, PATCH, DELETE) in one
 * transaction with its audit event, so a change is never stored without its event nor an event without its change.
 * Routes that are mutating by method but change no business data are listed in AUDIT_EXEMPT with the reason; the
 * route walk (test/audit-trail.test.ts) fails for a mutating route that is neither audited nor listed.
 *
 * What an event says comes from the route: the action from its path and method (`support.label.create`), the target
 * from its last path parameter or the id the call answered, the owner from the caller (or the tenant a platform user
 * named), the changed fields from the body, or from what the handler notes (`noteChange`: the resource layer notes
 * the row before and after).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AI_ASSISTANT_ENDPOINTS, ANTIFRAUD_RULE_ENDPOINTS, BULK_UPDATE_ENDPOINTS, CRM_EMAIL_ENDPOINTS, DASHBOARD_ENDPOINTS, DATA_ANALYTICS_ENDPOINTS, NOTIFICATION_ENDPOINTS,
  auditActionOf, type AuditTargetType, type EndpointDeclaration,
} from '@portal/contracts';
import type { AuditChanges } from '../db/audit.schema';
import { inCallTransaction } from '../db/transaction-scope';
import { isUuid, newId } from '../lib/ids';
import { targetLabelOf } from '../lib/audit/target-label';
import { masked } from '../lib/audit/mask';
import { appendAuditEvent, type NewAuditEvent } from '../lib/audit/writer';
import type { Principal } from '../modules/users/repository';
import type { ApiDeps } from './deps';
import { ApiError } from './errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isMutating = (method: string): boolean => MUTATING.has(method.toUpperCase());

/**
 * Mutating routes that write no audit event, by "METHOD path" as declared (reviewed in ADR 0081): each either reads
 * (a query sent as POST because its filter is large) or changes only the caller's own view, never business data.
 * An entry that names no registered route fails the route walk, so the list cannot go stale.
 */
export const AUDIT_EXEMPT: Readonly<Record<string, string>> = Object.fromEntries(([
  [DASHBOARD_ENDPOINTS.previewWidget, 'Reads: the figures of a widget being edited, for its preview; nothing is stored until the widget is saved (audited).'],
  [BULK_UPDATE_ENDPOINTS.preview, 'Reads: which references a bulk status update would change; the update itself is a separate, audited call.'],
  [CRM_EMAIL_ENDPOINTS.preview, 'Reads: the e-mail as it would be sent from the record, filled with its values; sending it is a separate, audited call.'],
  [DATA_ANALYTICS_ENDPOINTS.sign, "Reads: signs the pop-up's layout with its session key; saving the layout is a separate, audited call."],
  [ANTIFRAUD_RULE_ENDPOINTS.backtest, 'Reads: counts what a draft rule would have done to past payments; saving and activating the rule are separate, audited calls.'],
  [NOTIFICATION_ENDPOINTS.markRead, "The caller's own read marks in their notification inbox: their view, not business data."],
  [NOTIFICATION_ENDPOINTS.markAllRead, "The caller's own read marks in their notification inbox: their view, not business data."],
  [AI_ASSISTANT_ENDPOINTS.create, "The caller's own AI conversation: their workspace, not business data (ADR 0105)."],
  [AI_ASSISTANT_ENDPOINTS.send, "The caller's own AI conversation; its tools are the API's own calls, each audited where it changes anything (ADR 0105)."],
  [AI_ASSISTANT_ENDPOINTS.approve, 'Runs the approved action through its own route as the caller (the refund route: audited there, in its own transaction); the decision is logged on the conversation (ADR 0105).'],
  [AI_ASSISTANT_ENDPOINTS.refuse, 'Nothing runs: the refusal is logged on the conversation (ADR 0105).'],
] as const).map(([endpoint, reason]) => [`${endpoint.method} ${endpoint.path}`, reason]));

/** What a call acted on: its path's last parameter (type from its name or the segment before it), or the id it answered. */
export function targetOf(path: string, params: Record<string, unknown>, result: unknown): { type: string; id: string | null } {
  const segments = path.split('/').filter(Boolean);
  const lastParam = segments.map((s, i) => ({ s, i })).filter(({ s }) => s.startsWith(':')).pop();
  if (lastParam) {
    const name = lastParam.s.slice(1);
    const before = segments.slice(0, lastParam.i).filter((s) => !s.startsWith(':')).pop();
    const type = name === 'id' || !/Id$/.test(name) ? (before ?? name) : name.replace(/Id$/, '');
    return { type, id: String(params[name] ?? '') || null };
  }
  const type = segments.filter((s) => !s.startsWith(':') && s !== 'api' && !/^v\d+$/.test(s)).pop() ?? 'api';
  return { type, id: answeredId(result) };
}

/** The id a create answered: `id`, or the one `...Id` field of its answer. */
function answeredId(result: unknown): string | null {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return null;
  const answer = result as Record<string, unknown>;
  if (typeof answer.id === 'string' || typeof answer.id === 'number') return String(answer.id);
  const ids = Object.entries(answer).filter(([k, v]) => /Id$/.test(k) && (typeof v === 'string' || typeof v === 'number'));
  return ids.length === 1 ? String(ids[0]![1]) : null;
}

/** What a handler may say about its change, more precisely than the body does. */
export interface ChangeNote {
  /** One the audit log names (AUDIT_TARGET_NAMES): a type only a handler notes is checked here, by its type. */
  targetType?: AuditTargetType;
  targetId?: string | null;
  tenantId?: string | null;
  merchantId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** What the target is called (targetLabelOf its row); the body's naming field when absent. */
  label?: string | null;
}

const notes = new AsyncLocalStorage<ChangeNote>();

/** Tells the running call's audit event what changed (later notes add to earlier ones). Outside a call it does nothing. */
export function noteChange(note: ChangeNote): void {
  const current = notes.getStore();
  if (current) Object.assign(current, note);
}

/**
 * Notes a row's change for the running call's event: the target and only the fields that differ (ADR 0081). Routes
 * outside the resource layer call it where the stored row before the change matters more than the request's body.
 */
export function noteRowChange(
  target: { type: AuditTargetType; id: string; tenantId?: string | null; merchantId?: string | null; label?: string },
  before: object | null, after: object | null,
): void {
  noteChange({
    targetType: target.type, targetId: target.id,
    ...(target.tenantId !== undefined ? { tenantId: target.tenantId } : {}), ...(target.merchantId !== undefined ? { merchantId: target.merchantId } : {}),
    ...changedFields(before as Record<string, unknown> | null, after as Record<string, unknown> | null),
    label: target.label ?? targetLabelOf(after, before),
  });
}

/** The fields that differ between two versions of a row, each side with only those (masked). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Pick<AuditChanges, 'before' | 'after'> {
  const b = (before ? masked(before) : null) as Record<string, unknown> | null;
  const a = (after ? masked(after) : null) as Record<string, unknown> | null;
  if (!b || !a) return { before: b, after: a };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, b[k] ?? null])), after: Object.fromEntries(keys.map((k) => [k, a[k] ?? null])) };
}

/** The request's own id (the portal's x-request-id) or a new one. */
function requestIdOf(request: FastifyRequest): string {
  const given = request.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && value.length <= 100 ? value : newId();
}

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 500) ?? null;
};

const uuidIn = (...sources: unknown[]): string | null => {
  for (const source of sources) if (typeof source === 'string' && isUuid(source)) return source;
  return null;
};

export interface AuditedCall {
  endpoint: EndpointDeclaration;
  principal: Principal;
  request: FastifyRequest;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function eventOf(call: AuditedCall, note: ChangeNote, result: unknown, refusal: ApiError | undefined): NewAuditEvent {
  const { principal, request, params, query } = call;
  const body = call.body && typeof call.body === 'object' && !Array.isArray(call.body) ? call.body as Record<string, unknown> : {};
  const target = targetOf(call.endpoint.path, params, result);
  const platform = principal.user.userType === 'platform';
  const tenantId = note.tenantId !== undefined ? note.tenantId
    : platform ? uuidIn(params.tenantId, query.tenantId, body.tenantId) : principal.user.tenantId;
  const merchantId = note.merchantId !== undefined ? note.merchantId
    : principal.user.merchantId ?? uuidIn(params.merchantId, query.merchantId, body.merchantId, params.organizationId, query.organizationId);
  const mode = header(request, 'mode');
  const byBody = call.endpoint.method === 'DELETE' ? { before: null, after: null } : { before: null, after: masked(call.body ?? null) as Record<string, unknown> | null };
  const label = note.label !== undefined ? note.label : targetLabelOf(byBody.after);
  const changes: AuditChanges = {
    before: note.before !== undefined ? note.before : byBody.before,
    after: note.after !== undefined ? note.after : byBody.after,
    ...(refusal ? { refusal: `${refusal.statusCode} ${refusal.message}` } : {}),
    ...(label ? { label } : {}),
  };
  return {
    tenantId, merchantId,
    actorUserId: principal.user.id, actorEmail: principal.user.email,
    mode: mode === 'Test' || mode === 'Live' ? mode : null,
    action: auditActionOf(call.endpoint), outcome: refusal ? 'refused' : 'ok',
    targetType: note.targetType ?? target.type, targetId: note.targetId !== undefined ? note.targetId : target.id,
    changes, requestId: requestIdOf(request), ip: request.ip ?? null, userAgent: header(request, 'user-agent'),
  };
}

const auditedByApp = new WeakMap<FastifyInstance, Map<string, string>>();
const targetsByApp = new WeakMap<FastifyInstance, Set<string>>();

/** Every route wrapped by `audited` on `app`, as "METHOD /svc/..." (the route walk compares it with the registry). */
export const auditedRoutes = (app: FastifyInstance): ReadonlySet<string> => new Set(auditedByApp.get(app)?.keys());

/** The actions the audited routes of `app` record (each has its name on the audit log: AUDIT_ACTION_NAMES). */
export const auditedActions = (app: FastifyInstance): ReadonlySet<string> => new Set(auditedByApp.get(app)?.values());

/**
 * The target types the audited routes of `app` record: each route's own (targetOf its path) and each resource's key
 * (the resource layer's changes name it). Each has its name on the audit log (AUDIT_TARGET_NAMES); the few types a
 * handler notes by hand are typed against that table instead.
 */
export const auditedTargets = (app: FastifyInstance): ReadonlySet<string> => new Set(targetsByApp.get(app));

/** Records a target type an audited route of `app` writes (see auditedTargets). */
export function markAuditTarget(app: FastifyInstance, targetType: string): void {
  const types = targetsByApp.get(app) ?? new Set<string>();
  targetsByApp.set(app, types);
  types.add(targetType);
}

/** Whether apiRoute wraps this declaration's handler: mutating and not exempt. */
export const needsAudit = (endpoint: Pick<EndpointDeclaration, 'method' | 'path'>): boolean =>
  isMutating(endpoint.method) && !(`${endpoint.method} ${endpoint.path}` in AUDIT_EXEMPT);

/** Records that apiRoute registered `urls` behind `audited`, recording `action` (called at registration, where the wrapping is decided). */
export function markAudited(app: FastifyInstance, method: string, urls: string[], action: string, targetType: string): void {
  const routes = auditedByApp.get(app) ?? new Map<string, string>();
  auditedByApp.set(app, routes);
  for (const url of urls) routes.set(`${method} ${url}`, action);
  markAuditTarget(app, targetType);
}

/** A refusal whose transaction the database had already aborted (a unique violation answered 409): logged on its own. */
class AbortedRefusal {
  constructor(readonly refusal: ApiError, readonly note: ChangeNote) {}
}

/**
 * Runs a mutating call in one transaction with its audit event. A refusal the handler chose (an ApiError below 500)
 * keeps what the handler wrote before it, as calls always did, and is logged as refused; anything else rolls the
 * call and its event back together. A refusal after a failed statement (the transaction is aborted then, so nothing
 * of it can be kept) is logged in a transaction of its own.
 */
export async function audited<T>(deps: ApiDeps, call: AuditedCall, run: () => Promise<T>): Promise<T> {
  let outcome: { result: T } | { refusal: ApiError };
  try {
    outcome = await inCallTransaction(deps.db, async (tx) => {
      const note: ChangeNote = {};
      let refusal: ApiError;
      try {
        const result = await notes.run(note, run);
        await appendAuditEvent(tx, eventOf(call, note, result, undefined));
        return { result };
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
        refusal = error;
      }
      try {
        await appendAuditEvent(tx, eventOf(call, note, undefined, refusal));
      } catch {
        throw new AbortedRefusal(refusal, note);
      }
      return { refusal };
    });
  } catch (error) {
    if (!(error instanceof AbortedRefusal)) throw error;
    await inCallTransaction(deps.db, (tx) => appendAuditEvent(tx, eventOf(call, error.note, undefined, error.refusal)));
    throw error.refusal;
  }
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.result;
}
