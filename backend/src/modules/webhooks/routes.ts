/**
 * Webhook endpoints and their delivery log (spec part 2: /crm/settings/webhook-endpoints for a tenant's own,
 * /merchant/payment-settings/webhook-endpoints for a merchant's; ADR 0100). A tenant's staff manage the tenant's
 * endpoints (merchant null), a merchant's users the merchant's: each sees only its own.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINT_ENDPOINTS as E, WEBHOOK_DELIVERIES_RESOURCE, WEBHOOK_ENDPOINTS_RESOURCE, WEBHOOK_ENDPOINT_LIMITS as LIMITS,
  WEBHOOK_ENDPOINT_MESSAGES as M, WEBHOOK_ENDPOINT_PERMISSIONS as P, WEBHOOK_TEST_EVENT, type WebhookDeliveryRow, type WebhookEndpointBody,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { users, webhookAttempts, webhookEndpointSecrets, webhookEndpoints, webhookMessages } from '../../db/schema';
import { afterCommit } from '../../db/transaction-scope';
import type { Access } from '../../http/api-route';
import { apiRoute, answerWith } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { isUuid, newId } from '../../lib/ids';
import { verifyPassword } from '../../lib/password';
import type { Principal } from '../users/repository';
import { requireSca } from '../sca/require-sca';
import { attemptDelivery, forgetSecrets } from './deliver';
import { deliveryDepsOf } from './delivery-settings';
import { endpointRow, endpointSelection, selectedRow } from './endpoint-rows';
import { newMessageId, wakeWebhookWorkers, webhookBody } from './outbox';
import { replayFailedDeliveries } from './replay';
import { newSigningSecret } from './signing';
import { checkEndpointBody } from './validation';

const ACCESS: Access = { userTypes: ['crm', 'merchant'], anyPermission: [P.tenant, P.merchant] };
const HOUR_MS = 60 * 60 * 1000;

/** Whose endpoints a caller manages: a merchant user its merchant's, tenant staff their tenant's own. */
function ownerOf(principal: Principal): { tenantId: string; merchantId: string | null } {
  const { user } = principal;
  if (user.userType === 'merchant' && user.merchantId) return { tenantId: principal.merchant?.tenantId ?? user.tenantId!, merchantId: user.merchantId };
  if (!user.tenantId) throw badRequest('A webhook endpoint belongs to a tenant or a merchant');
  return { tenantId: user.tenantId, merchantId: null };
}

const ownedWhere = (principal: Principal, table: { tenantId: typeof webhookEndpoints.tenantId; merchantId: typeof webhookEndpoints.merchantId }): SQL => {
  const owner = ownerOf(principal);
  return owner.merchantId ? eq(table.merchantId, owner.merchantId) : and(eq(table.tenantId, owner.tenantId), isNull(table.merchantId))!;
};

async function findOwned(db: Db, principal: Principal, id: string) {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), ownedWhere(principal, webhookEndpoints)));
  if (!row) throw notFound(`${WEBHOOK_ENDPOINTS_RESOURCE.title}: not found`);
  return row;
}

/**
 * The caller again: their password, or a code of their authenticator (the scaCode header, ADR 0080) when no password is
 * sent: without either, the 403 asks for a code, which the portal's code dialog answers (or says to set one up).
 */
async function checkPresence(deps: ApiDeps, principal: Principal, request: FastifyRequest, password: string | undefined): Promise<void> {
  if (password === undefined) return requireSca(deps, principal, request);
  const [user] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, principal.user.id));
  if (!user || !(await verifyPassword(password ?? '', user.hash))) throw badRequest(M.passwordWrong);
}

const bodyValues = (body: WebhookEndpointBody) => ({
  url: body.url.trim(), description: (body.description ?? '').trim(), eventTypes: [...body.eventTypes], headers: body.headers ?? [],
});

