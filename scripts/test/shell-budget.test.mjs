import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { checkShellBudget, shellInitialJs } from '../lib/shell-budget.mjs';

/** A fake host build: `files` (name -> bytes of incompressible content) listed in initial-js.json, plus a lazy chunk. */
function fakeBuild(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-budget-'));
  const dist = path.join(root, 'host', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), crypto.randomBytes(bytes));
  fs.writeFileSync(path.join(dist, 'lazy-route.js'), crypto.randomBytes(500 * 1024));
  fs.writeFileSync(path.join(dist, 'initial-js.json'), JSON.stringify({ entry: 'main', files: Object.keys(files) }));
  return root;
}

test('counts only the files the build lists as start-up JavaScript', () => {
  const root = fakeBuild({ 'main.js': 40 * 1024, 'antd.js': 60 * 1024 });
  const { files, totalKb } = shellInitialJs(root);
  assert.deepEqual(files.map((f) => f.file), ['main.js', 'antd.js']);
  assert.ok(totalKb > 99 && totalKb < 102, `random bytes do not compress: ${totalKb}`);
});

test('passes within the budget and fails above it, naming the largest files', () => {
  const root = fakeBuild({ 'main.js': 40 * 1024, 'antd.js': 60 * 1024 });
  assert.equal(checkShellBudget({ root, budgetKb: 120 }).ok, true);
  const over = checkShellBudget({ root, budgetKb: 80 });
  assert.equal(over.ok, false);
  assert.match(over.message, /over budget/);
  assert.match(over.message, /antd\.js/);
});

test('fails clearly when the build has no start-up list', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-budget-'));
  assert.throws(() => shellInitialJs(root), /initial-js\.json is missing/);
});
