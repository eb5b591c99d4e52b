// Reading each runner's totals for the closing "N passed, M failed" line of npm test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestCounts, nodeTestCounts, playwrightCounts } from '../lib/test-counts.mjs';

test('node test runner: tap and spec reporters, several runs add up', () => {
  const tap = '# tests 5\n# suites 1\n# pass 4\n# fail 1\n# cancelled 0\n# skipped 0\n';
  const spec = '\u001b[34mℹ tests 3\u001b[39m\n\u001b[34mℹ pass 3\u001b[39m\n\u001b[34mℹ fail 0\u001b[39m\n';
  assert.deepEqual(nodeTestCounts(tap), { passed: 4, failed: 1 });
  assert.deepEqual(nodeTestCounts(spec), { passed: 3, failed: 0 });
  assert.deepEqual(nodeTestCounts(tap + spec), { passed: 7, failed: 1 });
  assert.equal(nodeTestCounts('no summary here'), null);
});

test('jest and playwright JSON reports', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'counts-'));
  try {
    const jest = path.join(dir, 'jest.json');
    fs.writeFileSync(jest, JSON.stringify({ numPassedTests: 10, numFailedTests: 2, numRuntimeErrorTestSuites: 1 }));
    assert.deepEqual(jestCounts(jest), { passed: 10, failed: 3 });
    const pw = path.join(dir, 'pw.json');
    fs.writeFileSync(pw, JSON.stringify({ stats: { expected: 7, unexpected: 1, flaky: 2, skipped: 0 } }));
    assert.deepEqual(playwrightCounts(pw), { passed: 9, failed: 1 });
    assert.equal(jestCounts(path.join(dir, 'missing.json')), null);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
