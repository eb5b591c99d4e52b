/**
 * Registers API routes (ADR 0014). The one way: `apiRoute(app, deps, ENDPOINT, { access, handler })` with a
 * declaration from @portal/contracts (defineEndpoint). Fastify validates params, query, body and headers with the
 * declaration's schemas and serialises the answer with its response schema; the handler gets them typed, no casts:
 *
 *   apiRoute(app, deps, SUPPORT_ENDPOINTS.label, {
 *     access: readAccess,
 *     handler: async ({ principal, params, query }) => toLabel(await own(principal, params.labelId, query.tenantId)),
 *   });
 *
 * The handler's result is sent with the declaration's first 2xx status (204 and 'empty' send no body).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { auditActionOf, DEFAULT_SERVICE_BASES, normaliseQuery, type BodyOf, type EndpointDeclaration, type HeadersOf, type ModeOf, type ParamsOf, type QueryOf, type ResultOf } from '@portal/contracts';
import { endpointSchema } from './endpoint-schema';
import type { UserTypeValue } from '../db/schema';
import type { Principal } from '../modules/users/repository';
import { authenticate } from './auth';
import { requireSca, scaRequiredBy } from '../modules/sca/require-sca';
import { MERCHANT_AREA_STAGES, areaOpenAt, merchantStageOf, passesOnlyThroughClosedAreas, stageRefusal, type MerchantArea } from '@portal/contracts';
import { forbidden } from './errors';
import { readMode } from './mode';
import { ADDRESS_LIMITED } from './rate-limits';
import type { ApiDeps } from './deps';
import { audited, markAudited, needsAudit, targetOf } from './audit-trail';
import { decodeDeclaredText } from './kit-encoded-text';

/** Who may call a route: user types, (any one of) permissions and, for merchants, the boarding stage; all optional. */
export interface Access {
  userTypes?: UserTypeValue[];
  anyPermission?: string[];
  /**
   * The merchant area the route acts in (ADR 0111): a merchant user whose stage may not use it (`MERCHANT_AREA_STAGES`,
   * the table the menu and route guards read) is refused with a sentence saying why. Staff are not limited by it.
   */
  merchantArea?: MerchantArea;
}

/**
 * Service a path belongs to: merchant (default), 'unversioned' (support, fs, ...: lives at /svc/core/<path>) or
 * 'reporting' ("reporting..." paths: /svc/reporting/<path>, where the api-client sends them).
 */
type ServiceBase = 'merchant' | 'unversioned' | 'reporting' | 'public';

const MERCHANT = DEFAULT_SERVICE_BASES.merchant;
const UNVERSIONED = DEFAULT_SERVICE_BASES.unversioned;
const REPORTING = DEFAULT_SERVICE_BASES.reporting;

/**
 * Where a relative path lives (spec part 1 section 7): "api/..." under the merchant base as is; any
 * other path under /api/v1 and, for tenant-side callers, also under /api/v1/crm.
 */
export function urlsFor(path: string, base: ServiceBase = 'merchant'): string[] {
  if (base === 'unversioned') return [`${UNVERSIONED}/${path}`];
  if (base === 'reporting') return [`${REPORTING}/${path}`];
  // The public REST API (ADR 0104): on the portal's origin, called with API keys.
  if (base === 'public') return [`/api/v1/${path}`];
  return path.startsWith('api/') ? [`${MERCHANT}/${path}`] : [`${MERCHANT}/api/v1/${path}`, `${MERCHANT}/api/v1/crm/${path}`];
}

export function checkAccess(principal: Principal, access: Access | undefined): void {
  if (!access) return;
  if (access.userTypes && !access.userTypes.includes(principal.user.userType)) {
    throw forbidden('Your user type cannot use this resource');
  }
  const held = access.anyPermission?.filter((p) => principal.permissions.has(p)) ?? [];
  if (access.anyPermission?.length && held.length === 0) {
    throw forbidden('You do not have the permission this resource needs');
  }
  if (principal.user.userType === 'merchant' && (access.merchantArea || held.length > 0)) {
    const stage = merchantStageOf(principal.merchant?.processingStatus);
    // The route's own area, or (ADR 0111) the areas of the permissions the caller passes with: a boarding merchant's
    // reads of reports, payment settings or developer settings are refused as their pages are.
    const closed = stage && (access.merchantArea ? !areaOpenAt(access.merchantArea, stage) : passesOnlyThroughClosedAreas(held, stage));
    if (stage && closed) throw forbidden(stageRefusal(stage));
  }
}

