import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { satisfies } from '../lib/release/semver-range.mjs';
import { manifestProblems, sharedProblems } from '../lib/release/manifest-checks.mjs';
import { KEEP_VERSIONS, releaseStore, versionUrl } from '../lib/release/release-store.mjs';
import { tempDir } from '../lib/test-temp-dir.mjs';

test("a shared module's required range is read as Module Federation writes it", () => {
  assert.ok(satisfies('19.3.1', '^19.3.1'));
  assert.ok(satisfies('19.4.0', '^19.3.1'));
  assert.ok(!satisfies('20.0.0', '^19.3.1'));
  assert.ok(!satisfies('19.3.0', '^19.3.1'));
  assert.ok(satisfies('0.1.5', '^0.1.0'));
  assert.ok(!satisfies('0.2.0', '^0.1.0'));
  assert.ok(satisfies('2.1.9', '~2.1.2'));
  assert.ok(!satisfies('2.2.0', '~2.1.2'));
  assert.ok(satisfies('7.18.5', '7.18.5'));
  assert.ok(!satisfies('7.18.6', '7.18.5'));
  assert.ok(satisfies('1.0.0', '>=0.9.0'));
  assert.ok(satisfies('3.0.0', '^2.0.0 || ^3.0.0'));
  assert.ok(satisfies('1.2.3', '*'));
});

const shared = (name, version, extra = {}) => ({ name, version, requiredVersion: `^${version}`, singleton: true, ...extra });

test('refuses a remote whose shared singletons the host cannot satisfy, naming the module and both versions', () => {
  const host = { shared: [shared('react', '19.3.1'), shared('@portal/auth', '0.1.0'), shared('dayjs', '1.11.23')] };
  const remote = { shared: [shared('react', '20.0.0'), shared('@portal/auth', '0.1.0'), shared('@portal/kit', '0.2.0'), shared('left-pad', '1.0.0', { singleton: false })] };
  const problems = sharedProblems(remote, host);
  assert.deepEqual(problems.map((p) => p.message), [
    'react: the remote needs ^20.0.0, the host shares 19.3.1',
    '@portal/kit: the remote needs ^0.2.0, the host shares none',
  ]);
  assert.deepEqual(sharedProblems({ shared: [shared('react', '19.3.0'), shared('dayjs', '1.11.0')] }, host), []);
});

function builtRemote(files, manifest) {
  const dir = tempDir('release-dist-');
  for (const f of files) fs.writeFileSync(path.join(dir, f), '//');
  return { dir, manifest };
}

test("a manifest is complete only with its entry, ./module and every file it names in the build", () => {
  const manifest = {
    name: 'crm', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'module', path: './module', assets: { js: { sync: ['module.1.js'], async: ['page.2.js'] }, css: { sync: [], async: [] } } }],
    shared: [{ name: 'react', assets: { js: { sync: ['react.3.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
  const complete = builtRemote(['remoteEntry.js', 'module.1.js', 'page.2.js', 'react.3.js'], manifest);
  assert.deepEqual(manifestProblems(manifest, complete.dir), []);
  const missing = builtRemote(['remoteEntry.js', 'module.1.js', 'react.3.js'], manifest);
  assert.deepEqual(manifestProblems(manifest, missing.dir), ['page.2.js is named by the manifest but not in the build']);
  assert.deepEqual(manifestProblems({ ...manifest, exposes: [] }, complete.dir), ['it exposes no ./module']);
  assert.deepEqual(manifestProblems(null, complete.dir), ['mf-manifest.json is missing or not JSON']);
});

test('switches an environment atomically, rolls back to the version before, and keeps the last versions servable', () => {
  const dir = tempDir('releases-');
  const mapFile = path.join(dir, 'local.json');
  fs.writeFileSync(mapFile, JSON.stringify({ crm: '/remotes/crm/mf-manifest.json', support: '/remotes/support/mf-manifest.json' }));
  const store = releaseStore({ releasesDir: dir, mapFile });
  const versions = ['0.1.0-a', '0.1.0-b', '0.1.0-c', '0.1.0-d', '0.1.0-e'];
  versions.forEach((v, i) => {
    fs.mkdirSync(store.versionDir('crm', v), { recursive: true });
    const at = new Date(Date.now() - (versions.length - i) * 60_000);
    fs.utimesSync(store.versionDir('crm', v), at, at);
    store.switchTo('local', 'crm', versionUrl('crm', v));
  });
  assert.equal(store.readMap().crm, versionUrl('crm', '0.1.0-e'));
  assert.equal(store.readMap().support, '/remotes/support/mf-manifest.json', 'the other remotes untouched');
  // No temporary file is left beside the map.
  assert.deepEqual(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp')), []);

  assert.deepEqual(store.rollBack('local', 'crm'), { from: versionUrl('crm', '0.1.0-e'), to: versionUrl('crm', '0.1.0-d') });
  assert.equal(store.readMap().crm, versionUrl('crm', '0.1.0-d'));

  const removed = store.prune('crm', [store.readMap()]);
  const left = fs.readdirSync(path.join(dir, 'remotes', 'crm')).sort();
  assert.ok(left.length >= KEEP_VERSIONS && left.includes('0.1.0-d') && left.includes('0.1.0-c'), `kept ${left}`);
  assert.ok(removed.includes('0.1.0-a'), `removed ${removed}`);

  // Rolled back to the first release, then to the build the environment served before any release.
  for (const v of ['0.1.0-c', '0.1.0-b', '0.1.0-a']) assert.equal(store.rollBack('local', 'crm').to, versionUrl('crm', v));
  assert.equal(store.rollBack('local', 'crm').to, '/remotes/crm/mf-manifest.json');
  assert.throws(() => store.rollBack('local', 'crm'), /nothing to roll back to/);
});
