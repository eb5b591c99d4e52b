import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { transactions } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { pagedQuery } from '../src/lib/paged-query';
import { QueryParameters } from '../src/lib/query-parameters';
import { transactionOrder } from '../src/modules/transactions/repository';
import { DEFAULT_TRANSACTION_COLUMNS, TRANSACTION_PATHS, type TransactionRecord } from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

type Query = Record<string, string | number | Array<string | number>>;
interface Page { data: TransactionRecord[]; count: number; countIsCapped: boolean; nextCursor: string | null; error?: string }

describe('transaction lookups: tenant, platform and merchant (issue 9)', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const acme = seedIds.tenant('acme');
  const globex = seedIds.tenant('globex');
  const blueBottle = seedIds.merchant('blue-bottle');

  before(async () => {
    t = await startTestServer();
    for (const email of ['platform@demo.test', 'tenant@demo.test', 'tenant-viewer@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'merchant2@demo.test']) {
      tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
    }
  });
  after(async () => { await t?.close(); });

  async function call<T>(email: string, method: string, path: string, query: Query = {}, opts: { mode?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) (Array.isArray(v) ? v : [v]).forEach((x) => qs.append(k, String(x)));
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(email)}`, mode: opts.mode ?? 'Live' };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${t.origin}/svc/merchant/${path}?${qs}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    return { status: res.status, body: await res.json() as T };
  }
  const get = (email: string, path: string, query: Query = {}, mode = 'Live') => call<Page>(email, 'GET', path, query, { mode });

  /** Every row of a lookup, walking the keyset cursor 100 at a time. */
  async function all(email: string, path: string, query: Query = {}, mode = 'Live'): Promise<TransactionRecord[]> {
    const rows: TransactionRecord[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(email, path, { ...query, pageSize: 100, ...(cursor ? { cursor } : {}) }, mode);
      assert.equal(page.status, 200, page.body.error);
      rows.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor);
    return rows;
  }

  it('keeps scopes apart: tenant2@ never sees Acme, a merchant only its own rows, platform only the tenants it picks', async () => {
    const globexRows = await all('tenant2@demo.test', TRANSACTION_PATHS.tenantList);
    assert.ok(globexRows.length > 0);
    assert.ok(globexRows.every((r) => r.tenantId === globex));
    // Naming Acme's merchant as Customer does not reach it.
    const asked = await get('tenant2@demo.test', TRANSACTION_PATHS.tenantList, { Customer: blueBottle });
    assert.equal(asked.body.count, 0);

    const mine = await all('merchant@demo.test', TRANSACTION_PATHS.merchantList);
    assert.ok(mine.length > 0 && mine.every((r) => r.merchantId === blueBottle));
    const other = await all('merchant2@demo.test', TRANSACTION_PATHS.merchantList);
    assert.ok(other.length > 0 && other.every((r) => r.merchantId === seedIds.merchant('globex-garden')));
    assert.equal((await get('merchant@demo.test', TRANSACTION_PATHS.merchantList, { Customer: blueBottle })).status, 400, 'no Customer filter for merchants');

    const acmeOnly = await get('platform@demo.test', TRANSACTION_PATHS.platformList, { tenantIds: acme, pageSize: 100 });
    assert.equal(acmeOnly.status, 200);
    assert.ok(acmeOnly.body.data.every((r) => r.tenantId === acme && r.tenantName === 'Acme Payments'));
    const both = await get('platform@demo.test', TRANSACTION_PATHS.platformList, { tenantIds: [acme, globex], pageSize: 100 });
    const every = await get('platform@demo.test', TRANSACTION_PATHS.platformList, { pageSize: 100 });
    const globexOnly = await get('platform@demo.test', TRANSACTION_PATHS.platformList, { tenantIds: globex, pageSize: 1 });
    assert.equal(both.body.count, every.body.count);
    assert.equal(every.body.count, Math.min(acmeOnly.body.count + globexOnly.body.count, 10_000));
    assert.equal((await get('platform@demo.test', TRANSACTION_PATHS.platformList, { tenantIds: '00000000-0000-4000-8000-000000000000' })).status, 404);
    assert.equal((await get('tenant@demo.test', TRANSACTION_PATHS.platformList)).status, 403, 'tenant staff cannot look across tenants');
    assert.equal((await get('tenant-viewer@demo.test', TRANSACTION_PATHS.tenantList)).status, 403, 'no lookup permission');
  });

  it('answers only the rows of the Mode header', async () => {
    const test = await all('merchant@demo.test', TRANSACTION_PATHS.merchantList, {}, 'Test');
    const live = await all('merchant@demo.test', TRANSACTION_PATHS.merchantList, {}, 'Live');
    assert.ok(test.length > 0 && test.every((r) => r.mode === 'Test'));
    assert.ok(live.length > 0 && live.every((r) => r.mode === 'Live'));
  });

  it('applies every filter exactly as the rows say (checked against the unfiltered rows)', async () => {
    const rows = await all('tenant@demo.test', TRANSACTION_PATHS.tenantList);
    const ids = (list: TransactionRecord[]) => list.map((r) => r.id).sort();
    const check = async (query: Query, keep: (r: TransactionRecord) => boolean, label: string) => {
      const expected = ids(rows.filter(keep));
      assert.ok(expected.length > 0, `${label}: the seed has matching rows`);
      assert.ok(expected.length < rows.length, `${label}: the filter leaves rows out`);
      assert.deepEqual(ids(await all('tenant@demo.test', TRANSACTION_PATHS.tenantList, query)), expected, label);
    };
    const sample = rows.find((r) => r.cardFirst6 && r.customerEmail && r.websiteId && r.serviceProviderId)!;
    const times = rows.map((r) => Date.parse(r.createdAt)).sort((a, b) => a - b);
    const mid = new Date(times[Math.floor(times.length / 2)]!).toISOString();
    const late = new Date(times[Math.floor(times.length * 0.8)]!).toISOString();
    await check({ from: mid, to: late }, (r) => r.createdAt >= mid && r.createdAt < late, 'date range');
    await check({ status: ['Declined', 'Refunded'] }, (r) => r.status === 'Declined' || r.status === 'Refunded', 'status');
    await check({ type: 'Refund' }, (r) => r.type === 'Refund', 'type');
    await check({ paymentMethod: 'open-banking' }, (r) => r.paymentMethod === 'open-banking', 'payment method');
    await check({ serviceProviderFilter: sample.serviceProviderId! }, (r) => r.serviceProviderId === sample.serviceProviderId, 'service provider');
    await check({ Customer: blueBottle }, (r) => r.merchantId === blueBottle, 'Customer');
    await check({ websiteId: sample.websiteId! }, (r) => r.websiteId === sample.websiteId, 'website');
    await check({ currency: 'EUR' }, (r) => r.currency === 'EUR', 'currency');
    await check({ amountFrom: 5000, amountTo: 9000 }, (r) => r.amount >= 5000 && r.amount <= 9000, 'amount range');
    await check({ cardFirst6: sample.cardFirst6! }, (r) => r.cardFirst6 === sample.cardFirst6, 'card first 6');
    await check({ cardLast4: sample.cardLast4! }, (r) => r.cardLast4 === sample.cardLast4, 'card last 4');
    await check({ externalId: 'tx-bbc-00' }, (r) => r.externalId.startsWith('TX-BBC-00'), 'external id, case-insensitive');
    await check({ customerEmail: sample.customerEmail!.toUpperCase() }, (r) => r.customerEmail === sample.customerEmail, 'customer e-mail');
    // Refunds point at the payment they refund.
    const refund = rows.find((r) => r.type === 'Refund' && r.parentId)!;
    assert.equal(refund.parentExternalId, rows.find((r) => r.id === refund.parentId)?.externalId ?? refund.parentExternalId);
    assert.ok(refund.externalId.startsWith(refund.parentExternalId!));
    // Follow-ups carry their parent's external id (ADR 0126); a row written without it still shows its parent's.
    const db = t.server.database.db;
    const { rows: [stored] } = await db.execute<{ followUps: number; wrong: number }>(sql`select count(*)::int as "followUps",
      count(*) filter (where c.parent_external_id is distinct from p.external_id)::int as wrong
      from transactions c join transactions p on p.id = c.parent_id`);
    assert.ok(stored!.followUps > 0 && stored!.wrong === 0, JSON.stringify(stored));
    await db.update(transactions).set({ parentExternalId: null }).where(eq(transactions.id, refund.id));
    try {
      const again = await all('tenant@demo.test', TRANSACTION_PATHS.tenantList, { externalId: refund.externalId });
      assert.deepEqual(again.map((r) => [r.id, r.parentExternalId]), [[refund.id, refund.parentExternalId]]);
    } finally {
      await db.update(transactions).set({ parentExternalId: refund.parentExternalId }).where(eq(transactions.id, refund.id));
    }
  });

  it('reads a list filter repeated or comma-joined alike, and a blank parameter as not sent', async () => {
    const L = TRANSACTION_PATHS.tenantList;
    const ids = (p: { body: Page }) => p.body.data.map((r) => r.id);
    const repeated = await get('tenant@demo.test', L, { status: ['Captured', 'Declined'], pageSize: 100 });
    assert.equal(repeated.status, 200);
    assert.ok(repeated.body.count > 0 && repeated.body.data.every((r) => ['Captured', 'Declined'].includes(r.status)));
    const joined = await get('tenant@demo.test', L, { status: 'Captured,Declined', pageSize: 100 });
    assert.deepEqual(ids(joined), ids(repeated));
    const mixed = await get('tenant@demo.test', L, { status: ['Captured', ' Declined,'], pageSize: 100 });
    assert.deepEqual(ids(mixed), ids(repeated));
    const blank = await get('tenant@demo.test', L, { status: '', cardFirst6: '', externalId: '', pageSize: 100 });
    const none = await get('tenant@demo.test', L, { pageSize: 100 });
    assert.equal(blank.status, 200);
    assert.deepEqual([blank.body.count, ids(blank)], [none.body.count, ids(none)]);
  });

  it('refuses malformed or foreign filters with a clear 400', async () => {
    const bad = async (query: Query, error: string, path: string = TRANSACTION_PATHS.tenantList) => {
      const res = await get(path === TRANSACTION_PATHS.platformList ? 'platform@demo.test' : 'tenant@demo.test', path, query);
      assert.equal(res.status, 400, JSON.stringify(query));
      // The handler's own checks answer {error}; the declaration's (Fastify) {errors: [{message}]}.
      const body = res.body as unknown as { error?: string; errors?: Array<{ message: string }> };
      assert.equal(body.error ?? body.errors?.map((e) => e.message).join('; '), error);
    };
    await bad({ status: 'Lost' }, 'status must be one of Captured, Declined, Refunded, Pending, Reserved, Failed, Blocked, WaitingForApproval, Approved, Successful');
    await bad({ cardFirst6: '4111' }, 'cardFirst6 must be exactly 6 digits');
    await bad({ cardLast4: 'abcd' }, 'cardLast4 must be exactly 4 digits');
    await bad({ from: 'yesterday' }, 'from is not a valid date-time');
    await bad({ from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' }, 'from must be before to');
    await bad({ amountFrom: 10, amountTo: 5 }, 'amountFrom must not exceed amountTo');
    await bad({ from: '2025-01-01T00:00:00Z', to: '2025-04-02T00:00:00Z' }, 'Date: at most 90 days');
    assert.equal((await get('tenant@demo.test', TRANSACTION_PATHS.tenantList, { from: '2025-01-01T00:00:00Z', to: '2025-04-01T00:00:00Z' })).status, 200, '90 days are searched');
    await bad({ currency: 'euro' }, 'currency must be an ISO 4217 code (three capital letters)');
    await bad({ currency: 'EUR,gbp' }, 'currency must be an ISO 4217 code (three capital letters)');
    await bad({ Customer: 'not-a-merchant' }, 'Customer is not a valid uuid');
    await bad({ amountFrom: '12.5' }, 'amountFrom must be a whole number');
    await bad({ status: 'Captured,Lost' }, 'status must be one of Captured, Declined, Refunded, Pending, Reserved, Failed, Blocked, WaitingForApproval, Approved, Successful');
    await bad({ tenantIds: acme }, 'Unknown parameter: tenantIds');
    await bad({ colour: 'red' }, 'Unknown parameter: colour', TRANSACTION_PATHS.platformList);
    await bad({ sortField: 'customerIp' }, 'sortField must be one of createdAt, amount, externalId, status, type, paymentMethod, currency');
    await bad({ sortDirection: 'up' }, 'sortDirection must be one of asc, desc');
    await bad({ cursor: 'not-a-cursor' }, 'cursor is not valid for this list: start again from the first page');
  });

  it('sorts by a whitelisted field; a field without a direction is ascending', async () => {
    const byAmount = await get('tenant@demo.test', TRANSACTION_PATHS.tenantList, { sortField: 'amount', pageSize: 50 });
    const amounts = byAmount.body.data.map((r) => r.amount);
    assert.deepEqual(amounts, [...amounts].sort((a, b) => a - b));
    const desc = await get('tenant@demo.test', TRANSACTION_PATHS.tenantList, { sortField: 'amount', sortDirection: 'desc', pageSize: 50 });
    assert.ok(desc.body.data[0]!.amount >= amounts[amounts.length - 1]!);
    assert.equal(desc.body.nextCursor, null, 'only the createdAt order pages by cursor');
    const newest = await get('tenant@demo.test', TRANSACTION_PATHS.tenantList, { pageSize: 50 });
    const times = newest.body.data.map((r) => Date.parse(r.createdAt));
    assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first by default');
  });

  it('pages by keyset: cursors give the same rows as page numbers, without gaps or repeats', async () => {
    const byCursor = await all('tenant@demo.test', TRANSACTION_PATHS.tenantList, { status: 'Captured' });
    const byIndex: TransactionRecord[] = [];
    for (let pageIndex = 0; byIndex.length < byCursor.length; pageIndex++) {
      const page = await get('tenant@demo.test', TRANSACTION_PATHS.tenantList, { status: 'Captured', pageSize: 100, pageIndex });
      assert.ok(page.body.data.length > 0);
      byIndex.push(...page.body.data);
      assert.equal(page.body.count, byCursor.length);
    }
    assert.deepEqual(byCursor.map((r) => r.id), byIndex.map((r) => r.id));
    assert.equal(new Set(byCursor.map((r) => r.id)).size, byCursor.length);
  });

  it('caps the count of a large match and says so', async () => {
    const db = t.server.database.db;
    const [total] = await db.$count(transactions, eq(transactions.tenantId, acme)).then((n) => [n]);
    assert.ok(total! > 30);
    const page = { pageIndex: 0, pageSize: 5 };
    const order = transactionOrder('createdAt', 'desc');
    const select = () => db.select({ id: transactions.id, createdAt: transactions.createdAt }).from(transactions).$dynamic();
    const capped = await pagedQuery({ db, select: select(), countFrom: transactions, where: eq(transactions.tenantId, acme), order, page, count: { cap: 30 } });
    assert.deepEqual([capped.count, capped.countIsCapped, capped.rows.length], [30, true, 5]);
    const exact = await pagedQuery({ db, select: select(), countFrom: transactions, where: eq(transactions.tenantId, acme), order, page, count: { cap: total! } });
    assert.deepEqual([exact.count, exact.countIsCapped], [total, false]);
  });

  it('says how many rows match also on an empty page past the last one, by number or by cursor', async () => {
    const db = t.server.database.db;
    const where = eq(transactions.tenantId, acme);
    const total = await db.$count(transactions, where);
    const order = transactionOrder('createdAt', 'desc');
    const select = () => db.select({ id: transactions.id, createdAt: transactions.createdAt }).from(transactions).$dynamic();
    const beyond = { pageIndex: Math.ceil(total / 5) + 1, pageSize: 5 };
    for (const count of [{ exact: true as const }, { cap: total + 10 }]) {
      const page = await pagedQuery({ db, select: select(), countFrom: transactions, where, order, page: beyond, count });
      assert.deepEqual([page.rows.length, page.count, page.countIsCapped], [0, total, false], JSON.stringify(count));
      const full = await pagedQuery({ db, select: select(), countFrom: transactions, where, order, page: { pageIndex: 0, pageSize: 5 }, count });
      assert.deepEqual([full.rows.length, full.count], [5, total], 'a page with rows carries the same count');
      assert.ok(full.rows.every((r) => Object.keys(r).sort().join() === 'createdAt,id'), 'rows keep only their own columns');
    }
    const firstPage = await get('tenant@demo.test', TRANSACTION_PATHS.tenantList, { status: 'Captured', pageSize: 100 });
    const lastRow = (await all('tenant@demo.test', TRANSACTION_PATHS.tenantList, { status: 'Captured' })).at(-1)!;
    const afterLast = Buffer.from(JSON.stringify([lastRow.createdAt, lastRow.id])).toString('base64url');
    const empty = await get('tenant@demo.test', TRANSACTION_PATHS.tenantList, { status: 'Captured', pageSize: 100, cursor: afterLast });
    assert.deepEqual([empty.status, empty.body.data.length, empty.body.count, empty.body.nextCursor], [200, 0, firstPage.body.count, null]);
    const nothing = await get('tenant@demo.test', TRANSACTION_PATHS.tenantList, { customerEmail: 'nobody-at-all@example.com' });
    assert.deepEqual([nothing.body.data.length, nothing.body.count, nothing.body.countIsCapped], [0, 0, false]);
  });

  it('answers each call of one prepared filter set with its own values, planned for those values', async () => {
    const L = TRANSACTION_PATHS.tenantList;
    // One statement serves one filter set (ADR 0015 session 11): two tenants' calls of one status share it,
    // two statuses and three share another; each must still answer its own rows, whatever the call before it asked.
    const declined = await all('tenant@demo.test', L, { status: 'Declined' });
    const captured = await all('tenant@demo.test', L, { status: 'Captured' });
    const both = await all('tenant@demo.test', L, { status: ['Declined', 'Captured'] });
    const three = await all('tenant@demo.test', L, { status: ['Declined', 'Captured', 'Refunded'] });
    const globexDeclined = await all('tenant2@demo.test', L, { status: 'Declined' });
    assert.ok(declined.length > 0 && captured.length > 0 && globexDeclined.length > 0);
    assert.ok(declined.every((r) => r.status === 'Declined' && r.tenantId === acme));
    assert.ok(captured.every((r) => r.status === 'Captured' && r.tenantId === acme));
    assert.deepEqual(new Set(both.map((r) => r.id)), new Set([...declined, ...captured].map((r) => r.id)));
    const threeIds = new Set(three.map((r) => r.id));
    assert.ok(both.every((r) => threeIds.has(r.id)) && three.every((r) => ['Declined', 'Captured', 'Refunded'].includes(r.status)));
    assert.ok(globexDeclined.every((r) => r.status === 'Declined' && r.tenantId === globex));
    // A generic plan (PostgreSQL's choice after five calls of a named statement) ignores how selective a value is:
    // the pages are sent unnamed, so no connection keeps one and each call is planned for its values. The session
    // check, primary keys only, is the one named statement, and PostgreSQL's plan cache serves it a generic plan.
    // PostgreSQL switches after five custom plans on one connection, and the calls spread over the pool's connections
    // as they fall free: call until one has switched, within a bound that ten connections cannot all stay under.
    // Each call's session check is made to reach the database: the process keeps checks in memory for 10 s (ADR
    // 0127), so sixty calls within that time ran the statement only when something else had forgotten them.
    let kept = await preparedOnEveryConnection();
    for (let calls = 0; calls < 60 && !kept.some((k) => k.generic_plans > 0); calls++) {
      t.server.sessions.forgetAll();
      assert.equal((await get('tenant@demo.test', L, { status: 'Declined' })).status, 200);
      kept = await preparedOnEveryConnection();
    }
    assert.deepEqual([...new Set(kept.map((k) => k.name))], ['api_session']);
    assert.ok(kept.some((k) => k.generic_plans > 0), `the session check planned once for all values: ${JSON.stringify(kept)}`);
    if (t.server.database.kind === 'postgres') {
      // No JIT compilation and no parallel workers on the portal's own connections, whatever the server's defaults
      // (PGlite has neither).
      const { rows: settings } = await t.server.database.db.execute<{ name: string; setting: string; source: string }>(
        sql`select name, setting, source from pg_settings where name in ('jit', 'max_parallel_workers_per_gather') order by name`);
      assert.deepEqual(settings, [
        { name: 'jit', setting: 'off', source: 'client' },
        { name: 'max_parallel_workers_per_gather', setting: '0', source: 'client' },
      ]);
    }
    // A value written into a prepared where would be kept for every later call of its shape: refused.
    const db = t.server.database.db;
    await assert.rejects(
      pagedQuery({
        db, select: db.select({ id: transactions.id }).from(transactions).$dynamic(), countFrom: transactions,
        where: eq(transactions.tenantId, acme), order: transactionOrder('createdAt', 'desc'), page: { pageIndex: 0, pageSize: 5 },
        count: false, prepared: { list: 'inline_value', params: QueryParameters.prepared() },
      }),
      /a prepared where takes its values through QueryParameters \(1 inline\)/,
    );
  });

  /** The named statements each of the pool's connections keeps, with how PostgreSQL planned their calls. */
  async function preparedOnEveryConnection(): Promise<Array<{ name: string; generic_plans: number; custom_plans: number }>> {
    const pool = t.server.database.pool;
    const clients = [];
    try {
      // Every idle connection, one after the other (the pool hands out its idle ones before opening another).
      while (pool.idleCount > 0) clients.push(await pool.connect());
      const kept = [];
      for (const client of clients) {
        const { rows } = await client.query<{ name: string; generic_plans: string; custom_plans: string }>('select name, generic_plans, custom_plans from pg_prepared_statements');
        kept.push(...rows.map((r) => ({ name: r.name, generic_plans: Number(r.generic_plans), custom_plans: Number(r.custom_plans) })));
      }
      return kept;
    } finally {
      for (const client of clients) client.release();
    }
  }

  it('keeps each user\'s column choice per lookup', async () => {
    const path = TRANSACTION_PATHS.tenantColumns;
    const first = await call<{ columns: string[]; isDefault: boolean }>('tenant@demo.test', 'GET', path);
    assert.deepEqual(first.body, { lookup: 'tenant', columns: [...DEFAULT_TRANSACTION_COLUMNS.tenant], isDefault: true });
    const chosen = ['status', 'externalId', 'amount', 'customerEmail'];
    const saved = await call<{ columns: string[] }>('tenant@demo.test', 'PUT', path, {}, { body: { columns: chosen } });
    assert.equal(saved.status, 200);
    assert.deepEqual((await call<{ columns: string[]; isDefault: boolean }>('tenant@demo.test', 'GET', path)).body, { lookup: 'tenant', columns: chosen, isDefault: false });
    // Another user of another tenant, and the same user's other lookups, keep their own.
    assert.equal((await call<{ isDefault: boolean }>('tenant2@demo.test', 'GET', path)).body.isDefault, true);
    assert.equal((await call<{ isDefault: boolean }>('merchant@demo.test', 'GET', TRANSACTION_PATHS.merchantColumns)).body.isDefault, true);
    const refused = await call<{ error: string }>('tenant@demo.test', 'PUT', path, {}, { body: { columns: ['tenantName'] } });
    assert.deepEqual([refused.status, refused.body.error], [400, 'tenantName is not a column of this lookup']);
    const twice = await call<{ error: string }>('tenant@demo.test', 'PUT', path, {}, { body: { columns: ['status', 'status'] } });
    assert.deepEqual([twice.status, twice.body.error], [400, 'Each column may appear once']);
    assert.equal((await call('merchant@demo.test', 'GET', path)).status, 403, 'a merchant uses the merchant lookup');
    assert.equal((await call('tenant-viewer@demo.test', 'PUT', path, {}, { body: { columns: chosen } })).status, 403);
  });

  it('lists the websites each caller may filter by', async () => {
    type Item = { id: string; name: string };
    const names = async (email: string, query: Query = {}) => (await call<Item[]>(email, 'GET', TRANSACTION_PATHS.websites, query)).body.map((w) => w.name);
    assert.deepEqual(await names('merchant@demo.test'), ['Blue Bottle Coffee app', 'Blue Bottle Coffee shop']);
    const acmeSites = await names('tenant@demo.test');
    assert.ok(acmeSites.length > 2 && acmeSites.includes('Blue Bottle Coffee shop'));
    assert.deepEqual(await names('tenant@demo.test', { Customer: blueBottle }), ['Blue Bottle Coffee app', 'Blue Bottle Coffee shop']);
    const globexSites = await names('tenant2@demo.test');
    assert.ok(globexSites.length > 0 && globexSites.every((n) => !acmeSites.includes(n)), "tenant2@ never sees Acme's websites");
    assert.deepEqual((await names('platform@demo.test', { tenantIds: globex })).sort(), [...globexSites].sort());
    // A website id from the list filters the lookup to that website's rows.
    const [site] = (await call<Item[]>('merchant@demo.test', 'GET', TRANSACTION_PATHS.websites)).body;
    const rows = await all('merchant@demo.test', TRANSACTION_PATHS.merchantList, { websiteId: site!.id });
    assert.ok(rows.length > 0 && rows.every((r) => r.websiteName === site!.name));
  });
});
