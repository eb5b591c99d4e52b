import type { FastifyInstance } from 'fastify';
import { DEFAULT_SERVICE_BASES } from '@portal/contracts';

/** What a call through the portal's own API answered: its status and parsed body (the error sentence on a refusal). */
export interface UserCallAnswer {
  status: number;
  body: unknown;
}

/** The caller's own credentials, passed to every tool (ADR 0105): the API decides what they may read or do. */
export interface UserCredentials {
  authorization: string;
  mode: 'Test' | 'Live';
}

export const merchantApi = (path: string): string => path.startsWith('api/') ? `${DEFAULT_SERVICE_BASES.merchant}/${path}` : `${DEFAULT_SERVICE_BASES.merchant}/api/v1/${path}`;
export const coreApi = (path: string): string => `${DEFAULT_SERVICE_BASES.unversioned}/${path}`;

/**
 * One call to the portal's API as the signed-in user: the same routes, access checks, scope, rules, four-eyes and
 * audit as the browser's own call, with the user's bearer token. Nothing here widens what they may do.
 */
export async function callAsUser(
  app: FastifyInstance, user: UserCredentials,
  request: { method: 'GET' | 'POST'; url: string; query?: Record<string, string | string[] | undefined>; headers?: Record<string, string>; body?: unknown },
): Promise<UserCallAnswer> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, one);
  }
  const search = query.toString();
  const res = await app.inject({
    method: request.method,
    url: search ? `${request.url}?${search}` : request.url,
    headers: {
      authorization: user.authorization, accept: 'application/json', mode: user.mode,
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}), ...request.headers,
    },
    ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
  });
  let body: unknown = res.body;
  try {
    body = res.body ? JSON.parse(res.body) : null;
  } catch { /* a text answer stays text */ }
  return { status: res.statusCode, body };
}

/** The API's own refusal sentence ({ error } or { message }), else the status. */
export function refusalOf(answer: UserCallAnswer): string {
  const body = answer.body as { error?: unknown; message?: unknown } | null;
  const said = body && typeof body === 'object' ? body.error ?? body.message : undefined;
  return typeof said === 'string' && said ? `${answer.status}: ${said}` : `The portal refused the call (${answer.status})`;
}
