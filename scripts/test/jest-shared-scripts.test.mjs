// The unit tests' jest runtime (jest/shared-script-runtime.cjs) compiles a module once per worker and binds it to each
// test file: two test files of a throwaway project show that each still gets the module afresh, with its own lines in
// stacks, while its code was compiled once.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(ROOT, 'package.json'));

const COUNTER = `let count = 0;
exports.next = () => ++count;
exports.where = () =>
  new Error('here').stack;
`;
const testFile = (name) => `const counter = require('./counter');
test('${name}: the module starts afresh', () => {
  expect(counter.next()).toBe(1);
  expect(counter.next()).toBe(2);
});
test('${name}: stacks name the lines of the module', () => {
  expect(counter.where()).toMatch(/counter\\.js:4:/);
});
`;

test('a module is compiled once per worker and runs afresh, with its own lines, in each test file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-scripts-'));
  try {
    fs.writeFileSync(path.join(dir, 'counter.js'), COUNTER);
    fs.writeFileSync(path.join(dir, 'first.test.js'), testFile('first'));
    fs.writeFileSync(path.join(dir, 'second.test.js'), testFile('second'));
    const config = { rootDir: dir, runtime: path.join(ROOT, 'jest', 'shared-script-runtime.cjs'), transform: {}, testMatch: ['<rootDir>/*.test.js'] };
    const statsFile = path.join(dir, 'stats.json');
    const run = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--ci', '--runInBand', '--config', JSON.stringify(config)], {
      cwd: dir,
      env: { ...process.env, PORTAL_JEST_SCRIPT_STATS: statsFile },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stderr, /Tests:\s+4 passed, 4 total/);
    const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
    assert.deepEqual(stats[path.join(dir, 'counter.js')], { compiled: 1, bound: 2 }, 'compiled once, bound to each test file');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