function describeAccess(access: Access | undefined, base?: ServiceBase): string {
  // The public API's caller holds an API key (ADR 0104), not a portal session's token.
  if (base === 'public') return 'Authorization: Bearer sk_test_... or sk_live_... (an API key; its scopes and mode apply).';
  const parts = ['Bearer access token (aud urn:portal:api).'];
  if (access?.userTypes) parts.push(`User types: ${access.userTypes.join(', ')}.`);
  if (access?.anyPermission) parts.push(`Needs one of: ${access.anyPermission.join(', ')}.`);
  if (access?.merchantArea) parts.push(`Merchants at boarding stage: ${MERCHANT_AREA_STAGES[access.merchantArea].stages.join(', ')}.`);
  return parts.join(' ');
}

/**
 * A handler's answer with another 2xx status its declaration lists (an export answers its file with 200, or
 * 202 and a job): `return answerWith(202, job)`. Anything else a handler returns goes with the first 2xx.
 */
export class StatusAnswer {
  constructor(readonly status: number, readonly body: unknown) {}
}
export const answerWith = (status: number, body: unknown): StatusAnswer => new StatusAnswer(status, body);

/**
 * What a handler answers: the endpoint's result as the contract types it (ResultOf), or another declared 2xx
 * (answerWith). A download (responseType 'blob' or 'text') answers its bytes: a Buffer, a stream or a string; an
 * answer without a body (204, 'empty') answers nothing.
 */
export type HandlerResult<E> = StatusAnswer | (
  E extends { responseType: 'blob' | 'text' } ? Buffer | NodeJS.ReadableStream | string
    : undefined extends ResultOf<E> ? Declared<ResultOf<E>> | void
      : Declared<ResultOf<E>>
);

/**
 * A response schema's type with its declared properties only: an object schema that does not forbid other
 * properties derives an index signature (`[x: string]: unknown`), which the contracts' interfaces (LookupItem,
 * QuickPanelNote, ...) do not have. The serializer sends the declared properties; those are what a handler owes.
 */
type Declared<T> = T extends readonly (infer Item)[] ? Array<Declared<Item>>
  : T extends object ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Declared<T[K]> }
    : T;

const registered = new WeakMap<FastifyInstance, Set<string>>();
const declaredPrimaries = new WeakMap<FastifyInstance, Set<string>>();

/** Every API route registered on `app` through apiRoute, as "METHOD /svc/..." (the cross-scope walk reads it). */
export function registeredApiRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  return [...(registered.get(app) ?? [])].map((key) => {
    const [method, url] = key.split(' ') as [string, string];
    return { method, url };
  });
}

