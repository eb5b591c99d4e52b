import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { LoggingMailOutbox, mailOutboxOf } from '../src/modules/mail/outbox';
import { ManualClock, systemClock } from '../src/modules/support/clock';
import { EXTERNAL_COMMENT_MAX_LENGTH, EXTERNAL_TEXTS } from '../src/modules/support/external/comments';
import { EXTERNAL_LINK_VALID_MS } from '../src/modules/support/external/links';
import { supportServicesOf } from '../src/modules/support/services';
import { coreClient, type CoreClient } from './helpers/core';
import { signIn } from './helpers/oidc';
import { startTestServer, type TestServer } from './helpers/server';

const ACME = seedIds.tenant('acme');
const BLUE = seedIds.merchant('blue-bottle');
type Item = { type: string; id: string; content?: string; timestamp: string; isUnread?: boolean; commenter?: { email: string | null }; invitationLink?: string; externalPartyEmail?: string };

describe('external parties: invitation link, page and comments', () => {
  let t: TestServer;
  let merchant: CoreClient, tenant: CoreClient, platform: CoreClient;
  const P = (id: string, s = '') => `support/${ACME}/ticket/${id}${s ? `/${s}` : ''}`;
  const outbox = () => mailOutboxOf(t.server.app) as LoggingMailOutbox;
  const lastLinkTo = (email: string) => outbox().sent(email).at(-1)!.link!;
  const page = (link: string) => fetch(link, { redirect: 'manual' });
  const postComment = (link: string, comment: string) => fetch(link, {
    method: 'POST', redirect: 'manual', body: new URLSearchParams({ comment }), headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const tenantOwnFeed = async (id: string): Promise<Item[]> => (await tenant.get(`support/ticket/${id}/feed?ticketChannelType=TenantToPlatformTicketChannel`)).body;

  before(async () => {
    t = await startTestServer();
    const token = async (who: string) => (await signIn(t.origin, `${who}@demo.test`)).tokens.access_token;
    merchant = coreClient(t.origin, await token('merchant'));
    tenant = coreClient(t.origin, await token('tenant'));
    platform = coreClient(t.origin, await token('platform'));
  });
  afterEach(() => { supportServicesOf(t.server.app).clock = systemClock; });
  after(async () => { await t?.close(); });

  /** A tenant-to-platform ticket (hostile subject) with public and internal comments of both parties; the platform invites ops@. */
  async function invitedPlatformTicket(email = 'ops@acquirer.test') {
    const id = (await tenant.post('support/ticket?ticketChannelType=TenantToPlatformTicketChannel', {
      ticketCategory: 'Payments and settlements', subject: '<script>alert(1)</script> Payout held', description: 'Held since Monday',
    })).text;
    await tenant.post(`support/ticket/${id}/comment?ticketChannelType=TenantToPlatformTicketChannel`, { content: '<p>Tenant public words</p>' });
    await tenant.post(`support/ticket/${id}/comment?ticketChannelType=TenantToPlatformTicketChannel`, { content: '<p>Tenant secret words</p>', isInternal: true });
    await platform.post(P(id, 'comment'), { content: '<p>Platform public <b>words</b></p>' });
    await platform.post(P(id, 'comment'), { content: '<p>Platform secret words</p>', isInternal: true });
    assert.equal((await platform.post(P(id, 'invite-external-party'), { externalPartyEmail: email, invitationDescription: 'Acquirer ops' })).status, 204);
    assert.equal((await platform.post(P(id, 'invite-external-party'), { externalPartyEmail: email })).status, 400, 'invited once while the link lives');
    return { id, link: lastLinkTo(email) };
  }

  it('e-mails a signed link, shows it to tenant and platform in the feed, and the page shows public comments only', async () => {
    const { id, link } = await invitedPlatformTicket();
    const mail = outbox().sent('ops@acquirer.test').at(-1)!;
    assert.match(link, new RegExp(`^${t.origin}/support/external/[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`));
    assert.match(mail.subject, /^Invitation to support ticket #\d+: /);
    assert.ok(mail.text.includes(link));

    const invitation = (await platform.get(P(id, 'feed'))).body.find((i: Item) => i.type === 'ExternalPartyInvitationItem');
    assert.equal(invitation.invitationLink, link);
    assert.equal((await tenantOwnFeed(id)).find((i) => i.type === 'ExternalPartyInvitationItem')!.invitationLink, link);

    const res = await page(link);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-security-policy')!, /script-src 'self'/);
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
    const html = await res.text();
    assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt; Payout held'), 'subject shown, escaped');
    assert.ok(!html.includes('<script>alert'));
    assert.ok(html.includes('Tenant public words'));
    assert.ok(html.includes('Platform public words'), 'rich text shown as plain text');
    assert.ok(!html.includes('secret words'), 'no internal comment of any party');
    assert.ok(!html.includes('Batch released on our side'), 'nothing of another ticket');
    assert.match(html, /<textarea id="comment" name="comment"[^>]* required maxlength="4000"/);
  });

  it('takes a plain-text comment: stored as ExternalPartyCommentItem, unread for tenant and platform, who are told', async () => {
    const { id, link } = await invitedPlatformTicket('auditor@acquirer.test');
    const empty = await postComment(link, '   ');
    assert.equal(empty.status, 400);
    assert.ok((await empty.text()).includes(EXTERNAL_TEXTS.required));
    const long = 'x'.repeat(EXTERNAL_COMMENT_MAX_LENGTH + 1);
    const tooLong = await postComment(link, long);
    assert.equal(tooLong.status, 400);
    const tooLongHtml = await tooLong.text();
    assert.ok(tooLongHtml.includes(EXTERNAL_TEXTS.tooLong));
    assert.ok(tooLongHtml.includes(`>${long}</textarea>`), 'what was typed is kept');

    const posted = await postComment(link, '  Released <b>today</b>\nRef 42  ');
    assert.equal(posted.status, 303);
    const after = await page(new URL(posted.headers.get('location')!, t.origin).href);
    const afterHtml = await after.text();
    assert.ok(afterHtml.includes(EXTERNAL_TEXTS.posted));
    assert.ok(afterHtml.includes('Released &lt;b&gt;today&lt;/b&gt;\nRef 42'));

    for (const feed of [(await platform.get(P(id, 'feed'))).body as Item[], await tenantOwnFeed(id)]) {
      const comment = feed.find((i) => i.type === 'ExternalPartyCommentItem')!;
      assert.equal(comment.commenter!.email, 'auditor@acquirer.test');
      assert.equal(comment.content, '<p>Released &lt;b&gt;today&lt;/b&gt;<br>Ref 42</p>');
      assert.equal(comment.isUnread, true);
    }
    const db = t.server.database.db;
    for (const user of ['tenant@demo.test', 'platform@demo.test']) {
      const told = await db.select().from(notifications)
        .where(and(eq(notifications.userId, seedIds.user(user)), like(notifications.description, 'auditor@acquirer.test: Released%')));
      assert.equal(told.length, 1, user);
    }
  });

  it('on a customer ticket the merchant sees the external comment but never the link', async () => {
    const id = (await merchant.post('support/ticket', { ticketCategory: 'Billing', subject: 'Invoice copy', description: 'Please send it' })).text;
    assert.equal((await tenant.post(`support/ticket/${BLUE}/${id}/invite-external-party`, { externalPartyEmail: 'acc@blue.test' })).status, 204);
    const link = lastLinkTo('acc@blue.test');
    assert.equal((await tenant.get(`support/ticket/${BLUE}/${id}/feed`)).body.find((i: Item) => i.type === 'ExternalPartyInvitationItem').invitationLink, link);
    assert.equal((await postComment(link, 'Sent by post')).status, 303);
    const feed: Item[] = (await merchant.get(`support/ticket/${id}/feed`)).body;
    const invitation = feed.find((i) => i.type === 'ExternalPartyInvitationItem')!;
    assert.equal(invitation.externalPartyEmail, 'acc@blue.test');
    assert.ok(!('invitationLink' in invitation));
    assert.equal(feed.find((i) => i.type === 'ExternalPartyCommentItem')!.content, '<p>Sent by post</p>');
  });

  it('answers the same 404 page for tampered, unknown and malformed links', async () => {
    const { link } = await invitedPlatformTicket('tamper@acquirer.test');
    const { link: other } = await invitedPlatformTicket('other@acquirer.test');
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
    const swapped = `${link.slice(0, link.lastIndexOf('.'))}${other.slice(other.lastIndexOf('.'))}`; // one invitation's id, another's signature
    for (const bad of [flip(link), swapped, `${t.origin}/support/external/00000000-0000-4000-8000-000000000000.abc`, `${t.origin}/support/external/nonsense`]) {
      const res = await page(bad);
      assert.equal(res.status, 404, bad);
      const html = await res.text();
      assert.ok(html.includes(EXTERNAL_TEXTS.notFound));
      assert.ok(!html.includes('Payout held'));
      assert.equal((await postComment(bad, 'sneaky')).status, 404);
    }
  });

  it('refuses a link older than its validity period (injected clock)', async () => {
    const { id, link } = await invitedPlatformTicket('late@acquirer.test');
    const invitedAt = new Date((await platform.get(P(id, 'feed'))).body.find((i: Item) => i.type === 'ExternalPartyInvitationItem').timestamp);
    const clock = new ManualClock(invitedAt.getTime() + EXTERNAL_LINK_VALID_MS - 60_000);
    supportServicesOf(t.server.app).clock = clock;
    assert.equal((await page(link)).status, 200, 'still valid a minute before the end');
    clock.advance(60_001);
    assert.equal((await page(link)).status, 404);
    assert.equal((await postComment(link, 'too late')).status, 404);
    assert.ok(!(await tenantOwnFeed(id)).some((i) => i.type === 'ExternalPartyCommentItem'));
    const expired = (await platform.get(P(id, 'feed'))).body.find((i: Item) => i.type === 'ExternalPartyInvitationItem');
    assert.ok(!('invitationLink' in expired), 'a dead link is not offered for copying');
    // The address can be invited again: a new link that works.
    assert.equal((await platform.post(P(id, 'invite-external-party'), { externalPartyEmail: 'late@acquirer.test' })).status, 204);
    const renewed = lastLinkTo('late@acquirer.test');
    assert.notEqual(renewed, link);
    assert.equal((await page(renewed)).status, 200);
    assert.equal((await page(link)).status, 404, 'the old link stays dead');
  });

  it('shows a closed ticket without the form and refuses comments on it with a clear message', async () => {
    const { id, link } = await invitedPlatformTicket('closed@acquirer.test');
    assert.equal((await platform.post(P(id, 'close'))).status, 204);
    const html = await (await page(link)).text();
    assert.ok(html.includes(EXTERNAL_TEXTS.closed));
    assert.ok(!html.includes('<textarea'));
    const refused = await postComment(link, 'Any news?');
    assert.equal(refused.status, 409);
    assert.ok((await refused.text()).includes(EXTERNAL_TEXTS.closed));
    assert.ok(!(await tenantOwnFeed(id)).some((i) => i.type === 'ExternalPartyCommentItem'));
  });
});
