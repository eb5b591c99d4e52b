import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedIds } from '../src/db/seed';
import { RDR_LIMITS } from '@portal/contracts';
import { apiSuite } from './helpers/api-suite';

/** RDR batch summary (issue 13, ADR 0055): per day and currency, figures equal to the disputes' own rows; scope refusals. */
describe('RDR batch summary from the disputes (ADR 0055)', () => {
  const api = apiSuite(['tenant', 'tenant2', 'tenant-viewer', 'merchant', 'platform']);

  const get = (who: string, query = '') => api.call(who, 'GET', `/svc/merchant/api/crm/rdr/batches?pageSize=100${query}`, { headers: { mode: 'Test' } });

  it("counts each day's disputes, those RDR takes (Visa, at most 250.00) and their outcomes, as the rows say", async () => {
    const answer = await get('tenant');
    assert.equal(answer.status, 200);
    const { rows } = await api.db.execute<{ day: string; currency: string; n: number; rdr: number; rdr_amount: number; open: number }>(sql`
      SELECT to_char(date_trunc('day', opened_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, currency, count(*)::int AS n,
        count(*) FILTER (WHERE lower(scheme) = 'visa' AND amount <= ${RDR_LIMITS.maxAmountMinor})::int AS rdr,
        coalesce(sum(amount) FILTER (WHERE lower(scheme) = 'visa' AND amount <= ${RDR_LIMITS.maxAmountMinor}), 0)::int AS rdr_amount,
        count(*) FILTER (WHERE lower(scheme) = 'visa' AND amount <= ${RDR_LIMITS.maxAmountMinor} AND status NOT IN ('Won', 'Lost'))::int AS open
      FROM disputes WHERE tenant_id = ${seedIds.tenant('acme')} AND mode = 'Test' GROUP BY 1, 2 ORDER BY 1 DESC, 2`);
    assert.ok(rows.length > 0, 'the seed has disputes');
    assert.equal(answer.body.count, rows.length);
    assert.deepEqual(answer.body.data.map((b: { day: string; currency: string; disputes: number; rdrCount: number; rdrAmount: number; status: string }) =>
      [b.day, b.currency, b.disputes, b.rdrCount, b.rdrAmount, b.status]),
    rows.slice(0, 100).map((r) => [r.day, r.currency, r.n, r.rdr, r.rdr_amount, r.open > 0 ? 'Open' : 'Closed']));
    const first = answer.body.data[0];
    assert.equal(first.batchId, `RDR-${first.day.replace(/-/g, '')}-${first.currency}`);
    assert.equal(first.won + first.lost + first.open, first.rdrCount);
  });

  it("keeps to the caller's tenant: tenant2@ never sees Acme's; viewers and merchants 403; platform staff pick a tenant", async () => {
    const acme = (await get('tenant')).body.data as Array<{ batchId: string; disputes: number }>;
    const { rows } = await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM disputes WHERE tenant_id = ${seedIds.tenant('globex')} AND mode = 'Test'`);
    const globex = (await get('tenant2')).body.data as Array<{ disputes: number }>;
    assert.equal(globex.reduce((sum, b) => sum + b.disputes, 0), rows[0]!.n, "only Globex's disputes");
    assert.equal((await get('tenant2', `&tenantId=${seedIds.tenant('acme')}`)).status, 403);
    assert.equal((await get('tenant-viewer')).status, 403);
    assert.equal((await get('merchant')).status, 403);
    assert.equal((await get('platform')).status, 400);
    assert.deepEqual((await get('platform', `&tenantId=${seedIds.tenant('acme')}`)).body.data.map((b: { batchId: string }) => b.batchId), acme.map((b) => b.batchId));
  });
});
