// A replica killed under load (issue 28 item 4, ADR 0102): signed-in clients refund, capture, export and browse through
// nginx while one replica is killed with SIGKILL and comes back. A client retries a failed call (network, 502-504) with
// the same request id, as the portal's action runner does. Then: every refund and capture a client saw succeed is in
// the database once, nothing a client did not see succeed was done, every journal balances, and every client's session
// still refreshes and calls the API. Run by `npm run bench -- --only=cluster` (16 clients, 60 s, its own cluster) and
// by `npm test`'s e2e-deploy step (deploy/e2e/replica-killed.spec.ts: fewer clients, shorter, the step's cluster).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEMO_PASSWORD } from './demo-accounts.mjs';
import { ROOT } from './paths.mjs';

const pg = createRequire(path.join(ROOT, 'backend', 'package.json'))('pg');
const SCOPES = 'openid profile email Merchant Payment Webhook Accounting Support FileService Banking';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const percentile = (xs, p) => (xs.length ? Math.round([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]) : 0);

/** A browser's cookie jar and redirects, enough for the provider's sign-in pages. */
export async function signIn(origin, email) {
  const jar = new Map();
  const send = async (url, init = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}), ...init.headers } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    return res;
  };
  const redirectUri = `${origin}/authentication/login-callback`;
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'portal', response_type: 'code', redirect_uri: redirectUri, scope: SCOPES, state: randomUUID(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
  });
  let res = await send(`${origin}/oidc/auth?${query}`);
  let url = `${origin}/oidc/auth`;
  while (res.status >= 300 && res.status < 400) {
    url = new URL(res.headers.get('location'), url).href;
    res = await send(url);
  }
  const action = /<form[^>]*action="([^"]*)"/.exec(await res.text())?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`no sign-in form for ${email}`);
  res = await send(new URL(action, url).href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password: DEMO_PASSWORD }) });
  while (res.status >= 300 && res.status < 400 && !res.headers.get('location').startsWith(redirectUri)) {
    url = new URL(res.headers.get('location'), url).href;
    res = await send(url);
  }
  const code = new URL(res.headers.get('location') ?? redirectUri).searchParams.get('code');
  if (!code) throw new Error(`sign-in of ${email} did not reach the callback (${res.status})`);
  const token = await fetch(`${origin}/oidc/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'portal', code_verifier: verifier }),
  });
  if (!token.ok) throw new Error(`token exchange for ${email}: ${token.status}`);
  return token.json();
}

const RETRYABLE = new Set([0, 502, 503, 504]);

/** One user action: sent, and sent again with the same request id while it fails on the way (at most 40 tries). */
async function act(stats, kind, send) {
  const started = performance.now();
  const requestId = randomUUID();
  for (let attempt = 0; attempt < 40; attempt += 1) {
    let status;
    let body = '';
    try {
      const res = await send(requestId);
      status = res.status;
      body = await res.text();
    } catch {
      status = 0; // the network failed: no answer
    }
    if (!RETRYABLE.has(status)) {
      stats.push({ kind, requestId, status, attempts: attempt + 1, ms: performance.now() - started, at: Date.now(), ...(status === 200 ? {} : { answer: body.slice(0, 200) }) });
      return;
    }
    await sleep(100 + attempt * 50);
  }
  stats.push({ kind, requestId, status: 'gave up', attempts: 40, ms: performance.now() - started, at: Date.now() });
}

/**
 * A client's tokens, refreshed before the access token expires as the portal's session keeper does (the e2e cluster's
 * tokens live 40 s); a refresh that meets the killed replica (network, 502-504) is sent again.
 */
function keptSession(origin, tokens) {
  let current = { ...tokens, expiresAt: Date.now() + tokens.expires_in * 1000 };
  let refreshes = 0;
  return {
    get refreshToken() { return current.refresh_token; },
    get refreshes() { return refreshes; },
    async accessToken() {
      if (Date.now() < current.expiresAt - 10_000) return current.access_token;
      for (let attempt = 0; attempt < 40; attempt += 1) {
        try {
          const res = await fetch(`${origin}/oidc/token`, {
            method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: current.refresh_token, client_id: 'portal' }),
          });
          if (res.ok) {
            const fresh = await res.json();
            current = { ...fresh, expiresAt: Date.now() + fresh.expires_in * 1000 };
            refreshes += 1;
            return current.access_token;
          }
          if (!RETRYABLE.has(res.status)) throw new Error(`the session's refresh was refused: ${res.status} ${await res.text()}`);
        } catch (error) {
          if (String(error.message).startsWith("the session's refresh")) throw error;
        }
        await sleep(100 + attempt * 50);
      }
      throw new Error("the session's refresh failed 40 times");
    },
  };
}

