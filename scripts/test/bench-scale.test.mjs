import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medianRows, SCALE_PARTS, seedDaysFor, seedSummary } from '../lib/bench-scale.mjs';

test('the scale bench seeds a year for 10 M rows (a 10 M-a-year PSP) and 90 days below', () => {
  assert.equal(seedDaysFor(1_000_000), 90);
  assert.equal(seedDaysFor(2_000_000), 90);
  assert.equal(seedDaysFor(10_000_000), 365);
});

test('runs lookup, dashboard, reports and export on the one seed, the export last', () => {
  assert.deepEqual(SCALE_PARTS.map((p) => p[0]), ['lookup', 'dashboard', 'reports', 'export']);
});

test("prints each seed phase with its share, and what the phases leave (migrations, demo data) as the rest", () => {
  const rows = seedSummary({ seedMs: 200_000, phases: [{ phase: 'insert', ms: 100_000 }, { phase: '  of which the trigger', ms: 20_000 }, { phase: 'indexes', ms: 50_000 }] });
  assert.deepEqual(rows.map((r) => [r[0], r[2]]), [
    ['seed phase', 'share'], ['insert', '50 %'], ['  of which the trigger', '10 %'], ['indexes', '25 %'],
    ['the rest: migrations, demo data, start-up', '25 %'], ['the whole seed', '100 %'],
  ]);
});

test('repeated runs on one seed: each lookup p95 per run, the median, and how many medians are within 50 ms', () => {
  const run = (a, b) => ({ figures: [{ name: 'tenant, today', p95: a }, { name: 'merchant, today', p95: b }] });
  const { table, summary } = medianRows('lookup', [run(61.2, 30.0), run(48.0, 70.5), run(49.9, 31.0)]);
  assert.deepEqual(table, [
    ['lookup: p95 ms of each run', 'run 1', 'run 2', 'run 3', 'median'],
    ['tenant, today', 61.2, 48.0, 49.9, 49.9],
    ['merchant, today', 30.0, 70.5, 31.0, 31.0],
  ]);
  assert.equal(summary, '2 of 2 within 50 ms p95 by the median of 3 runs');
  assert.equal(medianRows('lookup', [run(61.2, 30.0), run(58.0, 30.5)]).summary, '1 of 2 within 50 ms p95 by the median of 2 runs');
});

test('the dashboards have no one goal: their medians are printed without a count', () => {
  const { table, summary } = medianRows('dashboard', [{ figures: [{ name: 'merchant', p95: 210 }] }, { figures: [{ name: 'merchant', p95: 250 }] }]);
  assert.deepEqual(table.at(-1), ['merchant', 210, 250, 230]);
  assert.equal(summary, 'medians of 2 runs');
});
