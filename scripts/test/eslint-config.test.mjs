// The lint configuration accepts the workspace's idioms and skips generated folders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from '../lib/paths.mjs';

const eslint = new ESLint({ cwd: ROOT });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

test('TypeScript: a const and a type may share a name', async () => {
  assert.deepEqual(await problems('shared/contracts/src/x.ts', 'export const A = { x: 1 } as const;\nexport type A = (typeof A)[keyof typeof A];\n'), []);
});

test('CommonJS config files may require and shadow legacy builtins', async () => {
  assert.deepEqual(await problems('jest/preset.cjs', "const path = require('node:path');\nconst escape = (s) => s;\nmodule.exports = { path, escape };\n"), []);
});

test('front-end code sees browser globals, e2e specs may use Playwright fixture patterns', async () => {
  assert.deepEqual(await problems('host/src/x.ts', 'export const w = window.location.href;\n'), []);
  assert.deepEqual(await problems('host/e2e/x.spec.ts', "import { test } from '@playwright/test';\ntest.afterEach(async ({}, info) => { void info; });\n"), []);
});

test('generated and data folders are not linted', async () => {
  for (const file of ['host/dist/main.js', 'node_modules/x/index.js', 'backend/.data/x.js', 'test-results/x.js', 'remotes/crm/dist/remoteEntry.js']) {
    assert.equal(await eslint.isPathIgnored(path.join(ROOT, file)), true, file);
  }
});
