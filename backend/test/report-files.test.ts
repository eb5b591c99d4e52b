// Also on embedded PGlite: the daily files are written by a scheduled pg-boss job over PGlite's one connection.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import {
  DEFAULT_SERVICE_BASES, REPORT_PATHS, REPORT_SETTINGS_PATHS, type DailyReportFilesPage, type ReportPage, type ReportSettingInput,
} from '@portal/contracts';
import { DAILY_FILES_CRON } from '../src/modules/reports/daily-files/daily-files-job';
import {
  DAILY_FILES_RETENTION_DAYS, dailyFileName, pruneDailyReportFiles, writeDailyReportFiles, yesterdayOf,
} from '../src/modules/reports/daily-files/write-daily-files';
import { parseCsv } from './helpers/parse-csv';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Daily report files (issue 12 deliverable 3) and invoice documents (ADR 0057): written by a scheduled job, listed
 * and downloaded by name in the caller's scope only (tenant2@ never gets Acme's), names that are paths refused.
 */
describe('daily report files and invoice documents', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const emails = ['platform@demo.test', 'tenant@demo.test', 'tenant-viewer@demo.test', 'tenant2@demo.test', 'merchant@demo.test', 'merchant2@demo.test'];
  const ACME = seedIds.tenant('acme');
  const BBC = seedIds.merchant('blue-bottle');
  const DAY = 86_400_000;
  let day = '';

  async function get(email: string, url: string): Promise<{ status: number; text: string; headers: Headers }> {
    const res = await fetch(`${t.origin}${url}`, { headers: { authorization: `Bearer ${tokens.get(email)}`, mode: 'Live' } });
    return { status: res.status, text: await res.text(), headers: res.headers };
  }
  const reporting = (path: string) => `${DEFAULT_SERVICE_BASES.reporting}/${path}`;
  const byPath = (name: string) => `${DEFAULT_SERVICE_BASES.unversioned}/${REPORT_SETTINGS_PATHS.dailyFile.replace(':name', name)}`;
  const byQuery = (name: string) => `${DEFAULT_SERVICE_BASES.merchant}/${REPORT_SETTINGS_PATHS.crmFile}?fileName=${encodeURIComponent(name)}`;
  const list = async (email: string) => {
    const answer = await get(email, reporting(`${REPORT_SETTINGS_PATHS.dailyFiles}?PageSize=100`));
    assert.equal(answer.status, 200, answer.text);
    return JSON.parse(answer.text) as DailyReportFilesPage;
  };
  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => (await t.server.database.db.execute<T>(query)).rows as T[];

  before(async () => {
    t = await startTestServer();
    for (const email of emails) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
    // The last whole UTC day on which Blue Bottle had Live transactions: its files are written as the job writes them.
    const [row] = await q<{ day: string }>(sql`SELECT to_char(max(created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day FROM transactions
      WHERE merchant_id = ${BBC} AND mode = 'Live' AND created_at < date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`);
    day = row!.day;
    await writeDailyReportFiles(t.server.database.db, day, new Date(Date.parse(`${day}T00:00:00Z`) + DAY + 15 * 60_000));
  });
  after(async () => t.close());

  it('is the scheduler\'s system job every day at 00:15 UTC for the day before, a missed day caught up once', async () => {
    const rows = await q<{ cron: string; policy: string }>(sql`SELECT cron, missed_run_policy AS policy FROM scheduled_jobs WHERE job_type = 'DailyReportFiles' AND tenant_id IS NULL`);
    assert.deepEqual(rows.map((r) => [r.cron, r.policy]), [[DAILY_FILES_CRON, 'runOnce']]);
    assert.equal(yesterdayOf(new Date('2026-11-25T00:15:00Z')), '2026-11-24');
  });

  it(`keeps a file ${DAILY_FILES_RETENTION_DAYS} days and deletes it after (each daily run prunes)`, async () => {
    const today = '2026-11-25';
    const dayBefore = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);
    const kept = dayBefore(DAILY_FILES_RETENTION_DAYS);
    const expired = dayBefore(DAILY_FILES_RETENTION_DAYS + 1);
    for (const old of [kept, expired]) {
      await q(sql`INSERT INTO daily_report_files (id, name, tenant_id, day, rows, size, content)
        VALUES (gen_random_uuid(), ${dailyFileName(old, ACME)}, ${ACME}, ${old}, 0, 0, '')`);
    }
    assert.equal(await pruneDailyReportFiles(t.server.database.db, today), 1);
    const left = await q<{ day: string }>(sql`SELECT day::text AS day FROM daily_report_files WHERE day IN (${kept}, ${expired})`);
    assert.deepEqual(left.map((r) => r.day), [kept]);
    assert.ok((await list('tenant@demo.test')).data.some((f) => f.day === day), 'recent files stay');
  });

  it('writes the day\'s transactions-daily figures per tenant and per merchant; each caller lists only its own', async () => {
    const tenantFiles = (await list('tenant@demo.test')).data.filter((f) => f.day === day);
    assert.equal(tenantFiles[0]?.name, dailyFileName(day, ACME), 'the tenant\'s file (all customers) first, then its merchants\' by name');
    const names = tenantFiles.slice(1).map((f) => f.merchantName ?? '');
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b)));
    assert.ok(tenantFiles.some((f) => f.name === dailyFileName(day, ACME, BBC) && f.merchantName === 'Blue Bottle Coffee Ltd'));
    const merchantFiles = (await list('merchant@demo.test')).data;
    assert.ok(merchantFiles.length > 0 && merchantFiles.every((f) => f.name.endsWith(`-m${BBC.replace(/-/g, '')}.csv`)), 'merchant@: its own files only');
    const globexFiles = (await list('tenant2@demo.test')).data;
    assert.ok(globexFiles.length > 0 && globexFiles.every((f) => !f.name.includes(ACME.replace(/-/g, ''))), 'tenant2@: none of Acme\'s');

    // The merchant's file holds what the report shows for that day.
    const file = await get('merchant@demo.test', byPath(dailyFileName(day, ACME, BBC)));
    assert.equal(file.status, 200, file.text);
    assert.match(file.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(file.headers.get('content-disposition') ?? '', new RegExp(dailyFileName(day, ACME, BBC)));
    const [header, ...rows] = parseCsv(file.text.replace(/^\uFEFF/, ''));
    const shown = JSON.parse((await get('merchant@demo.test', reporting(`${REPORT_PATHS.data.replace(':reportId', 'transactions-daily')}?${new URLSearchParams({
      startDate: `${day}T00:00:00.000Z`, endDate: new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString(), PageSize: '100',
    })}`))).text) as ReportPage;
    assert.equal(rows.length, shown.count);
    const txColumn = header!.indexOf('Transactions');
    assert.equal(rows.reduce((sum, r) => sum + Number(r[txColumn]), 0), shown.totals?.transactions);
    const [raw] = await q<{ n: string }>(sql`SELECT count(*) AS n FROM transactions WHERE merchant_id = ${BBC} AND mode = 'Live'
      AND created_at >= ${`${day}T00:00:00Z`}::timestamptz AND created_at < ${`${day}T00:00:00Z`}::timestamptz + interval '1 day'`);
    assert.equal(shown.totals?.transactions, Number(raw!.n));
    // The same file through api/crm/files/?fileName=.
    assert.equal((await get('merchant@demo.test', byQuery(dailyFileName(day, ACME, BBC)))).text, file.text);
  });

  it('refuses other scopes (404 on both paths), paths instead of names (400), and callers without the report (403)', async () => {
    const acme = dailyFileName(day, ACME);
    for (const email of ['tenant2@demo.test', 'merchant2@demo.test', 'merchant@demo.test']) {
      assert.equal((await get(email, byPath(acme))).status, 404, email);
      assert.equal((await get(email, byQuery(acme))).status, 404, email);
    }
    assert.equal((await get('tenant@demo.test', byPath(acme))).status, 200);
    for (const name of ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', `${acme}/../x.csv`, '.env.csv', 'a..b.csv']) {
      assert.equal((await get('tenant@demo.test', byQuery(decodeURIComponent(name)))).status, 400, name);
    }
    assert.equal((await get('tenant@demo.test', `${DEFAULT_SERVICE_BASES.unversioned}/fs/transaction-daily-report-csv/file/..%2F..%2Fetc%2Fpasswd`)).status, 400);
    assert.equal((await get('tenant-viewer@demo.test', byPath(acme))).status, 403);
    // Hidden from the tenant (report settings): no files either.
    const hide = (hidden: boolean) => fetch(`${t.origin}${reporting(REPORT_SETTINGS_PATHS.setting.replace(':tenantId', ACME).replace(':reportId', 'transactions-daily'))}`, {
      method: 'PUT', headers: { authorization: `Bearer ${tokens.get('platform@demo.test')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hidden, hiddenRoleIds: [], defaultFilters: {}, defaultColumns: [], defaultRangeDays: null } satisfies ReportSettingInput),
    });
    assert.equal((await hide(true)).status, 200);
    assert.equal((await get('tenant@demo.test', byPath(acme))).status, 403);
    assert.equal((await hide(false)).status, 200);
  });

  it('an invoice of the invoices report downloads as a document with the row\'s figures, in the caller\'s scope only', async () => {
    const end = new Date(Math.floor(Date.now() / DAY) * DAY + DAY);
    const page = JSON.parse((await get('merchant@demo.test', reporting(`${REPORT_PATHS.data.replace(':reportId', 'invoices')}?${new URLSearchParams({
      startDate: new Date(end.getTime() - 92 * DAY).toISOString(), endDate: end.toISOString(), PageSize: '100',
    })}`))).text) as ReportPage;
    const row = page.data.find((r) => Number(r.fees) > 0)!;
    assert.ok(row && row.customerId === BBC, 'rows name their customer');
    const invoice = (email: string, extra: Record<string, string> = {}) => get(email, reporting(`${REPORT_SETTINGS_PATHS.invoiceDocument}?${new URLSearchParams({
      month: String(row.month), customerId: String(row.customerId), currency: String(row.currency), ...extra,
    })}`));
    const doc = await invoice('merchant@demo.test');
    assert.equal(doc.status, 200, doc.text);
    assert.match(doc.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(doc.headers.get('content-disposition') ?? '', /attachment; filename="invoice-INV-/);
    const total = (Number(row.total) / 100).toFixed(2);
    assert.ok(doc.text.includes(`<tfoot><tr><th scope="row">Total</th><td>${row.fees}</td><td>${total} ${row.currency}</td></tr></tfoot>`), doc.text);
    assert.ok(doc.text.includes('Blue Bottle Coffee Ltd') && doc.text.includes('Acme Payments'));
    assert.ok(!/<script|https?:\/\//i.test(doc.text), 'no script, nothing fetched');
    assert.match((await invoice('merchant@demo.test', { language: 'tr' })).text, /<html lang="tr">[\s\S]*<h1>Fatura<\/h1>/);
    assert.equal((await invoice('tenant@demo.test')).status, 200);
    assert.equal((await invoice('tenant2@demo.test')).status, 404);
    assert.equal((await invoice('merchant2@demo.test')).status, 404);
    assert.equal((await invoice('tenant-viewer@demo.test')).status, 403);
    assert.equal((await invoice('merchant@demo.test', { month: '2001-01' })).status, 404);
    assert.equal((await invoice('merchant@demo.test', { month: '2026-13' })).status, 400);
  });
});
