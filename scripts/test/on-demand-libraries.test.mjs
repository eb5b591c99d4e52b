import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkOnDemandLibraries } from '../lib/on-demand-libraries.mjs';
import { tempDir } from '../lib/test-temp-dir.mjs';

/** A fake host build: `files` (name -> code) listed in initial-js.json, plus a lazy chunk holding the library. */
function fakeBuild(files) {
  const root = tempDir('on-demand-');
  const dist = path.join(root, 'host', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), code);
  fs.writeFileSync(path.join(dist, 'vendor-oidc-client-ts.js'), 'class a{constructor(){this._logger=new l("OidcClient")}}');
  fs.writeFileSync(path.join(dist, 'initial-js.json'), JSON.stringify({ entry: 'main', files: Object.keys(files) }));
  return root;
}

test('passes when the library is only in a lazy chunk (the service names it in identifiers, not as its strings)', () => {
  const root = fakeBuild({ 'main.js': 'e.signinRedirect({state:t});const k="oidc.user:"+a+":"+b;', 'vendor-start.js': 'React' });
  const result = checkOnDemandLibraries({ root });
  assert.equal(result.ok, true);
  assert.match(result.message, /oidc-client-ts/);
});

test("fails naming the start-up file that holds the library's code", () => {
  const root = fakeBuild({ 'main.js': 'x', 'vendor-start.js': "var s=class{constructor(){this._logger=new o('WebStorageStateStore')}}" });
  const result = checkOnDemandLibraries({ root });
  assert.equal(result.ok, false);
  assert.deepEqual(result.found.map((f) => [f.library.name, f.file]), [['oidc-client-ts', 'vendor-start.js']]);
  assert.match(result.message, /oidc-client-ts in vendor-start\.js/);
});
