/**
 * The public REST API under /api/v1 on the portal's origin (issue 34 item 5, ADR 0104), called with a secret key
 * (`Authorization: Bearer sk_...`). Each call: the key (401 and which: missing, mistyped, unknown, revoked, expired),
 * the per-key rate limit (RateLimit-* headers, 429), the key's scope (403), then the portal's own services and rules
 * as the key's creator, in the key's mode only: the lookup and its scope, the refund's rule table and four-eyes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import {
  PAYMENT_LINK_MESSAGES, PAYMENT_LINK_PUBLIC_ENDPOINTS as L, PUBLIC_API_ENDPOINTS as E, TRANSACTION_LOOKUP_LIMITS, type ApiKeyScope, type PaymentLinkBody,
} from '@portal/contracts';
import { apiKeys, webhookEndpoints } from '../../db/schema';
import type { Db } from '../../db/client';
import { answerWith, apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError } from '../../http/errors';
import { resolveScope } from '../../http/scope';
import { stableId } from '../../lib/ids';
import { mayList } from '../transactions/access';
import { mayAct } from '../transactions/actions/access';
import { checkActionQuota } from '../transactions/actions/action-quota';
import { idempotent } from '../transactions/actions/idempotency';
import { runAction } from '../transactions/actions/service';
import { actorOf, type Tx } from '../transactions/actions/types';
import { ownTransaction } from '../transactions/detail.repository';
import { lookUp } from '../transactions/routes';
import { endpointRow } from '../webhooks/endpoint-rows';
import { createLink, sessionBody } from '../payment-links/create';
import { countSession, minutesOf } from '../payment-links/pay-limits';
import { settingsOf } from '../payment-links/routes';
import type { Principal } from '../users/repository';
import { callerOfKey, requireScope, type KeyCaller } from './authenticate';
import { apiKeyClock } from './clock';
import { PublicApiError, refusal } from './public-error';
import { countCall } from './rate-limit';

const CODE_BY_STATUS: Record<number, string> = { 400: 'invalid_request', 403: 'api_key_permission', 404: 'not_found', 409: 'refused', 422: 'refused' };

/** The portal's refusals in the public API's form: every one carries a code. */
function withCode(error: unknown): unknown {
  if (error instanceof PublicApiError || !(error instanceof ApiError)) return error;
  const code = CODE_BY_STATUS[error.statusCode];
  return code ? new PublicApiError(error.statusCode, error.message, code) : error;
}

/** "Last used" moves at most once a minute: busy keys do not queue on their row's lock. */
async function noteUse(db: Db, keyId: string, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - 60_000)))));
}

