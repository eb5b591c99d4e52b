import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { supportFeedItems, users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { renderFeedText } from '../src/modules/support/feed-texts';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { coreClient } from './helpers/core';

const BLUE = seedIds.merchant('blue-bottle');

/** Issue 16 (d): the comment the server writes on escalation is stored as a key and read in the reader's language (ADR 0042). */
describe('the escalation comment in the reader language', () => {
  let t: TestServer;
  let tenantToken: string;
  let ticketId: string;
  let platformNumber: number;
  const tenantId = seedIds.user('tenant@demo.test');

  const feed = async (acceptLanguage?: string, path = `support/ticket/${BLUE}/${ticketId}/feed`) => {
    const res = await fetch(`${t.origin}/svc/core/${path}`, {
      headers: { authorization: `Bearer ${tenantToken}`, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    });
    assert.equal(res.status, 200);
    return res;
  };
  const note = async (acceptLanguage?: string) => {
    const items = await (await feed(acceptLanguage)).json() as Array<{ type: string; content?: string }>;
    return items.filter((i) => i.type === 'TenantInternalCommentItem').map((i) => i.content);
  };

  before(async () => {
    t = await startTestServer();
    tenantToken = (await signIn(t.origin, 'tenant@demo.test')).tokens.access_token;
    const merchant = coreClient(t.origin, (await signIn(t.origin, 'merchant@demo.test')).tokens.access_token);
    const tenant = coreClient(t.origin, tenantToken);
    ticketId = (await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'Escalate me', description: 'd' })).text;
    const escalated = await tenant.post(`support/ticket/${BLUE}/${ticketId}/escalate`, {});
    assert.equal(escalated.status, 200);
    platformNumber = (await tenant.get(`support/ticket/${escalated.text}?ticketChannelType=TenantToPlatformTicketChannel`)).body.ticketNumber;
    assert.ok(platformNumber > 0);
  });
  after(async () => { await t?.close(); });

  it('stores a key with parameters beside the English content', async () => {
    const rows = await t.server.database.db.select().from(supportFeedItems).where(eq(supportFeedItems.ticketId, ticketId));
    const row = rows.find((r) => r.type === 'TenantInternalCommentItem')!;
    assert.deepEqual(row.data, {
      content: `<p>Escalated to the platform as ticket #${platformNumber}.</p>`, textKey: 'support.escalatedTo', textParams: { number: String(platformNumber) },
    });
  });

  it('reads it in the language the portal sends, else the profile language, else English', async () => {
    assert.deepEqual(await note('en'), [`<p>Escalated to the platform as ticket #${platformNumber}.</p>`]);
    assert.deepEqual(await note('tr'), [`<p>Platforma #${platformNumber} numaralı talep olarak taşındı.</p>`]);
    assert.deepEqual(await note(), [`<p>Escalated to the platform as ticket #${platformNumber}.</p>`]);
    await t.server.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, tenantId));
    try {
      assert.deepEqual(await note('de'), [`<p>Platforma #${platformNumber} numaralı talep olarak taşındı.</p>`]);
    } finally {
      await t.server.database.db.update(users).set({ language: 'en' }).where(eq(users.id, tenantId));
    }
  });

  it('exports it in the reader language too', async () => {
    const csv = await (await feed('tr', `support/ticket/${BLUE}/${ticketId}/feed/exportcsv`)).text();
    assert.match(csv, new RegExp(`Platforma #${platformNumber} numaralı talep olarak taşındı\\.`));
  });

  it('escapes its parameters and answers an unknown key as stored', () => {
    assert.equal(renderFeedText('support.escalatedTo', { number: '<b>1</b>' }, 'en'), '<p>Escalated to the platform as ticket #&lt;b&gt;1&lt;/b&gt;.</p>');
    assert.equal(renderFeedText('no.such.key', {}, 'tr'), undefined);
    assert.equal(renderFeedText(undefined, undefined, 'tr'), undefined);
  });
});
