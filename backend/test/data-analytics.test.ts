import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { seedIds } from '../src/db/seed';
import {
  DATA_ANALYTICS_PATHS, DEFAULT_SERVICE_BASES, REPORT_PATHS, sessionIdOfLicenseKey, signedPartOf, tokenOf, tokenParts,
  type DataAnalyticsSession, type PivotConfig, type ReportPage,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { dataAnalyticsSessions } from '../src/db/schema';
import { AnalyticsSessions, SESSIONS_PER_USER } from '../src/modules/data-analytics/sessions';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * The Data Analytics pop-up's server half (issue 12, ADR 0056): a session carries the report's rows in the caller's
 * scope; only the session's licence key gets a layout signed; a layout is saved only with a token of that session's
 * secp256k1 key for exactly that layout; a closed session signs nothing more.
 */
describe('data analytics: sessions, secp256k1 signing, saved layouts', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const DAY = 86_400_000;
  const endDate = new Date(Math.floor(Date.now() / DAY) * DAY + DAY).toISOString();
  const startDate = new Date(Date.parse(endDate) - 92 * DAY).toISOString();
  const filters = { startDate, endDate };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call(path: string, init: { method?: string; body?: unknown; email?: string; licenseKey?: string } = {}): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { mode: 'Live' };
    if (init.email) headers.authorization = `Bearer ${tokens.get(init.email)}`;
    if (init.licenseKey) headers['x-license-key'] = init.licenseKey;
    if (init.body) headers['content-type'] = 'application/json';
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${path}`, { method: init.method ?? 'GET', headers, body: init.body ? JSON.stringify(init.body) : undefined });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  const open = (email: string, reportId = 'transactions-summary') =>
    call(DATA_ANALYTICS_PATHS.sessions, { method: 'POST', email, body: { reportId, filters, timezoneOffset: 0 } });
  async function session(email: string, reportId?: string): Promise<DataAnalyticsSession> {
    const answer = await open(email, reportId);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body as DataAnalyticsSession;
  }
  const at = (path: string, id: string) => path.replace(':sessionId', id);
  const sign = (s: DataAnalyticsSession, reportConfig: PivotConfig, licenseKey = s.licenseKey) =>
    call(at(DATA_ANALYTICS_PATHS.sign, s.sessionId), { method: 'POST', licenseKey, body: { reportConfig } });
  const save = (email: string, s: DataAnalyticsSession, reportConfig: PivotConfig, token: string) =>
    call(at(DATA_ANALYTICS_PATHS.layout, s.sessionId), { method: 'PUT', email, body: { reportConfig, token } });
  const layout: PivotConfig = { rows: ['currency'], columns: ['type'], measure: 'transactions', aggregation: 'average' };

  before(async () => {
    t = await startTestServer();
    for (const email of ['merchant@demo.test', 'merchant2@demo.test', 'tenant@demo.test']) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
  });
  after(async () => t.close());

  it("carries the report's own rows in the caller's scope, its fields and a default layout", async () => {
    const s = await session('merchant@demo.test');
    const report = await call(`${REPORT_PATHS.data.replace(':reportId', 'transactions-summary')}?${new URLSearchParams({ ...filters, PageSize: '100' })}`, { email: 'merchant@demo.test' });
    const page = report.body as ReportPage;
    assert.ok(page.count > 0, 'the seed has transactions for merchant@');
    assert.equal(s.count, page.count);
    assert.deepEqual(new Set(s.data.map((r) => `${r.type}|${r.currency}|${r.transactions}`)), new Set(page.data.map((r) => `${r.type}|${r.currency}|${r.transactions}`)));
    assert.equal(s.reportName, 'Transactions summary');
    assert.match(s.publicKey, /^0[23][0-9a-f]{64}$/, 'a compressed secp256k1 public key');
    assert.ok(s.configurableFields.some((f) => f.key === 'transactions' && f.role === 'measure'));
    assert.ok(s.configurableFields.some((f) => f.key === 'currency' && f.role === 'dimension'));
    assert.equal(s.reportConfig.aggregation, 'sum');
    const other = await session('merchant2@demo.test');
    assert.notEqual(other.count === s.count && JSON.stringify(other.data) === JSON.stringify(s.data), true, "merchant2@'s rows are not merchant@'s");
  });

  it('refuses a report the caller may not open (staff-only) and filters the report refuses', async () => {
    assert.equal((await open('merchant@demo.test', 'alerts')).status, 403);
    const reversed = await call(DATA_ANALYTICS_PATHS.sessions, { method: 'POST', email: 'merchant@demo.test', body: { reportId: 'transactions-summary', filters: { startDate: endDate, endDate: startDate } } });
    assert.equal(reversed.status, 400);
  });

  it("signs a layout only with the session's licence key, with the session's key pair", async () => {
    const s = await session('merchant@demo.test');
    assert.equal(sessionIdOfLicenseKey(s.licenseKey), s.sessionId, 'the licence key names its session');
    assert.equal((await sign(s, layout, `${s.sessionId}.${'x'.repeat(43)}`)).status, 401, 'a wrong licence key');
    const other = await session('merchant@demo.test');
    assert.equal((await sign(s, layout, other.licenseKey)).status, 401, "another session's licence key");
    const unknownField = await sign(s, { ...layout, rows: ['cardNumber'] });
    assert.equal(unknownField.status, 400);
    assert.match(unknownField.body.message ?? unknownField.body.error ?? JSON.stringify(unknownField.body), /cardNumber/);
    const signed = await sign(s, layout);
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    const parts = tokenParts(signed.body.token)!;
    assert.ok(secp256k1.verify(hexToBytes(parts.signatureHex), utf8ToBytes(parts.signed), hexToBytes(s.publicKey)), "verifies with the session's public key");
    assert.ok(!secp256k1.verify(hexToBytes(parts.signatureHex), utf8ToBytes(parts.signed), hexToBytes(other.publicKey)), "not with another session's");
    assert.equal(parts.claims.sid, s.sessionId);
  });

  it('saves a layout only with a genuine token for exactly that layout, and the next session opens with it', async () => {
    const s = await session('merchant@demo.test');
    const { token } = (await sign(s, layout)).body as { token: string };
    // Forged: the same claims signed with a key the attacker made.
    const claims = tokenParts(token)!.claims;
    const forged = tokenOf(claims, bytesToHex(secp256k1.sign(utf8ToBytes(signedPartOf(claims)), secp256k1.utils.randomSecretKey())));
    const refusedForged = await save('merchant@demo.test', s, layout, forged);
    assert.equal(refusedForged.status, 403);
    assert.equal((await save('merchant@demo.test', s, { ...layout, aggregation: 'max' as const }, token)).status, 403, 'a token of another layout');
    assert.equal((await save('merchant2@demo.test', s, layout, token)).status, 404, "another user cannot use merchant@'s session");
    const saved = await save('merchant@demo.test', s, layout, token);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual((await session('merchant@demo.test')).reportConfig, layout);
    assert.notDeepEqual((await session('merchant2@demo.test')).reportConfig, layout, "merchant2@'s layout is its own");
  });

  it('a closed session signs nothing more', async () => {
    const s = await session('merchant@demo.test');
    assert.equal((await call(at(DATA_ANALYTICS_PATHS.session, s.sessionId), { method: 'DELETE', email: 'merchant2@demo.test' })).status, 404, "merchant2@ cannot end merchant@'s");
    const closed = await call(at(DATA_ANALYTICS_PATHS.session, s.sessionId), { method: 'DELETE', email: 'merchant@demo.test' });
    assert.equal(closed.status, 204);
    assert.equal((await sign(s, layout)).status, 401);
  });

  it('keeps sessions where every replica finds them, sealed, and a user\'s many sessions end only their own oldest', async () => {
    const { db } = t.server.database;
    const first = await session('merchant2@demo.test');
    // Another replica: a new set of sessions over the same database, with nothing in its memory.
    const elsewhere = new AnalyticsSessions(db, t.server.vault);
    const found = await elsewhere.byLicence(first.sessionId, first.licenseKey);
    assert.equal(found?.keys.publicKeyHex, first.publicKey, 'found by another replica, with its key pair');
    const [stored] = await db.select().from(dataAnalyticsSessions).where(eq(dataAnalyticsSessions.id, first.sessionId));
    assert.match(stored!.secretKeySealed, /^enc:v1:/, 'the secret key is sealed at rest');
    assert.notEqual(stored!.licenceHash, first.licenseKey, 'the licence key is kept as its hash');

    const others = await session('merchant@demo.test');
    for (let i = 0; i < SESSIONS_PER_USER; i += 1) await session('merchant2@demo.test');
    assert.equal((await sign(first, layout)).status, 401, "past the user's limit their own oldest session ended");
    assert.equal((await sign(others, layout)).status, 200, "another merchant's session is untouched");
    const live = await db.select().from(dataAnalyticsSessions).where(eq(dataAnalyticsSessions.userId, seedIds.user('merchant2@demo.test')));
    assert.equal(live.length, SESSIONS_PER_USER);
    await t.restart();
    assert.equal((await sign(others, layout)).status, 200, 'a restart ends no session');
  });
});
