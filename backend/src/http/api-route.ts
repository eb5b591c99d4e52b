import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { DEFAULT_SERVICE_BASES } from '../lib/contracts';
import type { UserTypeValue } from '../db/schema';
import type { Principal } from '../modules/users/repository';
import { authenticate } from './auth';
import { forbidden } from './errors';
import { ADDRESS_LIMITED } from './rate-limits';
import type { ApiDeps } from './deps';

/** Who may call a route: user types and (any one of) permissions; both optional. */
export interface Access {
  userTypes?: UserTypeValue[];
  anyPermission?: string[];
}

export interface ApiContext<P, Q, B> {
  principal: Principal;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ApiRouteDef<P, Q, B> {
  method: HTTPMethods;
  /** Relative path as the portal calls it (contracts API_PATHS), with :params. */
  path: string;
  summary: string;
  tags: string[];
  access?: Access;
  /** Service the path belongs to (default merchant); 'unversioned' for support, fs, ... (lives at /svc/core/<path>). */
  base?: 'merchant' | 'unversioned';
  schema?: Omit<FastifySchema, 'summary' | 'tags'>;
  /** Status for a successful answer (default 200; 204 sends no body). */
  status?: number;
  /** Under the per-address limit of ADR 0034 (actions that send mail or reset passwords). */
  rateLimited?: boolean;
  handler: (ctx: ApiContext<P, Q, B>) => Promise<unknown>;
}

const MERCHANT = DEFAULT_SERVICE_BASES.merchant;
const UNVERSIONED = DEFAULT_SERVICE_BASES.unversioned;

/**
 * Where a relative path lives (spec part 1 section 7): "api/..." under the merchant base as is; any
 * other path under /api/v1 and, for tenant-side callers, also under /api/v1/crm.
 */
export function urlsFor(path: string, base: 'merchant' | 'unversioned' = 'merchant'): string[] {
  if (base === 'unversioned') return [`${UNVERSIONED}/${path}`];
  return path.startsWith('api/') ? [`${MERCHANT}/${path}`] : [`${MERCHANT}/api/v1/${path}`, `${MERCHANT}/api/v1/crm/${path}`];
}

export function checkAccess(principal: Principal, access: Access | undefined): void {
  if (!access) return;
  if (access.userTypes && !access.userTypes.includes(principal.user.userType)) {
    throw forbidden('Your user type cannot use this resource');
  }
  if (access.anyPermission?.length && !access.anyPermission.some((p) => principal.permissions.has(p))) {
    throw forbidden('You do not have the permission this resource needs');
  }
}

function describeAccess(access: Access | undefined): string {
  const parts = ['Bearer access token (aud urn:portal:api).'];
  if (access?.userTypes) parts.push(`User types: ${access.userTypes.join(', ')}.`);
  if (access?.anyPermission) parts.push(`Needs one of: ${access.anyPermission.join(', ')}.`);
  return parts.join(' ');
}

const registered = new WeakMap<FastifyInstance, Set<string>>();

/** Every API route registered on `app` through apiRoute, as "METHOD /svc/..." (the cross-scope walk reads it). */
export function registeredApiRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  return [...(registered.get(app) ?? [])].map((key) => {
    const [method, url] = key.split(' ') as [string, string];
    return { method, url };
  });
}

/**
 * Registers one API route at every URL it lives at, behind token verification and the access check.
 * Two paths may meet at one URL (lookup/active-countries under /crm is crm/lookup/active-countries):
 * the first registration serves it.
 */
export function apiRoute<P = unknown, Q = unknown, B = unknown>(app: FastifyInstance, deps: ApiDeps, def: ApiRouteDef<P, Q, B>): void {
  const seen = registered.get(app) ?? new Set<string>();
  registered.set(app, seen);
  for (const url of urlsFor(def.path, def.base)) {
    if (seen.has(`${def.method} ${url}`)) continue;
    seen.add(`${def.method} ${url}`);
    app.route({
      method: def.method,
      url,
      ...(def.rateLimited ? { config: ADDRESS_LIMITED } : {}),
      schema: {
        ...def.schema,
        summary: def.summary,
        description: describeAccess(def.access),
        tags: def.tags,
        security: [{ bearer: [] }],
      },
      handler: async (request, reply) => {
        const principal = await authenticate(request, deps);
        checkAccess(principal, def.access);
        const result = await def.handler({
          principal, request, reply,
          params: request.params as P, query: request.query as Q, body: request.body as B,
        });
        if (def.status === 204) return reply.code(204).send();
        return reply.code(def.status ?? 200).send(result);
      },
    });
  }
}
