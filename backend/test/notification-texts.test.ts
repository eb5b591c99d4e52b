import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { readerLanguage, renderNotificationText } from '../src/modules/notifications/texts';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { coreClient } from './helpers/core';

const LIST = '/svc/merchant/api/v1/crm/v1/api/in-app-notifications?pageIndex=0&pageSize=20';

describe('notification texts (ADR 0042)', () => {
  it('renders a key in English and Turkish, escaping every parameter', () => {
    const params = { ticket: '#7 <b>Refund</b>', actor: 'Ann & Bo', subject: '<img src=x>' };
    assert.deepEqual(renderNotificationText('support.ticketOpened', params, 'en'), {
      title: 'New ticket #7 &lt;b&gt;Refund&lt;/b&gt;', description: 'Ann &amp; Bo opened a ticket: &lt;img src=x&gt;',
    });
    assert.deepEqual(renderNotificationText('support.ticketOpened', params, 'tr'), {
      title: 'Yeni talep #7 &lt;b&gt;Refund&lt;/b&gt;', description: 'Ann &amp; Bo bir talep açtı: &lt;img src=x&gt;',
    });
    assert.equal(renderNotificationText('no.such.key', {}, 'en'), undefined);
  });

  it('reads the language the portal asks for, else the profile language, else English', () => {
    assert.equal(readerLanguage('tr', 'en'), 'tr');
    assert.equal(readerLanguage('tr-TR,tr;q=0.9,en;q=0.8', 'en'), 'tr');
    assert.equal(readerLanguage('*', 'tr'), 'tr');
    assert.equal(readerLanguage('de-DE', 'de'), 'en');
    assert.equal(readerLanguage(undefined, undefined), 'en');
  });

  describe('through the API', () => {
    let t: TestServer;
    let tenantToken: string;
    const tenantId = seedIds.user('tenant@demo.test');
    const list = async (acceptLanguage?: string) => {
      const res = await fetch(`${t.origin}${LIST}`, {
        headers: { authorization: `Bearer ${tenantToken}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      });
      assert.equal(res.status, 200);
      return (await res.json() as { data: Array<{ title: string; description: string }> }).data;
    };

    before(async () => {
      t = await startTestServer();
      const db = t.server.database.db;
      await db.delete(notifications).where(eq(notifications.userId, tenantId));
      tenantToken = (await signIn(t.origin, 'tenant@demo.test')).tokens.access_token;
      const merchant = coreClient(t.origin, (await signIn(t.origin, 'merchant@demo.test')).tokens.access_token);
      assert.equal((await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'Card <declined>', description: 'd' })).status, 200);
      // A row written before keys existed: no key, its stored texts only.
      await db.insert(notifications).values({ id: crypto.randomUUID(), userId: tenantId, title: 'Old &amp; kept', description: 'as stored', notificationType: 'Task', created: new Date(Date.now() - 60_000) });
    });
    after(async () => { await t?.close(); });

    it("shows a support notification in the reader's language, and an old row as stored", async () => {
      const [fresh, old] = await list('tr');
      assert.match(fresh!.title, /^Yeni talep #\d+ Card &lt;declined&gt;$/);
      assert.match(fresh!.description, /bir talep açtı: Card &lt;declined&gt;$/);
      assert.deepEqual(old, { ...old, title: 'Old &amp; kept', description: 'as stored' });
      assert.match((await list('en'))[0]!.title, /^New ticket #\d+ Card &lt;declined&gt;$/);
    });

    it("falls back to the reader's profile language when the request names none the portal speaks", async () => {
      await t.server.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, tenantId));
      try {
        assert.match((await list('de'))[0]!.title, /^Yeni talep /);
      } finally {
        await t.server.database.db.update(users).set({ language: 'en' }).where(eq(users.id, tenantId));
      }
    });
  });
});
