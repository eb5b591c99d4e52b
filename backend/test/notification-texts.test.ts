import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { readerLanguage, renderNotificationText } from '../src/modules/notifications/texts';
import { seedNotificationId, seedNotifications } from '../src/modules/notifications/seed';
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

  it('keeps only the emphasis tags a template writes; parameters stay escaped', () => {
    assert.deepEqual(renderNotificationText('demo.cardVelocityAlert', { count: '<b>5</b>', minutes: '10' }, 'en'), {
      title: 'Transaction velocity alert', description: 'More than <b>&lt;b&gt;5&lt;/b&gt;</b> transactions in 10 minutes from one card.',
    });
  });

  describe('the seeded notifications of the demo accounts (issue 16)', () => {
    let t: TestServer;
    let token: string;
    const userId = seedIds.user('merchant2@demo.test');
    const list = async (acceptLanguage: string) => {
      const res = await fetch(`${t.origin}${LIST.replace('pageSize=20', 'pageSize=100')}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': acceptLanguage } });
      assert.equal(res.status, 200);
      return (await res.json() as { data: Array<{ id: string; title: string; description: string }> }).data;
    };

    before(async () => {
      t = await startTestServer();
      token = (await signIn(t.origin, 'merchant2@demo.test')).tokens.access_token;
    });
    after(async () => { await t?.close(); });

    it('are stored as keys with parameters and read in Turkish by a Turkish reader, in English as before', async () => {
      const rows = await t.server.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      assert.equal(rows.length, 14);
      assert.ok(rows.every((r) => r.textKey?.startsWith('demo.')), 'every seeded row has a key');
      const en = await list('en');
      const tr = await list('tr');
      assert.equal(en.length, 14);
      assert.ok(en.some((n) => n.title === 'Your report <b>Transactions summary</b> is ready' && n.description === 'transactions-summary.csv'));
      assert.ok(en.some((n) => n.description === 'More than <b>50</b> transactions in 10 minutes from one card.'));
      assert.ok(tr.some((n) => n.title === '<b>İşlem özeti</b> raporunuz hazır' && n.description === 'transactions-summary.csv'));
      assert.ok(tr.some((n) => n.title === 'Kayıt belgeleri istendi' && n.description === 'Lütfen güncel bir <i>banka hesap özeti</i> yükleyin.'));
      // Every seeded text reads differently in Turkish (a file name alone may stay as is).
      for (const n of en) {
        const other = tr.find((x) => x.id === n.id)!;
        assert.notEqual(other.title, n.title, n.title);
      }
    });

    it('gives rows seeded before keys existed their key on the next start', async () => {
      const db = t.server.database.db;
      const id = seedNotificationId('merchant2@demo.test', 'task-1');
      await db.update(notifications).set({ textKey: null, textParams: null }).where(eq(notifications.id, id));
      assert.equal((await list('tr')).find((n) => n.id === id)!.title, 'New task assigned');
      await seedNotifications(db);
      assert.equal((await list('tr')).find((n) => n.id === id)!.title, 'Yeni görev atandı');
    });
  });
});
