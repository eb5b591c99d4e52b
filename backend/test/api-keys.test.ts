import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, afterEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { apiKeys, transactions } from '../src/db/schema';
import { apiKeyClock } from '../src/modules/api-keys/clock';
import { checksumOf, newApiKey, parseApiKey } from '../src/modules/api-keys/key-format';
import { apiKeyRateLimit } from '../src/modules/api-keys/rate-limit';
import { apiSuite } from './helpers/api-suite';
import { makeTransaction } from './helpers/transaction-actions';

interface Created { id: string; key: string; prefix: string; last4: string; status: string; scopes: string[] }
interface PublicAnswer { status: number; headers: Headers; body: { error?: string; code?: string; [k: string]: unknown } }

/**
 * API keys and the public REST API (ADR 0104): the key's form and checksum, the hash the database keeps, scopes and
 * modes, roll with grace on a fake clock, revoke, every /api/v1 route refused across owners, the idempotent refund,
 * the rate-limit headers.
 */
describe('API keys and the public API (ADR 0104)', () => {
  const api = apiSuite(['merchant', 'merchant2', 'tenant', 'tenant2'], { env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_WORKER: 'false' } });
  const realNow = apiKeyClock.now;
  const realMax = apiKeyRateLimit.max;
  afterEach(() => { apiKeyClock.now = realNow; apiKeyRateLimit.max = realMax; });
  after(() => { apiKeyClock.now = realNow; });
  const at = (ms: number) => { const t = new Date(Date.now() + ms); apiKeyClock.now = () => t; };

  const portal = (who: string, method: string, path: string, body?: unknown) => api.call(who, method, `/svc/merchant/api/v1/${path}`, body === undefined ? {} : { body });
  const create = async (who: string, o: { name?: string; kind?: string; mode?: string; scopes?: string[] } = {}): Promise<Created> => {
    const res = await portal(who, 'POST', 'api-keys', { name: o.name ?? 'Orders service', kind: o.kind ?? 'secret', mode: o.mode ?? 'Test', scopes: o.scopes ?? ['transactions:read'] });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body as Created;
  };
  const call = async (key: string | undefined, method: string, path: string, o: { body?: unknown; headers?: Record<string, string> } = {}): Promise<PublicAnswer> => {
    const res = await fetch(`${api.origin}/api/v1/${path}`, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(o.body ? { 'content-type': 'application/json' } : {}), ...o.headers },
      body: o.body ? JSON.stringify(o.body) : undefined,
    });
    return { status: res.status, headers: res.headers, body: await res.json() as PublicAnswer['body'] };
  };

  it('issues keys of the four prefixes whose checksum tells a typo without a database read', () => {
    for (const [kind, mode, prefix] of [['secret', 'Test', 'sk_test_'], ['secret', 'Live', 'sk_live_'], ['publishable', 'Test', 'pk_test_'], ['publishable', 'Live', 'pk_live_']] as const) {
      const { key, last4, hash } = newApiKey(kind, mode);
      assert.match(key, new RegExp(`^${prefix}[0-9A-Za-z]{38}$`));
      assert.deepEqual(parseApiKey(key), { kind, mode });
      assert.equal(last4, key.slice(-4));
      assert.equal(hash, createHash('sha256').update(key).digest('hex'));
      // One character changed anywhere: the checksum no longer matches.
      const i = prefix.length + 5;
      const typo = key.slice(0, i) + (key[i] === 'a' ? 'b' : 'a') + key.slice(i + 1);
      assert.equal(parseApiKey(typo), null);
    }
    assert.notEqual(newApiKey('secret', 'Test').key, newApiKey('secret', 'Test').key);
    assert.equal(checksumOf('sk_test_x').length, 6);
    assert.equal(parseApiKey('sk_test_short'), null);
  });

  it('shows the key once, keeps only its SHA-256, and lists it to its owner alone', async () => {
    const created = await create('merchant', { scopes: ['transactions:read', 'webhooks:read'] });
    assert.match(created.key, /^sk_test_/);
    assert.equal(created.prefix, 'sk_test_');
    assert.equal(created.last4, created.key.slice(-4));
    const [stored] = await api.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    assert.equal(stored!.keyHash, createHash('sha256').update(created.key).digest('hex'));
    assert.ok(!JSON.stringify(stored).includes(created.key.slice(8)), 'no column holds the key');

    const one = await portal('merchant', 'GET', `api-keys/${created.id}`);
    assert.equal(one.status, 200);
    assert.equal(one.body.key, undefined, 'the key is never shown again');
    assert.deepEqual({ name: one.body.name, scopes: one.body.scopes, status: one.body.status, mode: one.body.mode }, { name: 'Orders service', scopes: ['transactions:read', 'webhooks:read'], status: 'Active', mode: 'Test' });
    const list = await portal('merchant', 'GET', 'api-keys?pageSize=100');
    assert.ok(list.body.data.some((k: { id: string }) => k.id === created.id));
    // Another merchant and the tenant's own list do not hold it.
    assert.equal((await portal('merchant2', 'GET', `api-keys/${created.id}`)).status, 404);
    assert.ok(!(await portal('merchant2', 'GET', 'api-keys?pageSize=100')).body.data.some((k: { id: string }) => k.id === created.id));
    assert.ok(!(await portal('tenant', 'GET', 'api-keys?pageSize=100')).body.data.some((k: { id: string }) => k.id === created.id));
    assert.equal((await portal('merchant2', 'DELETE', `api-keys/${created.id}`)).status, 404);
  });

  it('refuses in the browser form and on the server: scopes required for a secret key, none for a publishable one', async () => {
    const noScopes = await portal('merchant', 'POST', 'api-keys', { name: 'x', kind: 'secret', mode: 'Test', scopes: [] });
    assert.equal(noScopes.status, 400);
    assert.equal(noScopes.body.error, 'Pick at least one scope');
    const unknownScope = await portal('merchant', 'POST', 'api-keys', { name: 'x', kind: 'secret', mode: 'Test', scopes: ['everything:write'] });
    assert.equal(unknownScope.status, 400);
  });

  it('tells a missing, mistyped, unknown, revoked or publishable key apart, and an out-of-scope call', async () => {
    const expect = async (key: string | undefined, status: number, code: string) => {
      const res = await call(key, 'GET', 'transactions');
      assert.equal(res.status, status, JSON.stringify(res.body));
      assert.equal(res.body.code, code);
      assert.ok(res.body.error && res.body.error.length > 10, 'a sentence says which');
    };
    await expect(undefined, 401, 'api_key_missing');
    const created = await create('merchant');
    const typo = created.key.slice(0, 12) + (created.key[12] === 'a' ? 'b' : 'a') + created.key.slice(13);
    await expect(typo, 401, 'api_key_malformed');
    await expect(newApiKey('secret', 'Test').key, 401, 'api_key_unknown');
    const webhooksOnly = await create('merchant', { scopes: ['webhooks:read'] });
    await expect(webhooksOnly.key, 403, 'api_key_scope');
    const publishable = await create('merchant', { kind: 'publishable', scopes: [] });
    assert.match(publishable.key, /^pk_test_/);
    await expect(publishable.key, 403, 'api_key_publishable');

    assert.equal((await call(created.key, 'GET', 'transactions')).status, 200);
    assert.equal((await portal('merchant', 'DELETE', `api-keys/${created.id}`)).status, 204);
    await expect(created.key, 401, 'api_key_revoked');
    assert.equal((await portal('merchant', 'GET', `api-keys/${created.id}`)).body.status, 'Revoked');
  });

  it('acts only in its own mode and only on its owner\'s transactions', async () => {
    const testTx = await makeTransaction(api.db, { type: 'Sale', status: 'Captured' });
    const liveTx = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', mode: 'Live' });
    const globexTx = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', tenant: 'globex', merchant: 'globex-garden' });
    const testKey = (await create('merchant')).key;
    const liveKey = (await create('merchant', { mode: 'Live' })).key;
    assert.match(liveKey, /^sk_live_/);

    const page = await call(testKey, 'GET', 'transactions?limit=100');
    assert.equal(page.status, 200);
    const rows = page.body.data as Array<{ merchantId: string; mode: string }>;
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => r.merchantId === seedIds.merchant('blue-bottle') && r.mode === 'Test'), 'a Test merchant key sees its merchant\'s Test rows only');
    assert.equal((await call(testKey, 'GET', `transactions/${testTx}`)).status, 200);
    assert.equal((await call(testKey, 'GET', `transactions/${liveTx}`)).body.code, 'not_found');
    assert.equal((await call(liveKey, 'GET', `transactions/${liveTx}`)).status, 200);
    assert.equal((await call(liveKey, 'GET', `transactions/${testTx}`)).status, 404);
    assert.equal((await call(testKey, 'GET', `transactions/${globexTx}`)).status, 404);

    // Across tenants and merchants: tenant2's key never sees Acme's, merchant2's never Blue Bottle's.
    const tenant2Key = (await create('tenant2')).key;
    const tenant2Page = await call(tenant2Key, 'GET', 'transactions?limit=100');
    assert.equal(tenant2Page.status, 200);
    assert.ok((tenant2Page.body.data as Array<{ tenantId: string }>).every((r) => r.tenantId === seedIds.tenant('globex')));
    assert.equal((await call(tenant2Key, 'GET', `transactions/${testTx}`)).status, 404);
    assert.equal((await call(tenant2Key, 'GET', `transactions/${globexTx}`)).status, 200);
    const merchant2Key = (await create('merchant2')).key;
    assert.equal((await call(merchant2Key, 'GET', `transactions/${testTx}`)).status, 404);
    const tenantKey = (await create('tenant')).key;
    assert.equal((await call(tenantKey, 'GET', `transactions/${testTx}`)).status, 200);
    assert.equal((await call(tenantKey, 'GET', `transactions/${globexTx}`)).status, 404);
  });

  it('pages by cursor with the lookup\'s filters', async () => {
    const key = (await create('merchant')).key;
    const first = await call(key, 'GET', 'transactions?limit=2&status=Captured');
    assert.equal(first.status, 200);
    assert.equal((first.body.data as unknown[]).length, 2);
    assert.ok((first.body.data as Array<{ status: string }>).every((r) => r.status === 'Captured'));
    assert.equal(first.body.has_more, true);
    const second = await call(key, 'GET', `transactions?limit=2&status=Captured&cursor=${encodeURIComponent(first.body.next_cursor as string)}`);
    const ids = (p: PublicAnswer) => (p.body.data as Array<{ id: string }>).map((r) => r.id);
    assert.equal(ids(second).filter((id) => ids(first).includes(id)).length, 0, 'the next page holds other rows');
  });

  it('rolls a key: the old one works until the chosen grace ends, the new one at once', async () => {
    const old = await create('merchant');
    const rolled = await portal('merchant', 'POST', `api-keys/${old.id}/roll`, { graceHours: 1 });
    assert.equal(rolled.status, 200, JSON.stringify(rolled.body));
    const fresh = rolled.body as Created;
    assert.notEqual(fresh.key, old.key);
    assert.equal(fresh.status, 'Active');
    assert.equal((await portal('merchant', 'GET', `api-keys/${old.id}`)).body.status, 'Expiring');
    at(59 * 60_000);
    assert.equal((await call(old.key, 'GET', 'transactions')).status, 200);
    at(61 * 60_000);
    const expired = await call(old.key, 'GET', 'transactions');
    assert.equal(expired.status, 401);
    assert.equal(expired.body.code, 'api_key_expired');
    assert.equal((await call(fresh.key, 'GET', 'transactions')).status, 200);

    // No grace: the old key stops at once.
    apiKeyClock.now = realNow;
    const other = await create('merchant');
    assert.equal((await portal('merchant', 'POST', `api-keys/${other.id}/roll`, { graceHours: 0 })).status, 200);
    assert.equal((await call(other.key, 'GET', 'transactions')).body.code, 'api_key_expired');
    const badGrace = await portal('merchant', 'POST', `api-keys/${other.id}/roll`, { graceHours: 5 });
    assert.equal(badGrace.status, 400);
  });

  it('refunds once per Idempotency-Key, by the portal\'s rule table and four-eyes', async () => {
    const sale = await makeTransaction(api.db, { type: 'Sale', status: 'Captured', amount: 500_000 });
    const key = (await create('tenant', { scopes: ['refunds:write'] })).key;
    const headers = { 'idempotency-key': `order-${sale}` };
    const first = await call(key, 'POST', 'refunds', { body: { transaction: sale, amount: 2_000 }, headers });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const created = first.body.created as { id: string; type: string; amount: number };
    assert.equal(created.type, 'Refund');
    const again = await call(key, 'POST', 'refunds', { body: { transaction: sale, amount: 2_000 }, headers });
    assert.equal(again.status, 200);
    assert.equal((again.body.created as { id: string }).id, created.id, 'a retry answers the first refund');
    const refunds = await api.db.select().from(transactions).where(eq(transactions.parentId, sale));
    assert.equal(refunds.length, 1, 'refunded once');
    const reused = await call(key, 'POST', 'refunds', { body: { transaction: sale, amount: 3_000 }, headers });
    assert.equal(reused.status, 422);
    assert.equal(reused.body.code, 'refused');

    // Above the four-eyes threshold the refund waits for a second person.
    const big = await call(key, 'POST', 'refunds', { body: { transaction: sale, amount: 200_000 }, headers: { 'idempotency-key': `big-${sale}` } });
    assert.equal(big.status, 200, JSON.stringify(big.body));
    assert.equal((big.body.created as { status: string }).status, 'WaitingForApproval');
    // The rule table: more than what remains is refused with its sentence.
    const tooMuch = await call(key, 'POST', 'refunds', { body: { transaction: sale, amount: 900_000 }, headers: { 'idempotency-key': `too-much-${sale}` } });
    assert.equal(tooMuch.status, 422);
    assert.equal(tooMuch.body.code, 'refused');

    // Another tenant's key cannot refund Acme's sale; a merchant key has no refund in the portal either.
    const tenant2Key = (await create('tenant2', { scopes: ['refunds:write'] })).key;
    assert.equal((await call(tenant2Key, 'POST', 'refunds', { body: { transaction: sale, amount: 1_000 }, headers: { 'idempotency-key': 'x1' } })).status, 404);
    const merchantKey = (await create('merchant', { scopes: ['refunds:write'] })).key;
    const merchantRefund = await call(merchantKey, 'POST', 'refunds', { body: { transaction: sale, amount: 1_000 }, headers: { 'idempotency-key': 'x2' } });
    assert.equal(merchantRefund.status, 403);
    assert.equal(merchantRefund.body.code, 'api_key_permission');
    // Without refunds:write, and without the header.
    const readOnly = (await create('tenant')).key;
    assert.equal((await call(readOnly, 'POST', 'refunds', { body: { transaction: sale, amount: 1_000 }, headers: { 'idempotency-key': 'x3' } })).body.code, 'api_key_scope');
    assert.equal((await call(key, 'POST', 'refunds', { body: { transaction: sale, amount: 1_000 } })).status, 400);
  });

  it('lists only the owner\'s webhook endpoints', async () => {
    const mine = await portal('merchant', 'POST', 'webhook-endpoints', { url: 'http://127.0.0.1:9/mine', eventTypes: ['transaction.created'] });
    const theirs = await portal('merchant2', 'POST', 'webhook-endpoints', { url: 'http://127.0.0.1:9/theirs', eventTypes: ['transaction.created'] });
    assert.equal(mine.status, 201);
    assert.equal(theirs.status, 201);
    const key = (await create('merchant', { scopes: ['webhooks:read'] })).key;
    const res = await call(key, 'GET', 'webhook_endpoints');
    assert.equal(res.status, 200);
    const ids = (res.body.data as Array<{ id: string; secret?: string }>).map((e) => e.id);
    assert.ok(ids.includes(mine.body.id));
    assert.ok(!ids.includes(theirs.body.id));
    assert.ok((res.body.data as Array<{ secret?: string }>).every((e) => e.secret === undefined), 'no signing secret');
  });

  it('counts calls per key in the database and says where the caller stands', async () => {
    apiKeyRateLimit.max = 3;
    at(0);
    const key = (await create('merchant')).key;
    const other = (await create('merchant')).key;
    for (const remaining of ['2', '1', '0']) {
      const res = await call(key, 'GET', 'transactions?limit=1');
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('ratelimit-limit'), '3');
      assert.equal(res.headers.get('ratelimit-remaining'), remaining);
      assert.ok(Number(res.headers.get('ratelimit-reset')) > 0);
    }
    const limited = await call(key, 'GET', 'transactions?limit=1');
    assert.equal(limited.status, 429);
    assert.equal(limited.body.code, 'rate_limited');
    assert.equal(limited.headers.get('ratelimit-remaining'), '0');
    // Another key of the same owner has its own count; the window's end frees the first.
    assert.equal((await call(other, 'GET', 'transactions?limit=1')).status, 200);
    at(61_000);
    assert.equal((await call(key, 'GET', 'transactions?limit=1')).status, 200);
    const [row] = await api.db.select().from(apiKeys).where(eq(apiKeys.last4, key.slice(-4)));
    assert.ok(row!.lastUsedAt, 'last used is shown');
  });
});
