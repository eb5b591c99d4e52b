import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { jsGroupOf, kindOf, pageFigures, repeatedPaths } from '../lib/bench-pages.mjs';
import { chunkModuleUsage, coverageByKind, coverageKindOf, coverageRows, moduleGroupOf, usedBytes } from '../lib/bench-coverage.mjs';
import { ROOT } from '../lib/paths.mjs';

test('sorts a page\'s requests into JS, CSS, fonts, i18n, API and other', () => {
  assert.equal(kindOf({ path: '/remotes/dashboard/vendor-1a2b3c4d-antd-table.5f.js', type: 'Script' }), 'JS');
  assert.equal(kindOf({ path: '/main.js' }), 'JS');
  assert.equal(kindOf({ path: '/static/app.css', type: 'Stylesheet' }), 'CSS');
  assert.equal(kindOf({ path: '/fonts/inter.woff2' }), 'fonts');
  assert.equal(kindOf({ path: '/locales/tr/crm.json' }), 'i18n');
  assert.equal(kindOf({ path: '/svc/merchant/api/dashboard/widgets', type: 'Fetch' }), 'API');
  assert.equal(kindOf({ path: '/oidc/token', type: 'Fetch' }), 'API');
  assert.equal(kindOf({ path: '/config.json', type: 'Fetch' }), 'API');
  assert.equal(kindOf({ path: '/remotes/crm/mf-manifest.json', type: 'Fetch' }), 'other');
  assert.equal(kindOf({ path: '/dashboard', type: 'Document' }), 'other');
});

test('names the app and the kind of file of each script', () => {
  assert.equal(jsGroupOf('/main.js'), 'host: entry');
  assert.equal(jsGroupOf('/vendor-start.0a1b.js'), 'host: vendor-start');
  assert.equal(jsGroupOf('/remotes/transactions/remoteEntry.js'), 'transactions: entry');
  assert.equal(jsGroupOf('/remotes/transactions/vendor-1a2b3c4d-antd-table.5f.js'), 'transactions: npm, grouped');
  assert.equal(jsGroupOf('/remotes/transactions/src_features_lookup.5f.js'), 'transactions: own code');
});

test('adds up a page by kind and its scripts by group', () => {
  const figures = pageFigures([
    { path: '/main.js', transferred: 1000 },
    { path: '/remotes/crm/remoteEntry.js', transferred: 500 },
    { path: '/svc/core/api/user-context', transferred: 200 },
  ]);
  assert.deepEqual(figures.total, { count: 3, bytes: 1700 });
  assert.deepEqual(figures.kinds.JS, { count: 2, bytes: 1500 });
  assert.deepEqual(figures.kinds.API, { count: 1, bytes: 200 });
  assert.deepEqual(figures.groups.get('crm: entry'), { count: 1, bytes: 500 });
});

test('counts the bytes that ran: an inner range overrides the function around it', () => {
  // A script of 100 bytes: its top level ran, a block of 20 inside did not, a function in that block ran (hoisted).
  const functions = [
    { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }, { startOffset: 40, endOffset: 60, count: 0 }] },
    { ranges: [{ startOffset: 45, endOffset: 50, count: 2 }] },
    { ranges: [{ startOffset: 80, endOffset: 90, count: 0 }] },
  ];
  assert.equal(usedBytes(100, functions), 100 - 20 + 5 - 10);
});

test('sorts scripts into the shell\'s start, antd\'s part, the host\'s code, a remote and the chart library', () => {
  assert.equal(coverageKindOf('/main.1a2b.js'), 'shell start');
  assert.equal(coverageKindOf('/vendor-start.1a2b.js'), 'shell start');
  assert.equal(coverageKindOf('/app-start.1a2b.js'), 'shell start');
  assert.equal(coverageKindOf('/vendor-start-shell-zone.1a2b.js'), "antd's part");
  assert.equal(coverageKindOf('/app-start-shell-zone.1a2b.js'), "antd's part");
  assert.equal(coverageKindOf('/vendor-db8e1880-rc-picker.1a2b.js'), 'host code');
  assert.equal(coverageKindOf('/remotes/dashboard/__federation_expose_module.1a2b.js', 'export const a = 1;'), 'remote');
  assert.equal(coverageKindOf('/remotes/dashboard/vendor-883c1efc.1a2b.js', '"@antv/g-lite"'), 'chart library');
});

