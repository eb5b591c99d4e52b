import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { DEFAULT_SERVICE_BASES, REPORT_PATHS, type ReportPage } from '@portal/contracts';
import { forgeAccessToken } from './helpers/tokens';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * The alerts report's decline pending ratio windows are read from the day totals' hourly slots (whole UTC days cut
 * where windows start) and from the transactions only for the period's ragged ends and 15-minute windows (ADR 0117
 * "Session 30"). Its answers must be what judging every payment row by row gives: for each threshold length (15
 * minutes, an hour, four hours, a day; a merchant's own threshold and the tenant-wide one at once), on UTC's clock
 * and on UTC+3's (a day window then spans two UTC days), over periods that start and end inside an hour.
 */
describe('alerts report: decline pending ratio windows on the day totals count what the payments count', () => {
  let t: TestServer;
  let token = '';
  const DAY = 86_400_000;
  const ACME = seedIds.tenant('acme');
  const BBC = seedIds.merchant('blue-bottle');
  const now = Date.now();
  const today = Math.floor(now / DAY) * DAY;
  const PERIODS = [
    { name: '30 days from 05:17', start: new Date(today - 30 * DAY + 5 * 3_600_000 + 17 * 60_000), end: new Date(now + 60_000) },
    { name: '9 days ending yesterday 21:37', start: new Date(today - 10 * DAY + 22 * 3_600_000 + 11 * 60_000), end: new Date(today - DAY + 21 * 3_600_000 + 37 * 60_000) },
  ];
  // [Blue Bottle's own threshold, the tenant-wide one]: every window length on both sides.
  const WINDOWS: Array<[number, number]> = [[15, 1440], [60, 240], [240, 60], [1440, 15]];

  const q = async <T extends Record<string, unknown>>(query: SQL): Promise<T[]> => (await t.server.database.db.execute<T>(query)).rows as T[];

  before(async () => {
    t = await startTestServer();
    token = await forgeAccessToken(t, { sub: seedIds.user('tenant@demo.test') });
    // Payments on both sides of the hours where windows start (UTC and UTC+3 midnights, four-hour and quarter-hour
    // starts), a third of them declined and a fifth pending, for Blue Bottle and for the tenant's other merchants.
    const day = today - 3 * DAY;
    const minutes = [-1, 0, 1, 14, 15, 59, 60, 61, 179, 180, 181, 239, 240, 241, 20 * 60 + 59, 21 * 60, 21 * 60 + 1, 23 * 60 + 59, 24 * 60, 24 * 60 + 1];
    await t.server.database.db.execute(sql`INSERT INTO transactions (id, tenant_id, merchant_id, external_id, type, amount, currency, status, payment_method, mode, created_at)
      SELECT gen_random_uuid(), ${ACME}::uuid, m.id, 'EDGE-' || i || '-' || m.id, CASE WHEN i % 4 = 0 THEN 'Authorisation' ELSE 'Sale' END, 1000, 'EUR',
        CASE WHEN i % 3 = 0 THEN 'Declined' WHEN i % 5 = 0 THEN 'Pending' ELSE 'Captured' END, 'card', 'Live', ${new Date(day).toISOString()}::timestamptz + e.m * interval '1 minute'
      FROM unnest(${sql.raw(`ARRAY[${minutes.join(', ')}]`)}::int[]) WITH ORDINALITY AS e(m, i) CROSS JOIN merchants m WHERE m.tenant_id = ${ACME}`);
  });
  after(async () => { await t?.close(); });

  async function setThresholds(own: number, wide: number): Promise<void> {
    await t.server.database.db.execute(sql`DELETE FROM decline_pending_ratio_thresholds WHERE tenant_id = ${ACME}`);
    await t.server.database.db.execute(sql`INSERT INTO decline_pending_ratio_thresholds (id, tenant_id, merchant_id, declined_percent, pending_percent, window_minutes, minimum_payments, is_active)
      VALUES (gen_random_uuid(), ${ACME}, ${BBC}, 30, 15, ${own}, 2, true), (gen_random_uuid(), ${ACME}, NULL, 25, NULL, ${wide}, 3, true)`);
  }

  /** The windows judged payment by payment: each payment in its merchant's threshold's window on the user's clock. */
  async function expected(start: Date, end: Date, offset: number, own: number, wide: number): Promise<string[]> {
    const payments = await q<{ name: string; merchant_id: string; at: number; status: string }>(sql`
      SELECT m.legal_business_name AS name, t.merchant_id, (extract(epoch FROM t.created_at) * 1000)::float8 AS at, t.status
      FROM transactions t JOIN merchants m ON m.id = t.merchant_id
      WHERE t.tenant_id = ${ACME} AND t.mode = 'Live' AND t.type IN ('Sale', 'Authorisation')
        AND t.created_at >= ${start.toISOString()}::timestamptz AND t.created_at < ${end.toISOString()}::timestamptz`);
    const windows = new Map<string, { name: string; minutes: number; start: number; payments: number; declined: number; pending: number }>();
    for (const p of payments) {
      const minutes = p.merchant_id === BBC ? own : wide;
      const size = minutes * 60_000;
      const start = Math.floor((Number(p.at) - offset * 60_000) / size) * size + offset * 60_000;
      const key = `${p.name}|${start}`;
      const w = windows.get(key) ?? { name: p.name, minutes, start, payments: 0, declined: 0, pending: 0 };
      w.payments += 1;
      if (['Declined', 'Failed', 'Blocked'].includes(p.status)) w.declined += 1;
      if (p.status === 'Pending') w.pending += 1;
      windows.set(key, w);
    }
    return [...windows.values()].filter((w) => (w.name === 'Blue Bottle Coffee Ltd'
      ? w.payments >= 2 && ((100 * w.declined) / w.payments >= 30 || (100 * w.pending) / w.payments >= 15)
      : w.payments >= 3 && (100 * w.declined) / w.payments >= 25))
      .map((w) => {
        const local = new Date(w.start - offset * 60_000).toISOString();
        const subject = w.minutes === 1440 ? local.slice(0, 10) : local.slice(0, 16).replace('T', ' ');
        return `${w.name} ${subject} ${w.declined}/${w.pending}/${w.payments}`;
      }).sort();
  }

  async function reported(start: Date, end: Date, offset: number): Promise<string[]> {
    const lines: string[] = [];
    for (let pageIndex = 0; ; pageIndex++) {
      const params = new URLSearchParams({ startDate: start.toISOString(), endDate: end.toISOString(), PageSize: '100', pageIndex: String(pageIndex), kind: 'declinePendingRatio', timezoneOffset: String(offset) });
      const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.reporting}/${REPORT_PATHS.data.replace(':reportId', 'alerts')}?${params}`, {
        headers: { authorization: `Bearer ${token}`, mode: 'Live' },
      });
      const body = await res.json() as ReportPage;
      assert.equal(res.status, 200, JSON.stringify(body));
      for (const r of body.data) {
        const m = /^(\d+) declined \([\d.]+ %\) and (\d+) pending \([\d.]+ %\) of (\d+) payments$/.exec(String(r.detail));
        assert.ok(m, String(r.detail));
        lines.push(`${r.customer} ${r.subject} ${m[1]}/${m[2]}/${m[3]}`);
      }
      if (body.data.length < 100) return lines.sort();
    }
  }

  for (const [own, wide] of WINDOWS) {
    for (const offset of [0, -180]) {
      for (const period of PERIODS) {
        it(`Blue Bottle ${own} min, the tenant ${wide} min, UTC${offset ? '+3' : ''}, ${period.name}: the windows of the payments themselves`, async () => {
          await setThresholds(own, wide);
          const want = await expected(period.start, period.end, offset, own, wide);
          assert.ok(want.some((w) => w.startsWith('Blue Bottle')) && want.some((w) => !w.startsWith('Blue Bottle')), 'both thresholds alert somewhere');
          assert.deepEqual(await reported(period.start, period.end, offset), want);
        });
      }
    }
  }
});