export function publicApiRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const callers = new WeakMap<FastifyRequest, KeyCaller>();
  const authenticate = async (request: FastifyRequest): Promise<Principal> => {
    const caller = await callerOfKey(db, request);
    callers.set(request, caller);
    return caller.principal;
  };
  /** The one call a publishable key may make: a hosted payment session (ADR 0108). */
  const authenticateSession = async (request: FastifyRequest): Promise<Principal> => {
    const caller = await callerOfKey(db, request, { publishable: true });
    callers.set(request, caller);
    return caller.principal;
  };

  /** The call's key, counted against its rate limit, holding `scope` (null: a publishable key's session); the handler's refusals carry codes. */
  const keyed = <T>(scope: ApiKeyScope | null, request: FastifyRequest, reply: FastifyReply, handle: (caller: KeyCaller) => Promise<T>): Promise<T> => (async () => {
    const caller = callers.get(request)!;
    await countCall(db, caller.key.id, reply);
    if (scope) requireScope(caller, scope);
    await noteUse(db, caller.key.id, apiKeyClock.now());
    try {
      return await handle(caller);
    } catch (error) {
      throw withCode(error);
    }
  })();

  /** The key's owner as a scope: a merchant key its merchant, a tenant key its tenant. */
  const scopeOf = (caller: KeyCaller) => resolveScope(db, caller.principal, {});

  apiRoute(app, deps, E.transactions, {
    authenticate,
    handler: ({ request, reply, query }) => keyed('transactions:read', request, reply, async (caller) => {
      mayList(caller.principal);
      const { limit, ...filters } = query;
      const kind = caller.principal.user.userType === 'merchant' ? 'merchant' : 'tenant';
      const page = await lookUp(deps, kind, await scopeOf(caller), { ...filters, pageSize: limit }, caller.mode, TRANSACTION_LOOKUP_LIMITS.defaultPageSize);
      return { data: page.data, has_more: page.nextCursor !== null, next_cursor: page.nextCursor };
    }),
  });

  apiRoute(app, deps, E.transaction, {
    authenticate,
    handler: ({ request, reply, params }) => keyed('transactions:read', request, reply, async (caller) => {
      mayList(caller.principal);
      const tx = await ownTransaction(db, await scopeOf(caller), params.id);
      // A Test key never sees a Live transaction, nor the other way round.
      if (tx.mode !== caller.mode) throw new ApiError(404, 'Transaction not found');
      return tx;
    }),
  });

  apiRoute(app, deps, E.refunds, {
    authenticate,
    handler: ({ request, reply, body, headers }) => keyed('refunds:write', request, reply, async (caller) => {
      mayAct(caller.principal, 'act');
      await checkActionQuota(db, deps.config.actionQuota, caller.principal);
      const scope = await scopeOf(caller);
      const idempotencyKey = headers['idempotency-key'];
      if (!idempotencyKey) throw refusal('idempotencyKey');
      // One owner's Idempotency-Key names one request, whichever of its keys sends it.
      const requestId = stableId(`api-refund:${caller.key.tenantId}:${caller.key.merchantId ?? '-'}:${idempotencyKey}`);
      const answer = await idempotent(db, {
        requestId, userId: caller.principal.user.id, action: 'refund', target: body.transaction,
        request: { headers: { mode: caller.mode }, body: { amount: body.amount, reason: body.reason } },
      }, (tx: Tx) => runAction(
        { tx, actor: actorOf(caller.principal), scope, headers: { mode: caller.mode }, now: new Date() },
        'refund', body.transaction, { amount: body.amount, ...(body.reason ? { reason: body.reason } : {}) },
      ));
      if (!answer.ok) throw new PublicApiError(answer.status, answer.body.error, 'refused');
      return answer.body;
    }),
  });

  /** A payment link belongs to a merchant: a merchant's key (a tenant's has no merchant to take payments for). */
  const linkOwner = (caller: KeyCaller) => {
    if (!caller.key.merchantId) throw new PublicApiError(403, 'A payment link belongs to a merchant: use a key of the merchant (its TPP configuration page)', 'api_key_permission');
    return { tenantId: caller.key.tenantId, merchantId: caller.key.merchantId, mode: caller.mode, createdBy: caller.principal.user.id };
  };

  apiRoute(app, deps, L.create, {
    authenticate,
    handler: ({ request, reply, body }) => keyed('payment_links:write', request, reply, async (caller) =>
      answerWith(201, await createLink(db, deps.config.publicOrigin, linkOwner(caller), body as PaymentLinkBody))),
  });

  // A website's page calls the session endpoint from the browser: its preflight is answered for any origin, and the
  // handler then refuses an origin that is not one of the key's merchant's websites.
  const sessionUrl = '/api/v1/payment_sessions';
  app.options(sessionUrl, { schema: { hide: true } }, async (request, reply) => reply.code(204)
    .header('access-control-allow-origin', request.headers.origin ?? '*').header('vary', 'Origin')
    .header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'authorization, content-type')
    .header('access-control-max-age', '600').send());
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] === sessionUrl && request.method === 'POST' && request.headers.origin) {
      reply.header('access-control-allow-origin', request.headers.origin).header('vary', 'Origin');
    }
    return payload;
  });

  apiRoute(app, deps, L.session, {
    authenticate: authenticateSession,
    handler: ({ request, reply, body }) => {
      const publishable = callers.get(request)?.key.kind === 'publishable';
      return keyed(publishable ? null : 'payment_links:write', request, reply, async (caller) => {
        const owner = linkOwner(caller);
        if (publishable) {
          // A publishable key is public: it works only from the merchant's own websites (the settings' list).
          const origin = request.headers.origin ?? '';
          const { allowedWebsites } = await settingsOf(db, owner.merchantId);
          if (!allowedWebsites.includes(origin)) throw new PublicApiError(403, PAYMENT_LINK_MESSAGES.sessionOrigin, 'api_key_origin');
          // A browser's sessions count per address (card testing through fresh one-use links; ADR 0108).
          const waitMs = await countSession(db, request.ip);
          if (waitMs) {
            reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
            throw new PublicApiError(429, `Too many payment sessions from this address. Try again in ${minutesOf(waitMs)} minute${minutesOf(waitMs) === 1 ? '' : 's'}`, 'rate_limited');
          }
        }
        const link = await createLink(db, deps.config.publicOrigin, owner, sessionBody(body), true);
        return answerWith(201, { url: link.url, token: link.token, expires_at: link.expiresAt! });
      });
    },
  });

  apiRoute(app, deps, E.webhookEndpoints, {
    authenticate,
    handler: ({ request, reply }) => keyed('webhooks:read', request, reply, async (caller) => {
      const { tenantId, merchantId } = caller.key;
      const owned = merchantId ? eq(webhookEndpoints.merchantId, merchantId) : and(eq(webhookEndpoints.tenantId, tenantId), isNull(webhookEndpoints.merchantId));
      const rows = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(owned).orderBy(webhookEndpoints.createdAt);
      const data = [];
      for (const { id } of rows) data.push((await endpointRow(db, id))!);
      return { data };
    }),
  });
}
