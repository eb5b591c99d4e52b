// The payment page's weight guard (ADR 0108): measured from a build output, refused when missing or over 60 KB.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { checkPayPageBudget, PAY_PAGE_JS_BUDGET_KB } from '../lib/pay-page-budget.mjs';
import { tempDir } from '../lib/test-temp-dir.mjs';

function fakeRoot(bytes) {
  const root = tempDir('pay-budget-');
  if (bytes !== null) {
    fs.mkdirSync(path.join(root, 'backend', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'backend', 'dist', 'pay-page.js'), 'x'.repeat(bytes));
  }
  return root;
}

test('a script within the budget passes and says its size', () => {
  const result = checkPayPageBudget(fakeRoot(10 * 1024));
  assert.equal(result.ok, true);
  assert.match(result.message, /10\.0 KB \(budget 60 KB\)/);
});

test('a script over the budget fails', () => {
  assert.equal(checkPayPageBudget(fakeRoot(PAY_PAGE_JS_BUDGET_KB * 1024 + 1)).ok, false);
});

test('a missing build fails rather than passing unmeasured', () => {
  assert.equal(checkPayPageBudget(fakeRoot(null)).ok, false);
});
