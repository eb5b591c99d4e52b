// What makes `npm start` rebuild: the inputs hash moves with sources and configs, not with tests or output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputsHash, buildOutputsPresent } from '../lib/build.mjs';

function workspace() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
  const write = (rel, text) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  write('package.json', '{}');
  write('host/package.json', '{}');
  write('host/webpack.config.js', 'module.exports = {};');
  write('host/src/index.ts', 'export {};');
  write('remotes/crm/src/module.tsx', 'export default 1;');
  write('shared/ui/src/index.ts', 'export {};');
  write('backend/package.json', '{}');
  write('backend/build.mjs', '');
  write('backend/src/main.ts', 'export {};');
  return { root, write };
}

test('sources, webpack configs, package.json files and the lockfile change the hash', () => {
  const { root, write } = workspace();
  try {
    const first = buildInputsHash(root);
    assert.equal(buildInputsHash(root), first, 'stable when nothing changed');
    for (const [file, text] of [
      ['host/src/index.ts', 'export const a = 1;'],
      ['remotes/crm/src/module.tsx', 'export default 2;'],
      ['shared/ui/src/index.ts', 'export const b = 1;'],
      ['backend/src/main.ts', 'export const c = 1;'],
      ['backend/build.mjs', '// minified'],
      ['host/webpack.config.js', 'module.exports = { mode: "production" };'],
      ['host/package.json', '{"version":"1.0.0"}'],
      ['pnpm-lock.yaml', 'lockfileVersion: 9\n# changed\n'],
    ]) {
      const before = buildInputsHash(root);
      write(file, text);
      assert.notEqual(buildInputsHash(root), before, file);
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('tests, e2e specs, build output and node_modules do not', () => {
  const { root, write } = workspace();
  try {
    const before = buildInputsHash(root);
    write('host/src/index.test.ts', 'test("x", () => {});');
    write('host/e2e/a.spec.ts', 'export {};');
    write('host/dist/index.html', '<html></html>');
    write('remotes/crm/node_modules/x/index.js', '');
    write('backend/test/api.test.ts', 'export {};');
    write('backend/bench/lookup.ts', 'export {};');
    write('backend/dist/main.js', '');
    assert.equal(buildInputsHash(root), before);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a missing host index.html, remote manifest or the backend's bundle forces a build", () => {
  const { root, write } = workspace();
  try {
    assert.equal(buildOutputsPresent(root), false);
    write('host/dist/index.html', '');
    assert.equal(buildOutputsPresent(root), false, 'the remote has no output yet');
    write('remotes/crm/dist/mf-manifest.json', '{}');
    assert.equal(buildOutputsPresent(root), false, 'the backend is not compiled yet');
    write('backend/dist/main.js', '');
    assert.equal(buildOutputsPresent(root), true);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
