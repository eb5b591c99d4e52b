// `npm run typecheck` (tsc -b tsconfig.json) reaches every workspace package with a tsconfig.json: either the root
// references it, or it is one of the front end's packages checked together in tsconfig.frontend.json (ADR 0122).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.mjs';

/** tsconfig files allow comments; strip them (none of ours puts // inside a string). */
const readJsonc = (file) => JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, ''));
const FRONTEND = path.join(ROOT, 'tsconfig.frontend.json');

/** A tsconfig's compiler options with its `extends` chain applied (what tsc would use, for the keys we set). */
function optionsOf(file) {
  const config = readJsonc(file);
  const base = config.extends ? optionsOf(path.resolve(path.dirname(file), config.extends)) : {};
  return { ...base, ...config.compilerOptions };
}

const packages = ['host', 'backend', ...['shared', 'remotes'].flatMap((dir) =>
  fs.readdirSync(path.join(ROOT, dir)).map((name) => path.join(dir, name)))]
  .filter((pkg) => fs.existsSync(path.join(ROOT, pkg, 'tsconfig.json')));
const frontendMembers = readJsonc(FRONTEND).include.map((dir) => path.normalize(path.dirname(dir)));

test('the root tsconfig references every workspace package that has a tsconfig.json, or the front-end program holds it', () => {
  const referenced = new Set(readJsonc(path.join(ROOT, 'tsconfig.json')).references.map((r) => path.normalize(r.path)));
  assert.ok(referenced.has('tsconfig.frontend.json'), 'tsconfig.json must reference tsconfig.frontend.json');
  const missing = packages.filter((pkg) => !referenced.has(path.normalize(pkg)) && !frontendMembers.includes(path.normalize(pkg)));
  assert.deepEqual(missing, [], 'add these to "references" in tsconfig.json, or their src to tsconfig.frontend.json');
  const twice = packages.filter((pkg) => referenced.has(path.normalize(pkg)) && frontendMembers.includes(path.normalize(pkg)));
  assert.deepEqual(twice, [], 'checked twice: in tsconfig.frontend.json and referenced on their own');
  for (const ref of referenced) {
    const target = path.join(ROOT, ref);
    assert.ok(fs.existsSync(target.endsWith('.json') ? target : path.join(target, 'tsconfig.json')), `${ref} does not exist`);
  }
});

test('a package checked in the front-end program has exactly its own tsconfig\'s options and files there', () => {
  const frontend = optionsOf(FRONTEND);
  for (const pkg of frontendMembers) {
    const own = path.join(ROOT, pkg, 'tsconfig.json');
    assert.ok(fs.existsSync(own), `${pkg} has no tsconfig.json of its own`);
    assert.deepEqual(optionsOf(own), frontend, `${pkg}'s own options differ from tsconfig.frontend.json's: give it its own reference`);
    assert.deepEqual(readJsonc(own).include, ['src'], `${pkg}'s own tsconfig includes more than src`);
  }
});
