import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { SCA_HEADER, WEBHOOK_ENDPOINT_MESSAGES as M } from '@portal/contracts';
import { seedIds } from '../src/db/seed';
import { notifications, transactionEvents, webhookEndpointSecrets, webhookEndpoints, webhookMessages } from '../src/db/schema';
import { runAction } from '../src/modules/transactions/actions/service';
import { webhookDelivery } from '../src/modules/webhooks/delivery-settings';
import { deliveryDepsOf } from '../src/modules/webhooks/delivery-settings';
import { claimDue, deliverDue } from '../src/modules/webhooks/worker';
import { apiSuite } from './helpers/api-suite';
import { fakeScaClock } from './helpers/sca';
import { actionClient, makeTransaction } from './helpers/transaction-actions';

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Webhook endpoints and their delivery (ADR 0100), against receivers started on 127.0.0.1 (the flag allows them):
 * signatures verified with the standardwebhooks verifier, the outbox's atomicity, retries on a fake clock, 410 and
 * 5-day disabling, the secret's reveal and roll, the delivery log and its Resend / Replay, the drawer's Resend.
 */
describe('webhook endpoints and signed delivery (ADR 0100)', () => {
  // The worker is off: each test delivers with deliverDue at the fake clock's time.
  const api = apiSuite(['merchant', 'merchant2', 'tenant'], { env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_WORKER: 'false' } });
  const received: Received[] = [];
  /** What the receiver answers next (a queue; 200 when empty). */
  const answers: Array<{ status: number; headers?: Record<string, string>; body?: string }> = [];
  let receiver: http.Server;
  let base = '';
  // Near the real time: the verifier refuses a timestamp more than 5 minutes from its own clock. Set when the suite
  // runs (not when its file is loaded: the whole backend suite loads every file first) and brought up to the real
  // time before each test.
  let clock = new Date();
  const realNow = webhookDelivery.now;

  beforeEach(() => { clock = new Date(Math.max(clock.getTime(), Date.now())); });

  before(async () => {
    clock = new Date();
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers as Record<string, string>, body });
        const answer = answers.shift() ?? { status: 200 };
        res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? 'thanks');
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    webhookDelivery.now = () => clock;
  });
  after(async () => {
    webhookDelivery.now = realNow;
    await new Promise((done) => receiver.close(done));
  });
  afterEach(() => { answers.length = 0; });

  const call = (who: string, method: string, path: string, body?: unknown) => api.call(who, method, `/svc/merchant/api/v1/${path}`, body === undefined ? {} : { body });
  const deps = () => deliveryDepsOf({ db: api.db, vault: api.server.server.vault, config: api.server.config });
  /** The worker's step at the fake clock (brought up to the real time first: the API's writes are stamped with it). */
  const deliver = (at?: Date) => {
    clock = at ?? new Date(Math.max(clock.getTime(), Date.now()));
    return deliverDue(deps());
  };
  const create = async (who: string, path: string, eventTypes: string[] = ['transaction.refunded', 'transaction.created']) => {
    const res = await call(who, 'POST', 'webhook-endpoints', { url: `${base}${path}`, description: 'Orders service', eventTypes, headers: [{ name: 'X-Team', value: 'orders' }] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const { secret, ...endpoint } = res.body as { id: string; status: string; secret: string };
    return { endpoint, secret };
  };
  const verify = (secret: string, r: Received) => new Webhook(secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> };

  it('creates an endpoint with its secret shown once, sealed at rest, listed only to its owner', async () => {
    const { endpoint, secret } = await create('merchant', '/created');
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.equal(endpoint.status, 'Configured');
    const [stored] = await api.db.select().from(webhookEndpointSecrets).where(eq(webhookEndpointSecrets.endpointId, endpoint.id));
    assert.ok(stored!.secret.startsWith('enc:v1:') && !stored!.secret.includes(secret.slice(6)), 'sealed');
    const one = await call('merchant', 'GET', `webhook-endpoints/${endpoint.id}`);
    assert.equal(one.status, 200);
    assert.ok(!JSON.stringify(one.body).includes(secret), 'never listed again');
    assert.ok((await call('merchant', 'GET', 'webhook-endpoints')).body.data.some((e: { id: string }) => e.id === endpoint.id));
    assert.ok(!(await call('tenant', 'GET', 'webhook-endpoints')).body.data.some((e: { id: string }) => e.id === endpoint.id), "tenant staff list the tenant's own");
    assert.equal((await call('merchant2', 'GET', `webhook-endpoints/${endpoint.id}`)).status, 404);
    assert.equal((await call('merchant2', 'DELETE', `webhook-endpoints/${endpoint.id}`)).status, 404);
  });

  it('refuses a plain-http public URL, a reserved header and an empty event list', async () => {
    const bad = async (body: Record<string, unknown>) => call('merchant', 'POST', 'webhook-endpoints', { url: `${base}/x`, eventTypes: ['transaction.created'], ...body });
    assert.deepEqual([(await bad({ url: 'http://hooks.example.com/x' })).body.error], [M.urlInvalid]);
    assert.equal((await bad({ headers: [{ name: 'Webhook-Signature', value: 'x' }] })).body.error, M.headerReserved.replace('{{name}}', 'Webhook-Signature'));
    assert.equal((await bad({ eventTypes: [] })).status, 400);
  });

  it('sends a signed webhook.test at once and shows its outcome; the log lists the attempt', async () => {
    const { endpoint, secret } = await create('merchant', '/test-event');
    const res = await call('merchant', 'POST', `webhook-endpoints/${endpoint.id}/test`);
    assert.equal(res.status, 200);
    assert.deepEqual([res.body.delivered, res.body.statusCode, res.body.responseBody], [true, 200, 'thanks']);
    const got = received.filter((r) => r.path === '/test-event');
    assert.equal(got.length, 1);
    assert.equal(verify(secret, got[0]!).type, 'webhook.test');
    assert.equal(got[0]!.headers['x-team'], 'orders', 'the custom header');
    assert.equal(got[0]!.headers['webhook-id'], res.body.messageId);
    const log = await call('merchant', 'GET', `webhook-deliveries?endpointId=${endpoint.id}`);
    assert.deepEqual(log.body.data.map((d: { eventType: string; outcome: string; statusCode: number }) => [d.eventType, d.outcome, d.statusCode]), [['webhook.test', 'Delivered', 200]]);
    assert.equal((await call('merchant', 'GET', `webhook-endpoints/${endpoint.id}`)).body.status, 'Delivering');
    assert.equal((await call('merchant2', 'GET', `webhook-deliveries?endpointId=${endpoint.id}`)).body.count, 0);
  });

  it('queues a refund\'s event in the refund\'s transaction: a rolled-back refund sends nothing, a committed one is delivered signed', async () => {
    const { endpoint, secret } = await create('merchant', '/refunds');
    const payment = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', amount: 10_000 });
    await assert.rejects(api.db.transaction(async (tx) => {
      await runAction({ tx, actor: { id: seedIds.user('tenant@demo.test'), name: 'Tenant' }, scope: { kind: 'tenant', tenantId: seedIds.tenant('acme') }, headers: { mode: 'Test' }, now: clock },
        'refund', payment, { amount: 1_000 });
      assert.equal((await tx.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpoint.id))).length, 1, 'queued inside the refund');
      throw new Error('the refund fails after its event');
    }), /fails after its event/);
    assert.equal((await api.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpoint.id))).length, 0, 'rolled back with it');
    await deliver();
    assert.equal(received.filter((r) => r.path === '/refunds').length, 0, 'nothing sent');

    const refund = await actionClient(api.origin, api.token('tenant'))(`${payment}/refunds`, { amount: 1_000 });
    assert.equal(refund.status, 200, JSON.stringify(refund.body));
    await deliver();
    const got = received.filter((r) => r.path === '/refunds');
    assert.equal(got.length, 1);
    const event = verify(secret, got[0]!);
    assert.equal(event.type, 'transaction.refunded');
    assert.equal(event.data.transactionId, payment);
    assert.equal(event.data.user, undefined, 'no portal user in the payload');
    const [summary] = await api.db.select().from(transactionEvents).where(and(eq(transactionEvents.transactionId, payment), eq(transactionEvents.type, 'transaction.refunded')));
    // One message per subscribed endpoint (this test's and the earlier tests' merchant endpoints), one attempt each.
    const messages = await api.db.select().from(webhookMessages).where(eq(webhookMessages.eventId, summary!.id));
    assert.ok(messages.length >= 1 && messages.some((m) => m.endpointId === endpoint.id));
    // Each message names the event's month, so the summary below was written by the event's whole key.
    assert.deepEqual(messages.map((m) => m.transactionCreatedAt?.toISOString()), messages.map(() => summary!.transactionCreatedAt.toISOString()));
    assert.deepEqual([summary!.webhookStatus, summary!.webhookAttempts, summary!.webhookResponseCode], ['Delivered', messages.length, 200]);

    // The drawer's "Resend webhook" goes through the same delivery: one more signed attempt.
    const resent = await actionClient(api.origin, api.token('tenant'))(`events/${summary!.id}/resend-webhook`, {});
    assert.equal(resent.status, 200, JSON.stringify(resent.body));
    assert.deepEqual([resent.body.webhookStatus, resent.body.webhookAttempts], ['Delivered', 2 * messages.length]);
    const again = received.filter((r) => r.path === '/refunds');
    assert.equal(again.length, 2);
    assert.equal(again[1]!.headers['webhook-id'], again[0]!.headers['webhook-id'], 'the same message id (receivers dedupe by it)');
  });

  it('retries on the fake clock with back-off and Retry-After, then delivers; the log keeps every attempt', async () => {
    const { endpoint } = await create('merchant', '/flaky', ['transaction.created']);
    answers.push({ status: 503, headers: { 'retry-after': '120' }, body: 'busy' });
    const sent = await call('merchant', 'POST', `webhook-endpoints/${endpoint.id}/test`);
    assert.deepEqual([sent.body.delivered, sent.body.statusCode, sent.body.responseBody], [false, 503, 'busy']);
    const [message] = await api.db.select().from(webhookMessages).where(eq(webhookMessages.id, sent.body.messageId));
    assert.equal(message!.status, 'Pending');
    assert.ok(message!.nextAttemptAt.getTime() - clock.getTime() >= 120_000, 'not before Retry-After');
    const start = clock;
    // Not due before its Retry-After: the worker leaves it.
    await deliver(new Date(start.getTime() + 60_000));
    const [waiting] = await api.db.select().from(webhookMessages).where(eq(webhookMessages.id, sent.body.messageId));
    assert.deepEqual([waiting!.status, waiting!.attempts], ['Pending', 1]);
    await deliver(new Date(start.getTime() + 121_000));
    const [delivered] = await api.db.select().from(webhookMessages).where(eq(webhookMessages.id, sent.body.messageId));
    assert.deepEqual([delivered!.status, delivered!.attempts], ['Delivered', 2]);
    const log = await call('merchant', 'GET', `webhook-deliveries?endpointId=${endpoint.id}&outcome=Failed`);
    assert.deepEqual(log.body.data.map((d: { statusCode: number; responseBody: string }) => [d.statusCode, d.responseBody]), [[503, 'busy']]);
    clock = start;
  });

  it('disables an endpoint that answers 410 Gone, and one failing for 5 days, telling its owner', async () => {
    const gone = (await create('merchant', '/gone')).endpoint;
    answers.push({ status: 410 });
    await call('merchant', 'POST', `webhook-endpoints/${gone.id}/test`);
    const [g] = await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, gone.id));
    assert.deepEqual([g!.enabled, g!.disabledReason], [false, 'Gone']);
    assert.equal((await call('merchant', 'GET', `webhook-endpoints/${gone.id}`)).body.status, 'NotDelivering');
    assert.equal((await call('merchant', 'POST', `webhook-endpoints/${gone.id}/test`)).status, 409);

    const failing = (await create('merchant', '/failing')).endpoint;
    const start = clock;
    answers.push({ status: 500 });
    const first = await call('merchant', 'POST', `webhook-endpoints/${failing.id}/test`);
    assert.equal(first.body.delivered, false);
    clock = new Date(start.getTime() + 5 * 86_400_000 + 1000);
    answers.push({ status: 500 });
    await call('merchant', 'POST', `webhook-endpoints/${failing.id}/messages/${first.body.messageId}/resend`);
    const [f] = await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, failing.id));
    assert.deepEqual([f!.enabled, f!.disabledReason], [false, 'Failing']);
    const told = await api.db.select().from(notifications).where(and(eq(notifications.userId, seedIds.user('merchant@demo.test')), eq(notifications.notificationType, 'WebhookEndpointDisabled')));
    assert.ok(told.some((n) => n.description.includes('410 Gone')) && told.some((n) => n.description.includes('5 days')), 'the owner is told of both');
    clock = start;
  });

  it('reveals the secret only after the password, and a roll keeps the old one valid 24 h: deliveries carry both signatures', async () => {
    const { endpoint, secret } = await create('merchant', '/rolled');
    const wrong = await call('merchant', 'POST', `webhook-endpoints/${endpoint.id}/secret/reveal`, { password: 'not-it' });
    assert.deepEqual([wrong.status, wrong.body.error], [400, M.passwordWrong]);
    const shown = await call('merchant', 'POST', `webhook-endpoints/${endpoint.id}/secret/reveal`, { password: 'Portal-Demo-1' });
    assert.equal(shown.body.secret, secret);
    // Or a code of the caller's authenticator instead of the password (ADR 0080).
    const sca = fakeScaClock();
    try {
      const byCode = await api.call('merchant', 'POST', `/svc/merchant/api/v1/webhook-endpoints/${endpoint.id}/secret/reveal`, { body: {}, headers: { [SCA_HEADER]: await sca.nextCode() } });
      assert.deepEqual([byCode.status, byCode.body.secret], [200, secret]);
      const wrongCode = await api.call('merchant', 'POST', `/svc/merchant/api/v1/webhook-endpoints/${endpoint.id}/secret/reveal`, { body: {}, headers: { [SCA_HEADER]: '000000' } });
      assert.equal(wrongCode.status, 403);
      const neither = await call('merchant', 'POST', `webhook-endpoints/${endpoint.id}/secret/reveal`, {});
      assert.deepEqual([neither.status, neither.body.sca, neither.body.secret], [403, 'required', undefined], 'neither password nor code: a code is asked for');
    } finally {
      sca.restore();
    }
    const rolled = await call('merchant', 'POST', `webhook-endpoints/${endpoint.id}/secret/roll`, { password: 'Portal-Demo-1' });
    assert.equal(rolled.status, 200);
    assert.notEqual(rolled.body.secret, secret);
    assert.ok(Date.parse(rolled.body.previousSecretExpiresAt) > Date.now() + 23 * 3_600_000);
    await call('merchant', 'POST', `webhook-endpoints/${endpoint.id}/test`);
    const got = received.filter((r) => r.path === '/rolled').at(-1)!;
    assert.equal(got.headers['webhook-signature']!.split(' ').length, 2);
    assert.equal(verify(secret, got).type, 'webhook.test', 'the old secret verifies');
    assert.equal(verify(rolled.body.secret, got).type, 'webhook.test', 'the new secret verifies');
    assert.equal((await call('merchant', 'GET', `webhook-endpoints/${endpoint.id}`)).body.previousSecretExpiresAt, rolled.body.previousSecretExpiresAt);
  });

  it('replays every failed message since a time, and a disabled endpoint receives nothing until enabled again', async () => {
    const { endpoint } = await create('merchant', '/replay');
    const start = clock;
    for (let i = 0; i < 2; i += 1) {
      answers.push({ status: 500 });
      await call('merchant', 'POST', `webhook-endpoints/${endpoint.id}/test`);
    }
    await api.db.update(webhookMessages).set({ status: 'Failed' }).where(eq(webhookMessages.endpointId, endpoint.id));
    const replay = await call('merchant', 'POST', `webhook-endpoints/${endpoint.id}/replay`, { since: new Date(start.getTime() - 1000).toISOString() });
    assert.deepEqual(replay.body, { queued: 2 });
    const update = (enabled: boolean) => call('merchant', 'PUT', `webhook-endpoints/${endpoint.id}`, { url: `${base}/replay`, eventTypes: ['transaction.created'], enabled });
    assert.equal((await update(false)).body.status, 'NotConfigured');
    const before = received.filter((r) => r.path === '/replay').length;
    await deliver();
    assert.equal(received.filter((r) => r.path === '/replay').length, before, 'disabled: nothing sent');
    await update(true);
    await deliver();
    assert.equal(received.filter((r) => r.path === '/replay').length, before + 2);
    const counts = await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM webhook_messages WHERE endpoint_id = ${endpoint.id} AND status = 'Delivered'`);
    assert.equal(counts.rows[0]!.n, 2);
  });

  it('a message claimed by a worker that died is claimed again once its lease ends, and delivered once', async () => {
    const { endpoint } = await create('merchant', '/lease', ['transaction.refunded']);
    const payment = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', amount: 10_000 });
    await actionClient(api.origin, api.token('tenant'))(`${payment}/refunds`, { amount: 700 });
    const start = new Date(Math.max(clock.getTime(), Date.now()));
    clock = start;
    // A worker claims everything due, then dies before sending (its process killed).
    const claimed = await claimDue(deps(), 100);
    const [message] = await api.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpoint.id));
    assert.ok(claimed.includes(message!.id));
    assert.equal(await deliver(new Date(start.getTime() + 30_000)), 0, 'another worker leaves a leased message alone');
    await deliver(new Date(start.getTime() + 61_000));
    assert.equal(received.filter((r) => r.path === '/lease').length, 1, 'delivered once after the lease ended');
    await deliver(new Date(start.getTime() + 200_000));
    assert.equal(received.filter((r) => r.path === '/lease').length, 1, 'and not again');
  });

  it('a merchant event reaches only endpoints subscribed to its type, of its merchant or its tenant', async () => {
    const tenantEndpoint = await call('tenant', 'POST', 'webhook-endpoints', { url: `${base}/tenant-wide`, eventTypes: ['transaction.refunded'] });
    assert.equal(tenantEndpoint.status, 201, JSON.stringify(tenantEndpoint.body));
    const unsubscribed = (await create('merchant', '/captures-only', ['transaction.captured'])).endpoint;
    const payment = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', amount: 10_000 });
    await actionClient(api.origin, api.token('tenant'))(`${payment}/refunds`, { amount: 500 });
    await deliver();
    assert.ok(received.some((r) => r.path === '/tenant-wide' && JSON.parse(r.body).data.transactionId === payment));
    assert.equal((await api.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, unsubscribed.id))).length, 0);
  });
});
