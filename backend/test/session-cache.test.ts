import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSessionCache, SESSION_CHECK_KEPT_MS, type SessionCheck } from '../src/http/session-cache';
import type { Principal } from '../src/modules/users/repository';
import { isSessionWrite, watchConnection } from '../src/db/session-writes';
import { EventEmitter } from 'node:events';
import type pg from 'pg';

const principal = { user: { id: 'u' } } as unknown as Principal;
const check = (grantExpiresAt: Date | null = null): SessionCheck => ({ principal, grantExpiresAt });

/** A loader that counts its reads. */
function counting(result: () => SessionCheck | undefined = () => check()) {
  const loader = { reads: 0, load: async () => { loader.reads += 1; return result(); } };
  return loader;
}

describe('session checks kept in memory (ADR 0127)', () => {
  it('answers a kept check from memory until its time is up, then reads it again', async () => {
    let now = 1_000_000;
    const cache = createSessionCache({ now: () => now });
    const db = counting();
    await cache.check('u', 'g', db.load, () => true);
    await cache.check('u', 'g', db.load, () => true);
    assert.equal(db.reads, 1, 'the second call is answered from memory');
    now += SESSION_CHECK_KEPT_MS - 1;
    await cache.check('u', 'g', db.load, () => true);
    assert.equal(db.reads, 1);
    now += 1;
    await cache.check('u', 'g', db.load, () => true);
    assert.equal(db.reads, 2, 'read again once kept for its whole time');
  });

  it('does not answer a kept check once its grant has expired', async () => {
    let now = 1_000_000;
    const cache = createSessionCache({ now: () => now });
    const db = counting(() => check(new Date(now + 2_000)));
    await cache.check('u', 'g', db.load, () => true);
    now += 1_999;
    await cache.check('u', 'g', db.load, () => true);
    assert.equal(db.reads, 1);
    now += 1;
    await cache.check('u', 'g', db.load, () => true);
    assert.equal(db.reads, 2, 'the grant ended: asked again');
  });

  it('keeps only checks that let the caller in, one per account and grant', async () => {
    const cache = createSessionCache();
    const db = counting();
    await cache.check('u', 'g', db.load, () => false);
    await cache.check('u', 'g', db.load, () => false);
    assert.equal(db.reads, 2, 'a refused session is read every time');
    await cache.check('u', 'g', db.load, () => true);
    await cache.check('u', 'other grant', db.load, () => true);
    assert.equal(db.reads, 4);
    assert.equal(cache.size, 2);
  });

  it("keeps nothing while this process's write is in flight, and forgets everything once it ends", async () => {
    const cache = createSessionCache();
    const db = counting();
    await cache.check('u', 'g', db.load, () => true);
    cache.sessionWriteStarted();
    assert.equal(cache.size, 0, 'forgotten when the write starts');
    await cache.check('u', 'g', db.load, () => true);
    assert.equal(cache.size, 0, 'a check read during the write is not kept');
    cache.sessionWriteEnded();
    await cache.check('u', 'g', db.load, () => true);
    assert.equal(cache.size, 1);
    assert.equal(db.reads, 3);
  });

  it('does not keep a check that was being read when a change arrived', async () => {
    const cache = createSessionCache();
    let release!: () => void;
    const slow = async () => { await new Promise<void>((resolve) => { release = resolve; }); return check(); };
    const reading = cache.check('u', 'g', slow, () => true);
    cache.forgetAll();
    release();
    await reading;
    assert.equal(cache.size, 0, 'read before the change: not kept after it');
  });

  it('keeps nothing while changes made elsewhere cannot reach it', async () => {
    const cache = createSessionCache({ trusted: false });
    const db = counting();
    await cache.check('u', 'g', db.load, () => true);
    await cache.check('u', 'g', db.load, () => true);
    assert.equal(db.reads, 2);
    cache.setTrusted(true);
    await cache.check('u', 'g', db.load, () => true);
    await cache.check('u', 'g', db.load, () => true);
    assert.equal(db.reads, 3);
    cache.setTrusted(false);
    assert.equal(cache.size, 0, 'forgotten when the listener is lost');
  });

  it('forgets the oldest check when full', async () => {
    const cache = createSessionCache({ maxEntries: 2 });
    const db = counting();
    for (const grant of ['a', 'b', 'c']) await cache.check('u', grant, db.load, () => true);
    assert.equal(cache.size, 2);
    await cache.check('u', 'a', db.load, () => true);
    assert.equal(db.reads, 4, 'the oldest was read again');
  });
});

describe("a connection's writes to what a session check reads (ADR 0127)", () => {
  it('knows the statements that change accounts, roles, tenants, merchants and grants', () => {
    for (const text of [
      'update "users" set "is_active" = $1 where "users"."id" = $2', 'delete from "oidc_payloads" where "type" = $1',
      'UPDATE tenants SET is_active = false', 'truncate table "roles"', 'insert into "oidc_payloads" ("id") values ($1) on conflict do update',
      'update "merchants" set "name" = $1',
    ]) assert.equal(isSessionWrite(text), true, text);
    for (const text of [
      'select "users"."id" from "users"', 'insert into "users_audit" values (1)', 'update "transactions" set "status" = $1',
      'insert into "audit_events" ("user_id") values ($1)', 'update "user_preferences" set "theme" = $1',
    ]) assert.equal(isSessionWrite(text), false, text);
  });

  /** A connection whose statements answer when told to. */
  function fakeConnection() {
    const answers: Array<() => void> = [];
    const client = Object.assign(new EventEmitter(), {
      query: (_config: unknown, values?: unknown, callback?: unknown) => {
        const cb = typeof values === 'function' ? values : callback;
        if (typeof cb === 'function') { answers.push(() => cb(null, { rows: [] })); return undefined; }
        return new Promise((resolve) => answers.push(() => resolve({ rows: [] })));
      },
    });
    const events: string[] = [];
    watchConnection(client as unknown as pg.ClientBase, {
      sessionWriteStarted: () => events.push('started'),
      sessionWriteEnded: () => events.push('ended'),
    });
    const answer = async () => { answers.shift()!(); await new Promise((resolve) => setImmediate(resolve)); };
    return { client: client as unknown as pg.ClientBase, events, answer };
  }

  it('a write inside a transaction ends at its commit, not at its statement', async () => {
    const c = fakeConnection();
    void c.client.query('begin');
    await c.answer();
    void c.client.query({ text: 'update "users" set "is_active" = $1', values: [false] });
    await c.answer();
    assert.deepEqual(c.events, ['started']);
    void c.client.query({ text: 'update "tenants" set "name" = $1', values: ['x'] });
    await c.answer();
    assert.deepEqual(c.events, ['started'], 'one write per transaction');
    void c.client.query('commit');
    assert.deepEqual(c.events, ['started'], 'not ended before the commit has answered');
    await c.answer();
    assert.deepEqual(c.events, ['started', 'ended']);
  });

  it('a write outside a transaction ends when it has answered, in callback form too', async () => {
    const c = fakeConnection();
    let answered = false;
    c.client.query('delete from "oidc_payloads" where "id" = $1', ['g'], () => { answered = true; });
    assert.deepEqual(c.events, ['started']);
    await c.answer();
    assert.equal(answered, true);
    assert.deepEqual(c.events, ['started', 'ended']);
  });

  it('a lost connection ends its open write', async () => {
    const c = fakeConnection();
    void c.client.query('begin');
    await c.answer();
    void c.client.query('update "roles" set "permissions" = $1');
    (c.client as unknown as EventEmitter).emit('end');
    assert.deepEqual(c.events, ['started', 'ended']);
  });
});
