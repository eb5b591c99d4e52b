// Also on embedded PGlite: the pg-boss job queue shares PGlite's one connection with the requests.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { transactions, users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { localDateTime } from '../src/modules/transactions/export/export-format';
import { EXPORT_QUEUE, type ExportJob } from '../src/modules/transactions/export/export-job';
import { TRANSACTION_EXPORT_PATHS, TRANSACTION_PATHS, VALUE_LABELS_TR, type Notification, type TransactionExportJob, type TransactionRecord } from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { parseCsv } from './helpers/parse-csv';
import { startTestServer, type TestServer } from './helpers/server';
import { EXPORT_QUEUES, EXPORT_QUOTA_MESSAGE, EXPORT_RETRY_AFTER_SECONDS, EXPORT_TENANT_QUOTA_MESSAGE, EXPORTS_IN_FLIGHT_PER_TENANT, EXPORTS_IN_FLIGHT_PER_USER } from '../src/jobs/export-quota';

type Query = Record<string, string | number | Array<string | number>>;
interface Answer { status: number; headers: Headers; text: string }

/** The row limit of this file's server: small, so the background job is reached with seeded rows. */
const SYNC_LIMIT = 60;

describe('transaction exports: columns, clock, formula cells, scope, mode, background job (issue 10 deliverable 4)', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const acme = seedIds.tenant('acme');
  const blueBottle = seedIds.merchant('blue-bottle');

  before(async () => {
    t = await startTestServer({ EXPORT_SYNC_LIMIT: String(SYNC_LIMIT) });
    for (const email of ['platform@demo.test', 'tenant@demo.test', 'tenant-viewer@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'merchant2@demo.test']) {
      tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
    }
  });
  after(async () => { await t?.close(); });

  const qs = (query: Query) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) (Array.isArray(v) ? v : [v]).forEach((x) => params.append(k, String(x)));
    return params;
  };
  async function get(email: string, path: string, query: Query = {}, opts: { mode?: string; language?: string } = {}): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(email)}`, mode: opts.mode ?? 'Live' };
    if (opts.language) headers['accept-language'] = opts.language;
    const res = await fetch(`${t.origin}/svc/merchant/${path}?${qs(query)}`, { headers });
    // Decoded by hand: fetch's text() would drop the byte order mark the test looks for.
    return { status: res.status, headers: res.headers, text: Buffer.from(await res.arrayBuffer()).toString('utf8') };
  }
  const exportOf = (email: string, kind: keyof typeof TRANSACTION_EXPORT_PATHS, query: Query = {}, mode = 'Live') => get(email, TRANSACTION_EXPORT_PATHS[kind], query, { mode });
  const csvOf = (answer: Answer) => {
    assert.equal(answer.status, 200, answer.text);
    return parseCsv(answer.text);
  };
  async function lookup(email: string, path: string, query: Query, mode = 'Live'): Promise<TransactionRecord[]> {
    const rows: TransactionRecord[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(email, path, { ...query, pageSize: 100, ...(cursor ? { cursor } : {}) }, { mode });
      const body = JSON.parse(page.text) as { data: TransactionRecord[]; nextCursor: string | null };
      rows.push(...body.data);
      cursor = body.nextCursor;
    } while (cursor);
    return rows;
  }

  it('writes the chosen columns in their order, pinned ones at their edges as the screen shows them (the id first, status and amount last), with their titles, the rows of the lookup in its sort, as a .csv that is CSV', async () => {
    const query = { externalId: 'TX-BBC-00', sortField: 'amount', sortDirection: 'desc' };
    const answer = await exportOf('merchant@demo.test', 'merchant', { ...query, columns: ['status', 'externalId', 'amount', 'card', 'customerEmail'] });
    assert.match(answer.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="transactions-merchant-\d{8}-\d{6}-Europe-London\.csv"/);
    assert.ok(answer.text.startsWith('\uFEFF'), 'UTF-8 byte order mark: spreadsheets read the names intact');
    const [header, ...rows] = csvOf(answer);
    // The external id pinned left, the status and amount right, as on screen (issue 27, pinned columns).
    assert.deepEqual(header, ['External id', 'Card', 'Customer e-mail', 'Status', 'Amount']);

    const expected = await lookup('merchant@demo.test', TRANSACTION_PATHS.merchantList, query);
    assert.ok(expected.length >= 20, 'TX-BBC-0001..0024 are Live');
    assert.deepEqual(rows.map((r) => r[0]), expected.map((r) => r.externalId), 'the same rows in the same order');
    const tx21 = rows.find((r) => r[0] === 'TX-BBC-0021')!;
    assert.equal(tx21[4], '163.99 EUR', 'major units in the currency\'s decimals, as the amount column shows');
    const record = expected.find((r) => r.externalId === 'TX-BBC-0021')!;
    assert.equal(tx21[3], record.status);
    assert.equal(tx21[1], record.cardFirst6 ? `${record.cardFirst6}******${record.cardLast4}` : '');
    assert.equal(tx21[2], record.customerEmail ?? '');
  });

  it("writes the reader's language: a Turkish portal's file has the Turkish table's titles, statuses, types, modes and seeded method names", async () => {
    const query = { externalId: 'TX-BBC-002', columns: ['externalId', 'type', 'paymentMethod', 'mode', 'status'] };
    const english = csvOf(await get('merchant@demo.test', TRANSACTION_EXPORT_PATHS.merchant, query, { mode: 'Live' }));
    const turkish = csvOf(await get('merchant@demo.test', TRANSACTION_EXPORT_PATHS.merchant, query, { mode: 'Live', language: 'tr,en;q=0.8' }));
    assert.deepEqual(english[0], ['External id', 'Type', 'Payment method', 'Mode', 'Status']);
    assert.deepEqual(turkish[0], ['Harici kimlik', 'Tür', 'Ödeme yöntemi', 'Mod', 'Durum']);
    assert.equal(turkish.length, english.length);
    assert.ok(english.length > 2, 'TX-BBC-0020..0024 are Live');
    // The seeded methods' Turkish names; brand names (Apple Pay) as they are.
    const methodsTr: Record<string, string> = { Card: 'Kart', 'Bank transfer': 'Banka havalesi', 'Open banking': 'Açık bankacılık' };
    for (const [i, row] of english.slice(1).entries()) {
      const [id, type, method, mode, status] = row;
      assert.deepEqual(turkish[i + 1], [id, VALUE_LABELS_TR[type!], methodsTr[method!] ?? method, mode === 'Live' ? 'Canlı' : mode, VALUE_LABELS_TR[status!]]);
    }
    assert.ok(english.slice(1).some((row) => methodsTr[row[2]!]), 'a seeded method among them');
  });

  it('defaults to the lookup\'s default columns and refuses unknown columns and parameters by name', async () => {
    const [header] = csvOf(await exportOf('tenant@demo.test', 'tenant', { externalId: 'TX-BBC-001' }));
    assert.deepEqual(header, ['External id', 'Created (Europe/London)', 'Merchant', 'Type', 'Payment method', 'Service provider', 'Card', 'Status', 'Amount']);

    const notOfMerchants = await exportOf('merchant@demo.test', 'merchant', { columns: ['externalId', 'tenantName'] });
    assert.equal(notOfMerchants.status, 400);
    assert.equal(JSON.parse(notOfMerchants.text).error, 'tenantName is not a column of this lookup');
    assert.equal((await exportOf('merchant@demo.test', 'merchant', { columns: ['bogus'] })).status, 400);
    assert.equal(JSON.parse((await exportOf('merchant@demo.test', 'merchant', { pageIndex: 2 })).text).error, 'Unknown parameter: pageIndex');
    assert.equal((await exportOf('merchant@demo.test', 'merchant', { timezoneOffset: 2000 })).status, 400);
  });

  it("writes dates on the user's profile clock, whatever the browser's offset, and says which in the header and the file name", async () => {
    const query = { externalId: 'TX-BBC-002', columns: ['externalId', 'createdAt'] };
    const records = await lookup('merchant@demo.test', TRANSACTION_PATHS.merchantList, { externalId: 'TX-BBC-002' });
    const merchant = eq(users.email, 'merchant@demo.test');
    try {
      for (const zone of ['Europe/Istanbul', 'America/New_York', 'UTC']) {
        await t.server.database.db.update(users).set({ timeZone: zone }).where(merchant);
        // A browser in New York (300) or Istanbul (-180) asks: the profile's zone decides, as on the screen.
        const answer = await exportOf('merchant@demo.test', 'merchant', { ...query, timezoneOffset: zone === 'America/New_York' ? -180 : 300 });
        assert.ok(answer.headers.get('content-disposition')?.includes(`-${zone.replace('/', '-')}.csv`), answer.headers.get('content-disposition') ?? '');
        const [header, ...rows] = csvOf(answer);
        assert.deepEqual(header, ['External id', `Created (${zone})`]);
        for (const record of records) {
          const at = new Date(record.createdAt);
          assert.deepEqual(rows.find((r) => r[0] === record.externalId), [record.externalId, localDateTime(at, zone)]);
        }
      }
    } finally {
      await t.server.database.db.update(users).set({ timeZone: 'Europe/London' }).where(merchant);
    }
    // 21:30 UTC is the next day in Istanbul; London keeps summer time in July and not in January.
    assert.equal(localDateTime(new Date('2026-03-01T21:30:05Z'), 'Europe/Istanbul'), '02/03/2026 00:30:05');
    assert.equal(localDateTime(new Date('2026-07-01T12:00:00Z'), 'Europe/London'), '01/07/2026 13:00:00');
    assert.equal(localDateTime(new Date('2026-01-15T12:00:00Z'), 'Europe/London'), '15/01/2026 12:00:00');
  });

  it('neutralises cells a spreadsheet would run as a formula (= + - @)', async () => {
    await t.server.database.db.insert(transactions).values({
      id: randomUUID(), tenantId: acme, merchantId: blueBottle, externalId: '=HYPERLINK("http://x","y")', type: 'Sale', amount: 100,
      currency: 'EUR', status: 'Captured', paymentMethod: 'card', mode: 'Live', customerEmail: '@sum(a1)@x.test', customerIp: '+1+1',
      cardCountry: '-2', createdAt: new Date(),
    });
    const [, row] = csvOf(await exportOf('merchant@demo.test', 'merchant', {
      externalId: 'HYPERLINK', columns: ['externalId', 'customerEmail', 'customerIp', 'cardCountry'],
    }));
    assert.deepEqual(row, ['\'=HYPERLINK("http://x","y")', '\'@sum(a1)@x.test', '\'+1+1', '\'-2']);
    // And in the raw text: the quotes of the cell are doubled, the apostrophe comes first.
    const raw = (await exportOf('merchant@demo.test', 'merchant', { externalId: 'HYPERLINK', columns: ['externalId'] })).text;
    assert.ok(raw.includes('"\'=HYPERLINK(""http://x"",""y"")"'));
  });

  it('keeps scopes apart: tenant2@ never gets Acme rows, a merchant only its own, and the Mode header picks Test or Live', async () => {
    const [, ...globex] = csvOf(await exportOf('tenant2@demo.test', 'tenant', { externalId: 'TX-', columns: ['externalId', 'merchantName'] }));
    assert.ok(globex.length > 0);
    assert.ok(globex.every((r) => !r[0]!.includes('BBC') && !r[0]!.includes('NBK') && r[1] !== 'Blue Bottle Coffee Ltd'));
    const [, ...asked] = csvOf(await exportOf('tenant2@demo.test', 'tenant', { Customer: blueBottle }));
    assert.equal(asked.length, 0, 'naming an Acme merchant reaches nothing');
    assert.equal((await exportOf('tenant2@demo.test', 'tenant', { tenantId: acme })).status, 403);

    const [, ...mine] = csvOf(await exportOf('merchant@demo.test', 'merchant', { externalId: 'TX-', columns: ['externalId', 'mode'] }));
    assert.equal(mine.length, 24, 'TX-BBC-0001..0024 are Live');
    assert.ok(mine.every((r) => r[0]!.startsWith('TX-BBC-')));
    assert.ok(mine.every((r) => r[1] === 'Live'));
    assert.equal((await exportOf('merchant@demo.test', 'merchant', { Customer: blueBottle })).status, 400, 'no Customer filter for merchants');
    const [, ...test] = csvOf(await exportOf('merchant@demo.test', 'merchant', { externalId: 'TX-', columns: ['externalId', 'mode'] }, 'Test'));
    assert.equal(test.length, 12);
    assert.ok(test.every((r) => r[1] === 'Test'));

    const [, ...platform] = csvOf(await exportOf('platform@demo.test', 'platform', { tenantIds: acme, externalId: 'TX-BBC-00', columns: ['tenantName', 'externalId'] }));
    // The external id first (pinned left, as on screen), then the tenant.
    assert.ok(platform.length > 0 && platform.every((r) => r[1] === 'Acme Payments'));
    assert.equal((await exportOf('tenant@demo.test', 'platform')).status, 403, 'tenant staff cannot export across tenants');
    assert.equal((await exportOf('tenant-viewer@demo.test', 'tenant', { externalId: 'TX-' })).status, 403, 'no lookup permission');
  });

  it("refuses a large export past the user's quota of exports on their way with 429 and Retry-After, counted in the database", async () => {
    const user = seedIds.user('merchant@demo.test');
    // Three of the user's exports waiting in the queue (due later, so no worker takes them here): rows as pg-boss keeps them.
    const pool = t.server.database.pool;
    const { rows } = await pool.query(
      `INSERT INTO pgboss.job (name, data, start_after) SELECT q, json_build_object('userId', $1::text)::jsonb, now() + interval '1 hour' FROM unnest($2::text[]) q RETURNING id`,
      [user, [EXPORT_QUEUES.transactions, EXPORT_QUEUES.reports, EXPORT_QUEUES.transactions]],
    );
    try {
      assert.equal(await t.server.jobs.inFlightFor(Object.values(EXPORT_QUEUES), { userId: user }), EXPORTS_IN_FLIGHT_PER_USER);
      assert.equal(await t.server.jobs.inFlightFor(Object.values(EXPORT_QUEUES), { userId: seedIds.user('merchant2@demo.test') }), 0);
      const refused = await exportOf('merchant@demo.test', 'merchant', { columns: ['externalId'] });
      assert.equal(refused.status, 429, refused.text);
      assert.equal(refused.headers.get('retry-after'), String(EXPORT_RETRY_AFTER_SECONDS));
      assert.deepEqual(JSON.parse(refused.text), { error: EXPORT_QUOTA_MESSAGE });
      // A file small enough to answer at once is not heavy work: still answered.
      assert.equal((await exportOf('merchant@demo.test', 'merchant', { externalId: 'TX-BBC-00', columns: ['externalId'] })).status, 200);
      // Another user is not slowed by it.
      assert.equal((await exportOf('merchant2@demo.test', 'merchant', { columns: ['externalId'] })).status, 202);
    } finally {
      await pool.query('DELETE FROM pgboss.job WHERE id = ANY($1::uuid[])', [rows.map((r: { id: string }) => r.id)]);
    }
  });

  it("refuses a large export past the tenant's quota (its staff's and its merchants' together), and no other tenant is slowed", async () => {
    // Acme has its quota's worth of exports waiting, each of another user (none past its own quota).
    const acme = seedIds.tenant('acme');
    const pool = t.server.database.pool;
    const { rows } = await pool.query(
      `INSERT INTO pgboss.job (name, data, start_after) SELECT $1, json_build_object('userId', gen_random_uuid()::text, 'tenantId', $2::text)::jsonb, now() + interval '1 hour'
       FROM generate_series(1, $3::int) RETURNING id`,
      [EXPORT_QUEUES.reports, acme, EXPORTS_IN_FLIGHT_PER_TENANT],
    );
    try {
      assert.equal(await t.server.jobs.inFlightFor(Object.values(EXPORT_QUEUES), { tenantId: acme }), EXPORTS_IN_FLIGHT_PER_TENANT);
      // merchant@ (an Acme merchant's user) has none of its own on their way, and is refused for its organisation.
      const refused = await exportOf('merchant@demo.test', 'merchant', { columns: ['externalId'] });
      assert.equal(refused.status, 429, refused.text);
      assert.equal(refused.headers.get('retry-after'), String(EXPORT_RETRY_AFTER_SECONDS));
      assert.deepEqual(JSON.parse(refused.text), { error: EXPORT_TENANT_QUOTA_MESSAGE });
      assert.equal((await exportOf('tenant@demo.test', 'tenant', { columns: ['externalId'] })).status, 429);
      // Globex's staff are not slowed by Acme's queue; a queued export carries its tenant for the count.
      const globex = await exportOf('tenant2@demo.test', 'tenant', { columns: ['externalId'] });
      assert.equal(globex.status, 202, globex.text);
      const queued = JSON.parse(globex.text) as TransactionExportJob;
      const { rows: [job] } = await pool.query('SELECT data FROM pgboss.job WHERE id = $1', [queued.jobId]);
      assert.equal(job.data.tenantId, seedIds.tenant('globex'));
      await t.server.jobs.settled(queued.jobId);
    } finally {
      await pool.query('DELETE FROM pgboss.job WHERE id = ANY($1::uuid[])', [rows.map((r: { id: string }) => r.id)]);
    }
  });

  it('above the row limit runs a background job that ends in a ReportGenerated notification whose download is the whole file (owner only)', async () => {
    const query = { columns: ['externalId', 'amount', 'status'] };
    const expected = await lookup('merchant@demo.test', TRANSACTION_PATHS.merchantList, {});
    assert.ok(expected.length > SYNC_LIMIT);

    const answer = await exportOf('merchant@demo.test', 'merchant', query);
    assert.equal(answer.status, 202, answer.text);
    const job = JSON.parse(answer.text) as TransactionExportJob;
    assert.equal(job.notifies, true);
    assert.match(job.fileName, /^transactions-merchant-\d{8}-\d{6}-Europe-London\.csv$/);
    assert.deepEqual(await t.server.jobs.settled(job.jobId), { ok: true });

    const list = async (language: string) => (JSON.parse((await get('merchant@demo.test', 'api/v1/v1/api/in-app-notifications', { pageSize: 100 }, { language })).text) as { data: Notification[] }).data;
    const note = (await list('en')).find((n) => n.description === job.fileName)!;
    assert.ok(note, 'a notification names the file');
    assert.equal(note.notificationType, 'ReportGenerated');
    assert.equal(note.title, `Your transaction export is ready (${expected.length} rows)`);
    assert.equal((await list('tr')).find((n) => n.id === note.id)!.title, `İşlem dışa aktarımınız hazır (${expected.length} satır)`);

    const download = await get('merchant@demo.test', `api/v1/${note.objectUrl}`);
    assert.match(download.headers.get('content-type') ?? '', /^text\/csv/);
    assert.ok(download.headers.get('content-disposition')?.includes(`filename="${job.fileName}"`));
    const [header, ...rows] = csvOf(download);
    assert.deepEqual(header, ['External id', 'Amount', 'Status']);
    // The formula-like id written above comes out neutralised; every other id as the lookup answers it.
    assert.deepEqual(rows.map((r) => r[0]), expected.map((r) => (/^[=+\-@]/.test(r.externalId) ? `'${r.externalId}` : r.externalId)), 'every row, in the lookup\'s order');
    assert.equal((await get('merchant2@demo.test', `api/v1/${note.objectUrl}`)).status, 404, 'another user cannot download it');
    assert.equal((await list('en')).filter((n) => n.description === job.fileName).length, 1);
  });

  it('a job that fails its last attempt tells its owner that no file will come (the bell, no download), and only its owner', async () => {
    const fileName = `transactions-merchant-broken-${randomUUID()}.csv`;
    // A request no export can run (a lookup kind that does not exist): every attempt fails, the retry too.
    const broken = { userId: seedIds.user('merchant@demo.test'), request: { kind: 'no-such-lookup', columns: ['externalId'], fileName } } as unknown as ExportJob;
    const jobId = await t.server.jobs.send(EXPORT_QUEUE, broken);
    const outcome = await t.server.jobs.settled(jobId);
    assert.equal(outcome.ok, false);

    const list = async (email: string, language = 'en') => (JSON.parse((await get(email, 'api/v1/v1/api/in-app-notifications', { pageSize: 100 }, { language })).text) as { data: Notification[] }).data
      .filter((n) => n.description.includes(fileName));
    const [note, ...more] = await list('merchant@demo.test');
    assert.ok(note, 'the owner is told');
    assert.equal(more.length, 0, 'once, not once per attempt');
    assert.equal(note.title, 'Your transaction export failed');
    assert.equal(note.notificationType, 'ReportFailed');
    assert.equal(note.objectUrl, null, 'nothing to download');
    assert.equal((await list('merchant@demo.test', 'tr'))[0]!.title, 'İşlem dışa aktarımınız başarısız oldu');
    assert.equal((await list('merchant2@demo.test')).length, 0);
  });
});
