// `npm run typecheck` (tsc -b tsconfig.json) reaches every workspace package with a tsconfig.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.mjs';

/** tsconfig files allow comments; strip them (none of ours puts // inside a string). */
const readJsonc = (file) => JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, ''));

test('the root tsconfig references every workspace package that has a tsconfig.json', () => {
  const referenced = new Set(readJsonc(path.join(ROOT, 'tsconfig.json')).references.map((r) => path.normalize(r.path)));
  const packages = ['host', 'backend', ...['shared', 'remotes'].flatMap((dir) =>
    fs.readdirSync(path.join(ROOT, dir)).map((name) => path.join(dir, name)))];
  const missing = packages.filter((pkg) => fs.existsSync(path.join(ROOT, pkg, 'tsconfig.json')) && !referenced.has(path.normalize(pkg)));
  assert.deepEqual(missing, [], 'add these to "references" in tsconfig.json');
  for (const ref of referenced) {
    const target = path.join(ROOT, ref);
    assert.ok(fs.existsSync(target.endsWith('.json') ? target : path.join(target, 'tsconfig.json')), `${ref} does not exist`);
  }
});