test('ranks a page\'s scripts by the transferred bytes that did not run and sums them per kind', () => {
  const rows = coverageRows(
    [
      { url: 'http://x/main.1.js', source: 'a'.repeat(100), functions: [{ ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] }] },
      { url: 'http://x/vendor-start-shell-zone.1.js', source: 'a'.repeat(100), functions: [{ ranges: [{ startOffset: 0, endOffset: 100, count: 1 }, { startOffset: 0, endOffset: 75, count: 0 }] }] },
      // The same script from the previous document, nothing of it run since: counted once, as the page ran it.
      { url: 'http://x/main.1.js', source: 'a'.repeat(100), functions: [{ ranges: [{ startOffset: 0, endOffset: 100, count: 0 }] }] },
    ],
    [{ url: 'http://x/main.1.js', transferred: 1000 }, { url: 'http://x/vendor-start-shell-zone.1.js', transferred: 400 }],
  );
  assert.deepEqual(rows.map((r) => [r.path, r.unused]), [['/vendor-start-shell-zone.1.js', 300], ['/main.1.js', 0]]);
  const kinds = coverageByKind(rows);
  assert.deepEqual(kinds.find((k) => k.kind === "antd's part"), { kind: "antd's part", files: 1, transferred: 400, unused: 300, ran: 0.25 });
  assert.equal(kinds.find((k) => k.kind === 'chart library').files, 0);
});

test('names the files a page fetched more than once, and how often', () => {
  const requests = ['/main.js', '/remotes/support/list.1a.js', '/remotes.json', '/remotes/support/list.1a.js', '/remotes.json', '/remotes.json']
    .map((path) => ({ path, transferred: 10 }));
  assert.deepEqual(repeatedPaths(requests), [{ path: '/remotes/support/list.1a.js', times: 2 }, { path: '/remotes.json', times: 3 }]);
  assert.deepEqual(repeatedPaths(requests.slice(0, 3)), []);
});

test("splits a webpack chunk into its modules and counts what ran of each", () => {
  const { parse } = createRequire(createRequire(import.meta.url).resolve('webpack', { paths: [path.join(ROOT, 'host')] }))('acorn');
  const source = '"use strict";(self.webpackChunkhost=self.webpackChunkhost||[]).push([[7],{12(e,t,s){s.d(t,{a:()=>n});function n(){return 1}},34(e){e.exports=function(){return 2}}}]);';
  const start12 = source.indexOf('12(');
  const start34 = source.indexOf('34(');
  const end34 = source.indexOf('}}]);') + 1;
  // The whole script ran, module 12's factory ran, module 34's factory did not.
  const functions = [
    { ranges: [{ startOffset: 0, endOffset: source.length, count: 1 }] },
    { ranges: [{ startOffset: start34, endOffset: end34, count: 0 }] },
  ];
  const modules = chunkModuleUsage(source, functions, parse);
  assert.deepEqual(modules.map((m) => m.id), ['12', '34']);
  assert.equal(modules[0].ran, modules[0].bytes);
  assert.equal(modules[1].ran, 0);
  assert.equal(modules[1].bytes, end34 - start34);
  assert.ok(start12 < start34);
  assert.deepEqual(chunkModuleUsage('not a chunk(', functions, parse), []);
});

test("groups a module by antd folder, npm package or the app's own code", () => {
  assert.equal(moduleGroupOf('../../node_modules/.pnpm/antd@6.6.8_x/node_modules/antd/es/result/index.js'), 'antd/result');
  assert.equal(moduleGroupOf('../../node_modules/.pnpm/@rc-component+tree@1.0.0/node_modules/@rc-component/tree/es/Tree.js'), '@rc-component/tree');
  assert.equal(moduleGroupOf('../../node_modules/.pnpm/dayjs@1.11.0/node_modules/dayjs/esm/index.js'), 'dayjs');
  assert.equal(moduleGroupOf('./src/app/start/start-portal.tsx'), 'own code');
});
