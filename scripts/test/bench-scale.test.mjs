import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCALE_PARTS, seedDaysFor, seedSummary } from '../lib/bench-scale.mjs';

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
