// The kill test of `npm run bench -- --only=cluster` (issue 28 item 4, ADR 0102): 2 backend replicas on PostgreSQL
// behind deploy/nginx.conf; 16 signed-in clients refund, capture, export and browse for --seconds (default 60) while
// one replica is killed with SIGKILL and started again. A client retries a failed call (network, 502-504) with the
// same request id, as the portal's action runner does. Then: every refund and capture a client saw succeed is in
// the database once, nothing a client did not see succeed was done, every journal balances, and every client's
// session still refreshes and calls the API. Prints the figures; exits non-zero when a check fails.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startCluster } from './cluster.mjs';
import { DEMO_PASSWORD } from './demo-accounts.mjs';
import { formatDuration, header, info, table } from './log.mjs';
import { ROOT } from './paths.mjs';

const pg = createRequire(path.join(ROOT, 'backend', 'package.json'))('pg');
const SCOPES = 'openid profile email Merchant Payment Webhook Accounting Support FileService Banking';
const CLIENTS = 16;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (xs, p) => (xs.length ? Math.round([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]) : 0);

/** A browser's cookie jar and redirects, enough for the provider's sign-in pages. */
async function signIn(origin, email) {
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
    try {
      const res = await send(requestId);
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0; // the network failed: no answer
    }
    if (!RETRYABLE.has(status)) {
      stats.push({ kind, requestId, status, attempts: attempt + 1, ms: performance.now() - started, at: Date.now() });
      return;
    }
    await sleep(100 + attempt * 50);
  }
  stats.push({ kind, requestId, status: 'gave up', attempts: 40, ms: performance.now() - started, at: Date.now() });
}

