// `npm start` trusts a dev server's origin only when it starts that dev server (ADR 0074).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { devOriginsEnv, devServersOf } from '../lib/dev-servers.mjs';

test('without --dev no dev server runs and the backend trusts none of their origins', () => {
  assert.deepEqual(devServersOf([]), []);
  assert.deepEqual(devOriginsEnv([], {}), {});
});

test('--dev= names the dev servers started, and only their origins are trusted', () => {
  const servers = devServersOf(['--dev=support,transactions']);
  assert.deepEqual(servers.map((s) => [s.pkg, s.origin]), [
    ['@portal/remote-support', 'http://localhost:3001'],
    ['@portal/remote-transactions', 'http://localhost:3002'],
  ]);
  assert.deepEqual(devOriginsEnv(servers, {}), { EXTRA_REDIRECT_ORIGINS: 'http://localhost:3001,http://localhost:3002' });
  assert.equal(devServersOf(['--dev=all']).length, 6);
  assert.equal(devServersOf(['--dev=host'])[0].pkg, '@portal/host');
});

test("an unknown name is refused, and a developer's own setting is left alone", () => {
  assert.throws(() => devServersOf(['--dev=support,nope']), /unknown dev server nope/);
  assert.deepEqual(devOriginsEnv(devServersOf(['--dev=crm']), { DEV_SERVER_ORIGINS: 'true' }), {});
  assert.deepEqual(devOriginsEnv([], { EXTRA_REDIRECT_ORIGINS: 'https://portal.test' }), {});
});
