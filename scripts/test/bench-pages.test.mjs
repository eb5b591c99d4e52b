import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsGroupOf, kindOf, pageFigures } from '../lib/bench-pages.mjs';

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