export async function benchCluster({ seconds = 60 } = {}) {
  header(`Cluster: 2 replicas on PostgreSQL behind nginx, ${CLIENTS} clients for ${seconds} s, one replica killed (SIGKILL) and started again`);
  const cluster = await startCluster({
    replicas: 2, env: { ACTION_QUOTA_PER_USER: '100000', ACTION_QUOTA_PER_TENANT: '100000', SEED_TRANSACTIONS: '400' },
  });
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  let failed;
  try {
    const { origin } = cluster;
    const sessions = [];
    for (let i = 0; i < CLIENTS; i += 1) sessions.push(await signIn(origin, 'tenant@demo.test'));
    info(`${CLIENTS} clients signed in through nginx`);
    const acme = (await db.query("SELECT id FROM tenants WHERE name = 'Acme Payments'")).rows[0].id;
    // Captured sales to refund 1.00 of at a time (far more than refunded in the run), and authorisations to capture.
    const sales = (await db.query(`SELECT id, mode FROM transactions WHERE tenant_id = $1 AND type = 'Sale' AND status = 'Captured' AND amount >= 50000
      AND parent_id IS NULL ORDER BY id LIMIT 200`, [acme])).rows;
    const auths = (await db.query(`SELECT id, mode FROM transactions WHERE tenant_id = $1 AND type = 'Authorisation' AND status = 'Reserved' AND parent_id IS NULL ORDER BY id LIMIT 400`, [acme])).rows;
    if (sales.length < CLIENTS) throw new Error(`the seed has ${sales.length} large captured sales: too few`);
    const startedAt = new Date();
    const stats = [];
    const api = (token, p, init = {}) => fetch(`${origin}/svc/merchant/${p}`, { ...init, headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...init.headers } });
    const action = (token, row, verb, body) => (requestId) => api(token, `api/crm/transactions/${row.id}/${verb}`, {
      method: 'POST', headers: { 'content-type': 'application/json', systemmode: row.mode, 'x-request-id': requestId }, body: JSON.stringify(body),
    });
    const deadline = Date.now() + seconds * 1000;
    const killAt = Date.now() + Math.min(20_000, seconds * 1000 / 3);
    let killWindow = null;
    const chaos = (async () => {
      await sleep(killAt - Date.now());
      const victim = cluster.replicas[0];
      const killed = Date.now();
      await victim.kill('SIGKILL');
      info(`replica ${victim.index} (pid killed) at ${formatDuration(killed - startedAt.getTime())}; starting it again`);
      await sleep(2000);
      await victim.start();
      killWindow = { from: killed, to: Date.now() + 2000 };
      info(`replica ${victim.index} ready again ${formatDuration(Date.now() - killed)} after the kill`);
    })();
    let nextAuth = 0;
    const clients = sessions.map(async (session, i) => {
      const token = session.access_token;
      const mine = sales.filter((_, k) => k % CLIENTS === i);
      for (let n = 0; Date.now() < deadline; n += 1) {
        const pick = n % 10;
        if (pick < 4) await act(stats, 'refund', action(token, mine[n % mine.length], 'refunds', { amount: 100 }));
        else if (pick < 5 && nextAuth < auths.length) await act(stats, 'capture', action(token, auths[nextAuth++], 'captures', { amount: 100 }));
        else if (pick < 6) await act(stats, 'export', () => api(token, `api/crm/transactions/csv?externalId=${encodeURIComponent('TX-')}&from=${new Date(Date.now() - 86_400_000 * 3).toISOString()}`, { headers: { mode: 'Test' } }));
        else await act(stats, 'browse', () => api(token, `api/crm/transactions?pageSize=20&pageIndex=${n % 5}`, { headers: { mode: 'Test' } }));
      }
    });
    await Promise.all([...clients, chaos]);

    // What the clients saw against what the database holds.
    const succeeded = (kind) => new Set(stats.filter((s) => s.kind === kind && s.status === 200).map((s) => s.requestId));
    const stored = async (kind) => new Set((await db.query('SELECT request_id FROM transaction_action_requests WHERE action = $1 AND created_at >= $2 AND answer_status = 200', [kind, startedAt])).rows.map((r) => r.request_id));
    const refundRows = Number((await db.query("SELECT count(*)::int AS n FROM transactions WHERE type = 'Refund' AND created_at >= $1", [startedAt])).rows[0].n);
    const unbalanced = (await db.query('SELECT transaction_id FROM accounting_entries GROUP BY transaction_id, journal HAVING sum(debit) <> sum(credit)')).rows.length;
    const refreshed = await Promise.all(sessions.map(async (s) => {
      const res = await fetch(`${origin}/oidc/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: s.refresh_token, client_id: 'portal' }) });
      if (!res.ok) return false;
      const fresh = await res.json();
      return (await api(fresh.access_token, 'api/crm/transactions?pageSize=1', { headers: { mode: 'Test' } })).ok;
    }));
    const checks = [];
    for (const kind of ['refund', 'capture']) {
      const seen = succeeded(kind);
      const inDb = await stored(kind);
      const lost = [...seen].filter((id) => !inDb.has(id)).length;
      const unseen = [...inDb].filter((id) => !seen.has(id)).length;
      checks.push([`${kind}s a client saw succeed, all in the database once`, `${seen.size} seen, ${inDb.size} stored, ${lost} lost, ${unseen} done unseen`, lost === 0 && unseen === 0]);
    }
    checks.push(['refund transactions written = refunds that succeeded (nothing twice)', `${refundRows} rows, ${succeeded('refund').size} successes`, refundRows === succeeded('refund').size]);
    checks.push(['every journal balances', `${unbalanced} unbalanced`, unbalanced === 0]);
    checks.push(['every client still signed in (refresh, then a call)', `${refreshed.filter(Boolean).length} of ${sessions.length}`, refreshed.every(Boolean)]);
    const gaveUp = stats.filter((s) => s.status === 'gave up').length;
    const unexpected = stats.filter((s) => s.status !== 200 && s.status !== 'gave up').length;
    checks.push(['no user action lost: every one answered', `${gaveUp} gave up, ${unexpected} other answers`, gaveUp === 0 && unexpected === 0]);

    const during = (s) => killWindow && s.at >= killWindow.from && s.at <= killWindow.to;
    console.log(table([
      ['action', 'done', 'errors seen (first try)', 'retries', 'p50 ms', 'p95 ms', 'p95 ms during the kill'],
      ...['refund', 'capture', 'export', 'browse'].map((kind) => {
        const mine = stats.filter((s) => s.kind === kind);
        return [kind, mine.filter((s) => s.status === 200).length, mine.filter((s) => s.attempts > 1).length,
          mine.reduce((sum, s) => sum + s.attempts - 1, 0), percentile(mine.map((s) => s.ms), 0.5), percentile(mine.map((s) => s.ms), 0.95),
          percentile(mine.filter(during).map((s) => s.ms), 0.95)];
      }),
    ]));
    console.log(table([['check', 'figures', 'passed'], ...checks.map(([name, figures, ok]) => [name, figures, ok ? 'yes' : 'NO'])]));
    failed = checks.some(([, , ok]) => !ok);
  } finally {
    await db.end();
    await cluster.stop();
  }
  if (failed) process.exitCode = 1;
}