/** What a declared route's handler gets: the caller and the request's parts, typed from the declaration. */
export interface RouteContext<E extends EndpointDeclaration> {
  principal: Principal;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  headers: HeadersOf<E>;
  /** The system mode of a `modeScoped` endpoint (its Mode header: Test when absent, 400 unless Test or Live). */
  mode: ModeOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions<E extends EndpointDeclaration> {
  access?: Access;
  /** Under the per-address limit of ADR 0034 (actions that send mail or reset passwords). */
  rateLimited?: boolean;
  /**
   * Who calls, when not a bearer token says so: a route whose caller holds another key (the Data Analytics pop-up's
   * licence key, ADR 0056) finds the principal it acts for itself, or refuses (401). The access check still applies.
   */
  authenticate?: (request: FastifyRequest) => Promise<Principal>;
  handler: (ctx: RouteContext<E>) => Promise<HandlerResult<E>>;
}

/** RouteOptions before the declaration's types are known (deriving them from any schema is too deep for tsc). */
interface UntypedRouteOptions {
  access?: Access;
  rateLimited?: boolean;
  authenticate?: (request: FastifyRequest) => Promise<Principal>;
  handler: (ctx: never) => Promise<unknown>;
}

/** Every declaration registered on `app` (the contract test compares them with contracts' list). */
const declared = new WeakMap<FastifyInstance, Set<EndpointDeclaration>>();
export const declaredEndpoints = (app: FastifyInstance): EndpointDeclaration[] => [...(declared.get(app) ?? [])];

/** Each declaration's access check as registered (the API reference lists only what its reader may call; ADR 0099). */
const accessByDeclaration = new WeakMap<FastifyInstance, Map<EndpointDeclaration, Access | undefined>>();
export const declaredAccess = (app: FastifyInstance): ReadonlyMap<EndpointDeclaration, Access | undefined> => accessByDeclaration.get(app) ?? new Map();

/**
 * Registers one API route at every URL it lives at, behind token verification and the access check.
 * Two paths may meet at one URL (lookup/active-countries under /crm is crm/lookup/active-countries):
 * the first registration serves it.
 */
export function apiRoute<const E extends EndpointDeclaration>(app: FastifyInstance, deps: ApiDeps, endpoint: E, options: NoInfer<RouteOptions<E>>): void;
export function apiRoute(app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: UntypedRouteOptions): void {
  const set = declared.get(app) ?? new Set<EndpointDeclaration>();
  declared.set(app, set.add(endpoint));
  const accesses = accessByDeclaration.get(app) ?? new Map<EndpointDeclaration, Access | undefined>();
  if (!accesses.has(endpoint)) accessByDeclaration.set(app, accesses.set(endpoint, options.access));
  const { schema, status, empty } = endpointSchema(endpoint);
  // A mutating call runs in one transaction with its audit event (ADR 0081); the rest run as they are.
  const auditing = needsAudit(endpoint);
  register(app, endpoint.method, endpoint.path, endpoint.base, {
    ...(options.rateLimited ? { config: ADDRESS_LIMITED } : {}),
    preValidation: [
      ...(endpoint.query ? [listsAndBlanks(endpoint)] : []),
      ...(endpoint.optionalBody ? [absentBodyIsNull] : []),
      ...(endpoint.base !== 'public' && (endpoint.body || endpoint.query) ? [typedText(endpoint)] : []),
    ],
    schema: { ...schema, description: describeAccess(options.access, endpoint.base), security: [{ bearer: [] }] },
  }, async (request, reply) => {
    const principal = options.authenticate ? await options.authenticate(request) : await authenticate(request, deps);
    checkAccess(principal, options.access);
    // A change that relies on a permission the caller's role marks SCA-required needs a code (ADR 0080).
    if (scaRequiredBy(principal, endpoint.method, options.access?.anyPermission).length) await requireSca(deps, principal, request);
    const mode = endpoint.modeScoped ? readMode(request) : undefined;
    const body = endpoint.body ? request.body ?? null : undefined;
    const handle = () => (options.handler as (ctx: unknown) => Promise<unknown>)({
      principal, request, reply, mode,
      // Validated by Fastify against the declaration's schemas before the handler runs: these are their types.
      params: request.params as never, query: request.query as never, body: body as never, headers: request.headers as never,
    });
    const result = auditing
      ? await audited(deps, { endpoint, principal, request, body, params: request.params as Record<string, unknown>, query: (request.query ?? {}) as Record<string, unknown> }, handle)
      : await handle();
    if (result instanceof StatusAnswer) {
      if (!/^2\d\d$/.test(String(result.status)) || !(result.status in endpoint.responses)) throw new Error(`${endpoint.path} does not declare ${result.status}`);
      return reply.code(result.status).send(result.body);
    }
    if (empty) return reply.code(status).send();
    return reply.code(status).send(result);
  }, auditing ? { action: auditActionOf(endpoint), targetType: targetOf(endpoint.path, {}, null).type } : null);
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type RouteExtras = Pick<RouteOptionsOf, 'config' | 'preValidation' | 'schema'>;
type RouteOptionsOf = Parameters<FastifyInstance['route']>[0];

/** Lists as one array (repeated or comma-joined), blank parameters left out: then the declaration validates (normaliseQuery). */
const listsAndBlanks = (endpoint: EndpointDeclaration) => async (request: FastifyRequest): Promise<void> => {
  request.query = normaliseQuery(endpoint.query, (request.query ?? {}) as Record<string, unknown>);
};

/** Plain text as the user typed it: the portal's forms send it HTML-encoded (kit-encoded-text.ts). */
const typedText = (endpoint: EndpointDeclaration) => async (request: FastifyRequest): Promise<void> => {
  if (endpoint.body && request.body != null) request.body = decodeDeclaredText(endpoint.body, request.body);
  if (endpoint.query && request.query) request.query = decodeDeclaredText(endpoint.query, request.query);
};

/** A request that may come without a body reaches validation (and the handler) with body null. */
async function absentBodyIsNull(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = null;
}

function register(app: FastifyInstance, method: HTTPMethods, path: string, base: ServiceBase | undefined, extras: RouteExtras, handler: Handler, audit: { action: string; targetType: string } | null): void {
  const seen = registered.get(app) ?? new Set<string>();
  registered.set(app, seen);
  const primaries = declaredPrimaries.get(app) ?? new Set<string>();
  declaredPrimaries.set(app, primaries);
  const [primary] = urlsFor(path, base);
  // Two declarations of one method and path would leave the second handler unreachable without a word (a lookup
  // answered with the other endpoint's shape): refuse at start-up. Only the /crm alias of a versioned path may meet
  // an explicit declaration (the first registered answers).
  if (primaries.has(`${method} ${primary}`)) throw new Error(`${method} ${primary} is declared twice: one endpoint per method and path`);
  primaries.add(`${method} ${primary}`);
  for (const url of urlsFor(path, base)) {
    if (seen.has(`${method} ${url}`)) continue;
    seen.add(`${method} ${url}`);
    app.route({ method, url, ...extras, handler });
    if (audit) markAudited(app, method, [url], audit.action, audit.targetType);
  }
}