/**
 * Runs `clients` clients for `seconds` against the cluster at `origin`; `kill()` is called after `killAfterMs` and
 * resolves when the killed replica serves again (the clients keep going at least 3 s after that, so the run covers
 * its return). Returns { rows, checks, ok, killedAfterMs, recoveredAfterMs }: `rows` per action (done, errors seen,
 * retries, p50, p95, p95 during the kill) and `checks` as [name, figures, passed].
 */
export async function runKillTest({ origin, databaseUrl, clients = 16, seconds = 60, killAfterMs, kill }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const sessions = [];
    for (let i = 0; i < clients; i += 1) sessions.push(keptSession(origin, await signIn(origin, 'tenant@demo.test')));
    const acme = (await db.query("SELECT id FROM tenants WHERE name = 'Acme Payments'")).rows[0].id;
    // Captured sales with nothing against them yet (no refund, chargeback, dispute or reversal: the whole amount is
    // refundable) to refund 1.00 of at a time, far less than each holds; and authorisations to capture.
    const untouched = 'AND parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM transactions c WHERE c.parent_id = t.id)';
    const sales = (await db.query(`SELECT id, mode FROM transactions t WHERE tenant_id = $1 AND type = 'Sale' AND status = 'Captured' AND amount >= 50000
      ${untouched} ORDER BY id LIMIT 200`, [acme])).rows;
    const auths = (await db.query(`SELECT id, mode FROM transactions t WHERE tenant_id = $1 AND type = 'Authorisation' AND status = 'Reserved' ${untouched}
      ORDER BY id LIMIT 400`, [acme])).rows;
    if (sales.length < clients) throw new Error(`the seed has ${sales.length} large captured sales: too few for ${clients} clients`);
    const startedAt = new Date();
    const stats = [];
    const api = async (session, p, init = {}) => fetch(`${origin}/svc/merchant/${p}`, { ...init, headers: { authorization: `Bearer ${await session.accessToken()}`, accept: 'application/json', ...init.headers } });
    const action = (session, row, verb, body) => (requestId) => api(session, `api/crm/transactions/${row.id}/${verb}`, {
      method: 'POST', headers: { 'content-type': 'application/json', systemmode: row.mode, 'x-request-id': requestId }, body: JSON.stringify(body),
    });
    let deadline = Date.now() + seconds * 1000;
    let killWindow = null;
    let killedAfterMs = null;
    let recoveredAfterMs = null;
    const chaos = (async () => {
      await sleep(Math.max(0, startedAt.getTime() + (killAfterMs ?? Math.min(20_000, (seconds * 1000) / 3)) - Date.now()));
      const killed = Date.now();
      killedAfterMs = killed - startedAt.getTime();
      await kill();
      recoveredAfterMs = Date.now() - killed;
      killWindow = { from: killed, to: Date.now() + 2000 };
      deadline = Math.max(deadline, Date.now() + 3000);
    })();
    let nextAuth = 0;
    const running = sessions.map(async (session, i) => {
      const mine = sales.filter((_, k) => k % clients === i);
      for (let n = 0; Date.now() < deadline || killWindow === null; n += 1) {
        const pick = n % 10;
        if (pick < 4) await act(stats, 'refund', action(session, mine[n % mine.length], 'refunds', { amount: 100 }));
        else if (pick < 5 && nextAuth < auths.length) await act(stats, 'capture', action(session, auths[nextAuth++], 'captures', { amount: 100 }));
        else if (pick < 6) await act(stats, 'export', () => api(session, `api/crm/transactions/csv?externalId=${encodeURIComponent('TX-')}&from=${new Date(Date.now() - 86_400_000 * 3).toISOString()}`, { headers: { mode: 'Test' } }));
        else await act(stats, 'browse', () => api(session, `api/crm/transactions?pageSize=20&pageIndex=${n % 5}`, { headers: { mode: 'Test' } }));
      }
    });
    await Promise.all([...running, chaos]);

    // What the clients saw against what the database holds.
    const succeeded = (kind) => new Set(stats.filter((s) => s.kind === kind && s.status === 200).map((s) => s.requestId));
    const stored = async (kind) => new Set((await db.query('SELECT request_id FROM transaction_action_requests WHERE action = $1 AND created_at >= $2 AND answer_status = 200', [kind, startedAt])).rows.map((r) => r.request_id));
    const refundRows = Number((await db.query("SELECT count(*)::int AS n FROM transactions WHERE type = 'Refund' AND created_at >= $1", [startedAt])).rows[0].n);
    const unbalanced = (await db.query('SELECT transaction_id FROM accounting_entries GROUP BY transaction_id, journal HAVING sum(debit) <> sum(credit)')).rows.length;
    const refreshed = await Promise.all(sessions.map(async (s) => {
      const res = await fetch(`${origin}/oidc/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: s.refreshToken, client_id: 'portal' }) });
      if (!res.ok) return false;
      const fresh = await res.json();
      return (await fetch(`${origin}/svc/merchant/api/crm/transactions?pageSize=1`, { headers: { authorization: `Bearer ${fresh.access_token}`, mode: 'Test' } })).ok;
    }));
    const checks = [];
    for (const kind of ['refund', 'capture']) {
      const seen = succeeded(kind);
      const inDb = await stored(kind);
      const lost = [...seen].filter((id) => !inDb.has(id)).length;
      const unseen = [...inDb].filter((id) => !seen.has(id)).length;
      checks.push([`${kind}s a client saw succeed, all in the database once`, `${seen.size} seen, ${inDb.size} stored, ${lost} lost, ${unseen} done unseen`, lost === 0 && unseen === 0 && seen.size > 0]);
    }
    checks.push(['refund transactions written = refunds that succeeded (nothing twice)', `${refundRows} rows, ${succeeded('refund').size} successes`, refundRows === succeeded('refund').size]);
    checks.push(['every journal balances', `${unbalanced} unbalanced`, unbalanced === 0]);
    checks.push(['every client still signed in (refresh, then a call)', `${refreshed.filter(Boolean).length} of ${sessions.length} (${sessions.reduce((n, s) => n + s.refreshes, 0)} refreshes during the run)`, refreshed.every(Boolean)]);
    const gaveUp = stats.filter((s) => s.status === 'gave up').length;
    const unexpected = stats.filter((s) => s.status !== 200 && s.status !== 'gave up');
    checks.push(['no user action lost: every one answered', `${gaveUp} gave up, ${unexpected.length} other answers${unexpected.length ? ` (${[...new Set(unexpected.map((s) => `${s.kind} ${s.status} after ${s.attempts} tries: ${s.answer}`))].join('; ')})` : ''}`, gaveUp === 0 && unexpected.length === 0]);

    const during = (s) => killWindow && s.at >= killWindow.from && s.at <= killWindow.to;
    const rows = ['refund', 'capture', 'export', 'browse'].map((kind) => {
      const mine = stats.filter((s) => s.kind === kind);
      return [kind, mine.filter((s) => s.status === 200).length, mine.filter((s) => s.attempts > 1).length,
        mine.reduce((sum, s) => sum + s.attempts - 1, 0), percentile(mine.map((s) => s.ms), 0.5), percentile(mine.map((s) => s.ms), 0.95),
        percentile(mine.filter(during).map((s) => s.ms), 0.95)];
    });
    return { rows, checks, ok: checks.every(([, , ok]) => ok), killedAfterMs, recoveredAfterMs };
  } finally {
    await db.end();
  }
}

/** The figures as the bench and the spec print them. */
export const KILL_TEST_HEADER = ['action', 'done', 'errors seen (first try)', 'retries', 'p50 ms', 'p95 ms', 'p95 ms during the kill'];
