import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { LoggingMailOutbox, mailOutboxOf } from '../src/modules/mail/outbox';
import { RESET_MAIL_INTERVAL_MINUTES, requestPasswordReset } from '../src/modules/identity/password-reset-request';
import { translator } from '../src/modules/identity/pages/i18n';
import { accountKey, DEFAULT_LOCKOUT, recordFailure } from '../src/modules/identity/sign-in-lockout';
import { Browser, formAction } from './helpers/browser';
import { openLoginPage, signIn } from './helpers/oidc';
import { startTestServer, type TestServer } from './helpers/server';

const FORGOT = '/Identity/Account/ForgotPassword';

/**
 * "Forgot your password?" (ADR 0154): reached from the sign-in page, one answer whether or not the address has an
 * account, a set-password link mailed to a real active account only, at most one per RESET_MAIL_INTERVAL_MINUTES,
 * and the link's new password signs in while the old one no longer does.
 */
describe('forgot password', () => {
  let t: TestServer;
  const outbox = () => mailOutboxOf(t.server.app) as LoggingMailOutbox;
  const db = () => t.server.database.db;
  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  const ask = (email: string, query = '') => new Browser().request(`${t.origin}${FORGOT}${query}`, { form: { email } });

  it('is linked from the sign-in page, and its "Back to sign in" returns to that sign-in', async () => {
    const { browser, page } = await openLoginPage(t.origin);
    const uid = /uid=([A-Za-z0-9_-]+)/.exec(formAction(page))![1]!;
    const link = /<a href="([^"]+)">Forgot your password\?<\/a>/.exec(page.text)?.[1]?.replace(/&amp;/g, '&');
    assert.equal(link, `${FORGOT}?uid=${uid}&lang=en`);
    const forgot = await browser.request(`${t.origin}${link}`);
    assert.equal(forgot.status, 200);
    assert.match(forgot.text, /<label for="email">Email<\/label>/);
    assert.match(forgot.text, /<button type="submit">Send the link<\/button>/);
    assert.ok(forgot.text.includes(`<a href="/Identity/Account/Login?uid=${uid}&amp;lang=en">Back to sign in</a>`), forgot.text);
    // Turkish throughout.
    assert.match((await new Browser().request(`${t.origin}${FORGOT}?lang=tr`)).text, /<h1>Parolanızı mı unuttunuz\?<\/h1>[\s\S]*Bağlantıyı gönder/);
  });

  it('refuses an empty or malformed address, keeping what was typed', async () => {
    const empty = await ask('');
    assert.equal(empty.status, 400);
    assert.match(empty.text, /The Email field is required\./);
    const malformed = await ask('not-an-address');
    assert.equal(malformed.status, 400);
    assert.match(malformed.text, /Enter an e-mail address such as name@example\.com\./);
    assert.match(malformed.text, /value="not-an-address"/);
  });

  it('answers an unknown address word for word as a known one, and mails only the account', async () => {
    const before = outbox().sent('nobody@example.test').length;
    const known = await ask('merchant2@demo.test');
    const unknown = await ask('nobody@example.test');
    assert.equal(known.status, 200);
    assert.equal(known.text.replace('merchant2@demo.test', 'X'), unknown.text.replace('nobody@example.test', 'X'), 'the same page');
    assert.match(known.text, /If an account uses <strong>merchant2@demo.test<\/strong>, we have sent it a link/);
    assert.equal(outbox().sent('nobody@example.test').length, before);
    const mail = outbox().sent('merchant2@demo.test').at(-1)!;
    assert.equal(mail.subject, 'Choose a new password for the payments portal');
    assert.ok(mail.link?.startsWith(`${t.origin}/Identity/Account/SetPassword?token=`));
  });

  it('sets a new password through the mailed link: it signs in, the old one no longer does, a lockout ends', async () => {
    const email = 'tenant-viewer@demo.test';
    await ask(email);
    const link = outbox().sent(email).at(-1)!.link!;
    // Locked by failed attempts: the link still helps (ADR 0077: setting a password ends a lockout).
    for (let i = 0; i < DEFAULT_LOCKOUT.maxFailures; i += 1) await recordFailure(db(), accountKey(email), new Date(), DEFAULT_LOCKOUT);
    await assert.rejects(signIn(t.origin, email), 'locked: even the right password is refused');
    const form = await new Browser().request(link);
    assert.match(form.text, /<h1>Choose a new password<\/h1>/);
    const token = new URL(link).searchParams.get('token')!;
    const done = await new Browser().request(link, { form: { token, password: 'Fresh-Start-9', confirmPassword: 'Fresh-Start-9' } });
    assert.match(done.text, /Password set/);
    assert.ok((await signIn(t.origin, email, 'Fresh-Start-9')).tokens.access_token);
    await assert.rejects(signIn(t.origin, email));
    // Spent: the link's page offers a new one.
    const spent = await new Browser().request(link);
    assert.equal(spent.status, 400);
    assert.match(spent.text, /<a href="\/Identity\/Account\/ForgotPassword\?lang=en">Send me a new link<\/a>/);
  });

  it('sends nothing to a deactivated account, and one mail per account within the interval', async () => {
    const email = 'tenant2@demo.test';
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const reset = (now: Date) => requestPasswordReset(db(), { outbox: outbox(), publicOrigin: t.origin, t: translator('tr') }, email, now);
    await db().update(users).set({ isActive: false }).where(eq(users.id, user!.id));
    try {
      assert.equal(await reset(new Date()), 'inactive');
    } finally {
      await db().update(users).set({ isActive: true }).where(eq(users.id, user!.id));
    }
    const start = new Date(Date.now() + 3_600_000);
    assert.equal(await reset(start), 'sent');
    const first = outbox().sent(email).at(-1)!;
    assert.equal(first.subject, 'Ödeme portalı için yeni bir parola seçin', 'in the language of the page it was asked on');
    assert.equal(await reset(new Date(start.getTime() + (RESET_MAIL_INTERVAL_MINUTES * 60_000) - 1000)), 'too-soon');
    assert.equal(outbox().sent(email).at(-1)!.link, first.link, 'no second mail');
    assert.equal(await reset(new Date(start.getTime() + RESET_MAIL_INTERVAL_MINUTES * 60_000 + 1000)), 'sent');
    assert.notEqual(outbox().sent(email).at(-1)!.link, first.link, 'a new link, the older one replaced');
  });
});