export function webhookEndpointRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, vault, config } = deps;
  const delivery = deliveryDepsOf(deps);
  const allowPrivate = config.webhookAllowPrivateNetworks;

  listRoute(app, deps, WEBHOOK_ENDPOINTS_RESOURCE, {
    access: ACCESS,
    select: (d) => d.select(endpointSelection(new Date())).from(webhookEndpoints).$dynamic(),
    countFrom: webhookEndpoints,
    columns: { id: webhookEndpoints.id, url: webhookEndpoints.url, description: webhookEndpoints.description, enabled: webhookEndpoints.enabled, createdAt: webhookEndpoints.createdAt },
    owner: { tenantId: webhookEndpoints.tenantId, merchantId: webhookEndpoints.merchantId },
    // Tenant staff see the tenant's own endpoints, not its merchants'.
    where: ({ scope }) => (scope.kind === 'merchant' ? undefined : isNull(webhookEndpoints.merchantId)),
    toRow: selectedRow as never,
  });

  apiRoute(app, deps, E.resource.one, {
    access: ACCESS,
    handler: async ({ principal, params }) => (await endpointRow(db, (await findOwned(db, principal, params.id)).id))! as never,
  });

  apiRoute(app, deps, E.resource.create, {
    access: ACCESS,
    handler: async ({ principal, body }) => {
      checkEndpointBody(body as WebhookEndpointBody, allowPrivate);
      const owner = ownerOf(principal);
      const id = newId();
      const now = new Date();
      const [row] = await db.insert(webhookEndpoints).values({ id, ...owner, ...bodyValues(body as WebhookEndpointBody), createdBy: principal.user.id, createdAt: now, updatedAt: now }).returning();
      const secret = newSigningSecret();
      await db.insert(webhookEndpointSecrets).values({ id: newId(), endpointId: id, tenantId: owner.tenantId, secret: await vault.seal(owner.tenantId, secret, { showLast4: false }) });
      noteRowChange({ type: WEBHOOK_ENDPOINTS_RESOURCE.key, id, ...owner }, null, { ...row, secret: undefined });
      return answerWith(201, { ...(await endpointRow(db, id))!, secret });
    },
  });

  apiRoute(app, deps, E.resource.update, {
    access: ACCESS,
    handler: async ({ principal, params, body }) => {
      const existing = await findOwned(db, principal, params.id);
      checkEndpointBody(body as WebhookEndpointBody, allowPrivate);
      const enabled = (body as WebhookEndpointBody).enabled ?? existing.enabled;
      const switched = enabled !== existing.enabled;
      const [row] = await db.update(webhookEndpoints).set({
        ...bodyValues(body as WebhookEndpointBody), enabled, updatedAt: new Date(),
        ...(switched ? { disabledReason: enabled ? null : 'Manual', failingSince: null } : {}),
      }).where(eq(webhookEndpoints.id, existing.id)).returning();
      noteRowChange({ type: WEBHOOK_ENDPOINTS_RESOURCE.key, id: existing.id, tenantId: existing.tenantId, merchantId: existing.merchantId }, existing, row!);
      // Re-enabled: its waiting messages go now.
      if (switched && enabled) afterCommit(wakeWebhookWorkers);
      return (await endpointRow(db, existing.id))! as never;
    },
  });

  apiRoute(app, deps, E.resource.remove, {
    access: ACCESS,
    handler: async ({ principal, params }) => {
      const existing = await findOwned(db, principal, params.id);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, existing.id));
      noteRowChange({ type: WEBHOOK_ENDPOINTS_RESOURCE.key, id: existing.id, tenantId: existing.tenantId, merchantId: existing.merchantId }, existing, null);
      return undefined as never;
    },
  });

  apiRoute(app, deps, E.revealSecret, {
    access: ACCESS,
    handler: async ({ principal, params, body, request }) => {
      const endpoint = await findOwned(db, principal, params.id);
      await checkPresence(deps, principal, request, body.password);
      const rows = await db.select().from(webhookEndpointSecrets).where(eq(webhookEndpointSecrets.endpointId, endpoint.id));
      const current = rows.find((r) => !r.expiresAt);
      const rolled = rows.filter((r) => r.expiresAt && r.expiresAt > new Date()).map((r) => r.expiresAt!.getTime());
      return { secret: current ? await vault.open(current.secret) : '', previousSecretExpiresAt: rolled.length ? new Date(Math.max(...rolled)).toISOString() : null };
    },
  });

  apiRoute(app, deps, E.rollSecret, {
    access: ACCESS,
    handler: async ({ principal, params, body, request }) => {
      const endpoint = await findOwned(db, principal, params.id);
      await checkPresence(deps, principal, request, body.password);
      const now = new Date();
      const expiresAt = new Date(now.getTime() + LIMITS.rolledSecretHours * HOUR_MS);
      // Only the secret being replaced stays valid for 24 h: an older rolled one ends now.
      await db.delete(webhookEndpointSecrets).where(and(eq(webhookEndpointSecrets.endpointId, endpoint.id), isNotNull(webhookEndpointSecrets.expiresAt)));
      await db.update(webhookEndpointSecrets).set({ expiresAt }).where(and(eq(webhookEndpointSecrets.endpointId, endpoint.id), isNull(webhookEndpointSecrets.expiresAt)));
      const secret = newSigningSecret();
      await db.insert(webhookEndpointSecrets).values({ id: newId(), endpointId: endpoint.id, tenantId: endpoint.tenantId, secret: await vault.seal(endpoint.tenantId, secret, { showLast4: false }) });
      afterCommit(() => forgetSecrets(endpoint.id));
      return { secret, previousSecretExpiresAt: expiresAt.toISOString() };
    },
  });

  apiRoute(app, deps, E.sendTest, {
    access: ACCESS,
    handler: async ({ principal, params }) => {
      const endpoint = await findOwned(db, principal, params.id);
      if (!endpoint.enabled) throw new ApiError(409, M.endpointDisabled);
      const at = delivery.now();
      const id = newMessageId();
      // Leased to this call: the worker leaves it alone unless this first attempt fails and a retry falls due.
      await db.insert(webhookMessages).values({
        id, endpointId: endpoint.id, tenantId: endpoint.tenantId, merchantId: endpoint.merchantId, eventType: WEBHOOK_TEST_EVENT,
        payload: webhookBody(WEBHOOK_TEST_EVENT, at, { endpointId: endpoint.id, message: 'A test event from the payments portal' }),
        status: 'Pending', nextAttemptAt: at, lockedUntil: new Date(at.getTime() + 60_000), createdAt: at,
      });
      return attemptDelivery(delivery, id);
    },
  });

  apiRoute(app, deps, E.resend, {
    access: ACCESS,
    handler: async ({ principal, params }) => {
      const endpoint = await findOwned(db, principal, params.id);
      const [message] = await db.select({ id: webhookMessages.id }).from(webhookMessages)
        .where(and(eq(webhookMessages.id, params.messageId), eq(webhookMessages.endpointId, endpoint.id)));
      if (!message) throw notFound(M.messageNotFound);
      return attemptDelivery(delivery, message.id, { manual: true });
    },
  });

  apiRoute(app, deps, E.replayFailed, {
    access: ACCESS,
    handler: async ({ principal, params, body }) => {
      const endpoint = await findOwned(db, principal, params.id);
      return { queued: await replayFailedDeliveries(db, endpoint.id, new Date(body.since), delivery.now()) };
    },
  });

  const uuidOrNothing = (column: typeof webhookAttempts.endpointId) => (value: unknown) =>
    typeof value === 'string' && value ? (isUuid(value) ? eq(column, value) : sql`false`) : undefined;
  listRoute(app, deps, WEBHOOK_DELIVERIES_RESOURCE, {
    access: ACCESS,
    select: (d) => d.select({ attempt: webhookAttempts, messageStatus: webhookMessages.status }).from(webhookAttempts)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookAttempts.messageId)).$dynamic(),
    countFrom: webhookAttempts,
    columns: { id: webhookAttempts.id, outcome: webhookAttempts.outcome, eventType: webhookAttempts.eventType, attemptedAt: webhookAttempts.attemptedAt },
    owner: { tenantId: webhookAttempts.tenantId, merchantId: webhookAttempts.merchantId },
    where: ({ scope }) => (scope.kind === 'merchant' ? undefined : isNull(webhookAttempts.merchantId)),
    filterWhere: { endpointId: uuidOrNothing(webhookAttempts.endpointId), transactionId: uuidOrNothing(webhookAttempts.transactionId as never) },
    toRow: (({ attempt: a, messageStatus }: { attempt: typeof webhookAttempts.$inferSelect; messageStatus: string }): WebhookDeliveryRow => ({
      id: a.id, messageId: a.messageId, endpointId: a.endpointId, eventType: a.eventType, transactionId: a.transactionId,
      messageStatus: messageStatus as WebhookDeliveryRow['messageStatus'], outcome: a.outcome as WebhookDeliveryRow['outcome'],
      attemptedAt: a.attemptedAt.toISOString(), statusCode: a.statusCode, durationMs: a.durationMs, responseBody: a.responseBody, error: a.error,
    })) as never,
  });
}

