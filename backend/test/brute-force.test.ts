import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountKey, lockedFor, recordFailure } from '../src/modules/identity/sign-in-lockout';
import { startTestServer, type TestServer } from './helpers/server';
import { openLoginPage, signIn, submitLogin } from './helpers/oidc';

const RIGHT = 'Portal-Demo-1';
const LOCKED = /Too many failed sign-in attempts\. Try again in 1 minute\./;

/** Posts the login form of one interaction `times` times with `password`; answers every page. */
async function tryPasswords(t: TestServer, email: string, passwords: string[]) {
  const { browser, page } = await openLoginPage(t.origin);
  const answers = [];
  let current = page;
  for (const password of passwords) {
    const answer = await submitLogin(t.origin, browser, current, email, password);
    answers.push(answer);
    if (answer.status >= 300 && answer.status < 400) break;
    current = answer;
  }
  return answers;
}

/** Issue 15 item 1: 30 wrong passwords in a row, then the right one signed in at once. */
describe('brute force: account lockout after repeated wrong passwords', () => {
  let t: TestServer;
  before(async () => {
    t = await startTestServer({ SIGN_IN_MAX_FAILURES: '3', SIGN_IN_LOCK_SECONDS: '60', RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(async () => { await t?.close(); });

  it('locks the account at the third wrong password, and then refuses the right one too', async () => {
    const answers = await tryPasswords(t, 'tenant@demo.test', ['Wrong-1', 'Wrong-2', 'Wrong-3', RIGHT]);
    assert.deepEqual(answers.map((a) => a.status), [400, 400, 429, 429]);
    assert.match(answers[0]!.text, /Invalid email or password/);
    assert.match(answers[2]!.text, LOCKED);
    assert.match(answers[3]!.text, LOCKED, 'the right password does not sign in while locked');
  });

  it('answers an e-mail without an account exactly like an existing one', async () => {
    const answers = await tryPasswords(t, 'nobody@demo.test', ['Wrong-1', 'Wrong-2', 'Wrong-3', RIGHT]);
    assert.deepEqual(answers.map((a) => a.status), [400, 400, 429, 429]);
    assert.match(answers[3]!.text, LOCKED);
  });

  it('leaves other accounts alone, and a success clears the count', async () => {
    assert.ok((await signIn(t.origin, 'merchant@demo.test')).tokens.access_token);
    const [first, second] = await tryPasswords(t, 'platform@demo.test', ['Wrong-1', 'Wrong-2']);
    assert.equal(first!.status, 400);
    assert.equal(second!.status, 400);
    assert.ok((await signIn(t.origin, 'platform@demo.test')).tokens.access_token, 'two failures do not lock');
    const again = await tryPasswords(t, 'platform@demo.test', ['Wrong-1', 'Wrong-2']);
    assert.deepEqual(again.map((a) => a.status), [400, 400], 'the success started the count again');
  });

  it('doubles the lock with each further failure, up to 15 minutes, and ends it on time', async () => {
    const { db } = t.server.database;
    const policy = { maxFailures: 2, baseLockMs: 60_000, maxLockMs: 15 * 60_000 };
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const locks = [];
    for (let i = 0; i < 8; i += 1) locks.push(await recordFailure(db, accountKey('Someone@Example.test'), at(0), policy));
    assert.deepEqual(locks.map((ms) => ms / 60_000), [0, 1, 2, 4, 8, 15, 15, 15]);
    assert.equal(await lockedFor(db, accountKey('someone@example.test'), at(14)), 60_000, 'case-insensitive; one minute left');
    assert.equal(await lockedFor(db, accountKey('someone@example.test'), at(15)), 0, 'over at its end');
  });
});

