import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { UserContextResponse } from '@portal/contracts';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { apiClient, crm, v1 } from './helpers/api';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';

const withoutEmail = ({ email: _email, ...rest }: Record<string, unknown>) => rest;

describe('shell: profile settings, tenant theme, quick panel', () => {
  let t: TestServer;
  const clientFor = async (email: string) => apiClient(t.origin, (await signIn(t.origin, email)).tokens.access_token);

  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  it('reads and changes the caller\'s own profile; bad input is refused with a clear error and nothing changes', async () => {
    const api = await clientFor('merchant2@demo.test');
    const before = await api.get(v1('users/me/profile-settings'));
    assert.equal(before.status, 200);
    assert.equal(before.body.email, 'merchant2@demo.test');

    const zones = await api.get(v1('users/me/time-zones'));
    assert.equal(zones.status, 200);
    assert.ok(zones.body.includes('Europe/Istanbul'));
    assert.ok(zones.body.every((z: string) => z.includes('/')), 'only zones with a slash');
    assert.ok(!zones.body.includes('UTC'));

    const saved = await api.put(v1('users/me/profile-settings'), { firstName: ' Mert ', lastName: 'Yılmaz', timeZone: 'Europe/Istanbul', language: 'tr' });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body, { email: 'merchant2@demo.test', firstName: 'Mert', lastName: 'Yılmaz', timeZone: 'Europe/Istanbul', language: 'tr' });
    const context = (await api.get(v1('users/me/context'))).body as UserContextResponse;
    assert.equal(context.user.firstName, 'Mert');
    assert.equal(context.user.configureTimeZone, 'Europe/Istanbul');
    assert.equal(context.user.language, 'tr');

    const badZone = await api.put(v1('users/me/profile-settings'), { firstName: 'A', lastName: 'B', timeZone: 'UTC', language: 'en' });
    assert.equal(badZone.status, 400);
    assert.match(badZone.body.error, /Time zone "UTC" is not in the list/);
    const blank = await api.put(v1('users/me/profile-settings'), { firstName: '   ', lastName: 'B', timeZone: 'Europe/Paris', language: 'en' });
    assert.equal(blank.status, 400);
    assert.equal(blank.body.error, 'First name is required');
    const badLanguage = await api.put(v1('users/me/profile-settings'), { firstName: 'A', lastName: 'B', timeZone: 'Europe/Paris', language: 'de' });
    assert.equal(badLanguage.status, 400);
    assert.match(badLanguage.body.errors[0].message, /language must be one of en, tr/);
    const tooLong = await api.put(v1('users/me/profile-settings'), { firstName: 'x'.repeat(129), lastName: 'B', timeZone: 'Europe/Paris', language: 'en' });
    assert.equal(tooLong.status, 400);
    assert.equal((await api.get(v1('users/me/profile-settings'))).body.firstName, 'Mert');
  });

  it('answers the idle watch\'s keep-alive ping for a signed-in user, and 401 without a token', async () => {
    for (const email of ['merchant@demo.test', 'tenant@demo.test', 'platform@demo.test']) {
      const ping = await (await clientFor(email)).get(v1('users/me/ping'));
      assert.equal(ping.status, 204, email);
    }
    assert.equal((await (await clientFor('tenant@demo.test')).get(crm('users/me/ping'))).status, 204);
    assert.equal((await apiClient(t.origin).get(v1('users/me/ping'))).status, 401);
  });

  it('serves platform users their own profile too (their My Profile page is the non-crm one)', async () => {
    const api = await clientFor('platform@demo.test');
    const read = await api.get(v1('users/me/profile-settings'));
    assert.equal(read.status, 200);
    assert.equal(read.body.email, 'platform@demo.test');
    const saved = await api.put(v1('users/me/profile-settings'), { firstName: 'Pia', lastName: 'Platform', timeZone: 'Europe/London', language: 'en' });
    assert.equal(saved.status, 200);
    assert.equal((await api.get(v1('users/me/profile-settings'))).body.firstName, 'Pia');
  });

  it('saves the language alone on a fresh seed, and keeps a stored zone the list leaves out (platform@ got 400)', async () => {
    const api = await clientFor('platform@demo.test');
    const fresh = (await api.get(v1('users/me/profile-settings'))).body;
    assert.ok(fresh.timeZone.includes('/'), `the seeded zone is one of the list: ${fresh.timeZone}`);
    assert.equal((await api.put(v1('users/me/profile-settings'), { ...withoutEmail(fresh), language: 'tr' })).status, 200);
    // An older account still holding `UTC` (the column's default) may save its language with it unchanged.
    await t.server.database.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.email, 'noprocessing@demo.test'));
    const older = await clientFor('noprocessing@demo.test');
    const stored = (await older.get(v1('users/me/profile-settings'))).body;
    assert.equal(stored.timeZone, 'UTC');
    assert.equal((await older.put(v1('users/me/profile-settings'), { ...withoutEmail(stored), language: 'tr' })).status, 200);
    assert.equal((await older.put(v1('users/me/profile-settings'), { ...withoutEmail(stored), timeZone: 'GMT' })).status, 400, 'a new choice must come from the list');
  });

  it('lets tenant staff with a Settings permission set layout and colours, shown in every tenant user\'s context', async () => {
    const admin = await clientFor('tenant2@demo.test');
    const theme = {
      layoutName: 'Material', sidebarBackgroundColor: '#112233', headerBackgroundColor: '#fafafa', mainBackgroundColor: '#eeeeee',
      primaryColor: '#ff5500', textColor: '#222222', buttonsLinkColor: '#0a141e',
    };
    const saved = await admin.put(crm('tenants/mydetails/theme-settings'), theme);
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body, { ...theme, buttonsLinkColorRGB: '10, 20, 30' });
    assert.deepEqual((await admin.get(crm('tenants/mydetails/theme-settings'))).body, saved.body);
    const merchant = await clientFor('merchant2@demo.test');
    const context = (await merchant.get(v1('users/me/context'))).body as UserContextResponse;
    assert.equal(context.user.themeSettings.layoutName, 'Material');
    assert.equal(context.user.themeSettings.primaryColor, '#ff5500');

    const bad = await admin.put(crm('tenants/mydetails/theme-settings'), { ...theme, primaryColor: 'red' });
    assert.equal(bad.status, 400);
    const badLayout = await admin.put(crm('tenants/mydetails/theme-settings'), { ...theme, layoutName: 'Fancy' });
    assert.equal(badLayout.status, 400);
    assert.equal((await admin.get(crm('tenants/mydetails/theme-settings'))).body.primaryColor, '#ff5500');
  });

  it('refuses theme changes to merchants and to tenant staff without a Settings permission', async () => {
    const theme = { layoutName: 'Entreprise', sidebarBackgroundColor: '#000000', headerBackgroundColor: '#000000', mainBackgroundColor: '#000000', primaryColor: '#000000', textColor: '#000000', buttonsLinkColor: '#000000' };
    assert.equal((await (await clientFor('tenant-viewer@demo.test')).put(crm('tenants/mydetails/theme-settings'), theme)).status, 403);
    assert.equal((await (await clientFor('merchant@demo.test')).put(v1('tenants/mydetails/theme-settings'), theme)).status, 403);
  });

  it('keeps notes, events and quick settings per user; nobody else sees or changes them', async () => {
    const mine = await clientFor('sandbox@demo.test');
    const other = await clientFor('noprocessing@demo.test');
    const note = await mine.post(v1('users/me/notes'), { text: 'Call the bank' });
    assert.equal(note.status, 201);
    assert.equal(note.body.text, 'Call the bank');
    assert.equal((await mine.put(v1(`users/me/notes/${note.body.id}`), { text: 'Call the bank at 3' })).body.text, 'Call the bank at 3');
    assert.deepEqual((await other.get(v1('users/me/notes'))).body, []);
    assert.equal((await other.put(v1(`users/me/notes/${note.body.id}`), { text: 'hijack' })).status, 404);
    assert.equal((await other.delete(v1(`users/me/notes/${note.body.id}`))).status, 404);
    assert.equal((await mine.post(v1('users/me/notes'), { text: '' })).status, 400);
    assert.equal((await mine.post(v1('users/me/notes'), { text: 'x'.repeat(1001) })).status, 400);

    const today = new Date();
    const at = (h: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), h)).toISOString();
    await mine.post(v1('users/me/events'), { title: 'Late review', startsAt: at(16) });
    const early = await mine.post(v1('users/me/events'), { title: 'Stand-up', startsAt: at(9) });
    assert.equal(early.status, 201);
    const dayStart = at(0);
    const dayEnd = new Date(Date.parse(dayStart) + 86_400_000).toISOString();
    const events = await mine.get(v1(`users/me/events?from=${encodeURIComponent(dayStart)}&to=${encodeURIComponent(dayEnd)}`));
    assert.deepEqual(events.body.map((e: { title: string }) => e.title), ['Stand-up', 'Late review']);
    assert.equal((await other.delete(v1(`users/me/events/${early.body.id}`))).status, 404);
    assert.equal((await mine.delete(v1(`users/me/events/${early.body.id}`))).status, 204);

    assert.deepEqual((await mine.get(v1('users/me/quick-settings'))).body, { notificationsSound: true, compactMenu: false, showSeconds: false });
    const changed = await mine.put(v1('users/me/quick-settings'), { compactMenu: true });
    assert.deepEqual(changed.body, { notificationsSound: true, compactMenu: true, showSeconds: false });
    assert.deepEqual((await mine.get(v1('users/me/quick-settings'))).body, changed.body);
    assert.equal((await mine.put(v1('users/me/quick-settings'), { compactMenu: 'yes' })).status, 400);
    assert.equal((await other.get(v1('users/me/quick-settings'))).body.compactMenu, false);
  });
});
