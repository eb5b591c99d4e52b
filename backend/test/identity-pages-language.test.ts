import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { contrast } from '../src/modules/identity/pages/theme';
import { startTestServer, type TestServer } from './helpers/server';
import { openLoginPage, redirectUriOf, signIn } from './helpers/oidc';
import { Browser, formAction } from './helpers/browser';
import { SIGN_IN_SCOPES } from '@portal/contracts';

const LOGIN = '/Identity/Account/Login';
const REGISTER = '/Identity/Account/Register';
const MANAGE = '/Identity/Account/Manage';

/** Issue 16 item 3: the identity pages speak the user's language and wear the portal's (tenant's) colours. */
describe('identity pages: language and look', () => {
  let t: TestServer;
  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  it('speaks English by default, with a language switch and the portal brand', async () => {
    const { page } = await openLoginPage(t.origin);
    assert.match(page.text, /<html lang="en">/);
    assert.match(page.text, /<h1>Sign in<\/h1>/);
    assert.match(page.text, /<p class="brand">Payments portal<\/p>/);
    assert.match(page.text, /<nav class="lang-switch" aria-label="Language">.*lang=tr.*Türkçe/);
  });

  it('speaks Turkish when the portal passes ui_locales=tr on the sign-in redirect, also after a refused sign-in', async () => {
    const browser = new Browser();
    const params = new URLSearchParams({
      client_id: 'portal', response_type: 'code', redirect_uri: redirectUriOf(t.origin), scope: SIGN_IN_SCOPES,
      code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', state: 's', ui_locales: 'tr',
    });
    const page = await browser.navigate(`${t.origin}/oidc/auth?${params}`);
    assert.match(page.text, /<html lang="tr">/);
    assert.match(page.text, /<h1>Giriş yap<\/h1>/);
    assert.match(page.text, /<label for="email">E-posta<\/label>/);
    const refused = await browser.request(formAction(page), { form: { email: 'merchant@demo.test', password: 'wrong' } });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /E-posta veya parola geçersiz/);
    const empty = await browser.request(formAction(page), { form: { email: '', password: '' } });
    assert.match(empty.text, /E-posta alanı zorunludur\./);
  });

  it("follows the browser's language before sign-in, and the page's switch over both", async () => {
    const { browser } = await openLoginPage(t.origin);
    const turkish = await browser.request(`${t.origin}${LOGIN}`, { headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' } });
    assert.match(turkish.text, /<h1>Giriş yap<\/h1>/);
    const switched = await browser.request(`${t.origin}${LOGIN}?lang=en`, { headers: { 'accept-language': 'tr-TR' } });
    assert.match(switched.text, /<h1>Sign in<\/h1>/);
    // The form keeps the chosen language for the answer to its post.
    assert.match(formAction(switched), /lang=en/);
  });

  it('translates the register page and its errors, keeping the typed values', async () => {
    const browser = new Browser();
    const page = await browser.request(`${t.origin}${REGISTER}?lang=tr`);
    assert.match(page.text, /<h1>Hesap oluşturun<\/h1>/);
    const refused = await browser.request(`${t.origin}${formAction(page).replace(/^https?:\/\/[^/]+/, '')}`, {
      form: { firstName: '', lastName: 'Yılmaz', email: 'new@x.test', password: 'short', confirmPassword: 'other' },
    });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /Ad zorunludur/);
    assert.match(refused.text, /Parolalar en az 8 karakter olmalıdır\./);
    assert.match(refused.text, /Parola ile onay parolası eşleşmiyor\./);
    assert.match(refused.text, /value="Yılmaz"/);
  });

  it("shows the manage page in the signed-in user's profile language and the tenant's theme", async () => {
    const { browser } = await signIn(t.origin, 'sandbox@demo.test'); // profile language tr
    const page = await browser.request(`${t.origin}${MANAGE}`);
    assert.match(page.text, /<h1>Hesabınızı yönetin<\/h1>/);
    assert.match(page.text, /sandbox@demo\.test<\/strong> olarak giriş yapıldı/);
    assert.match(page.text, new RegExp(`theme\\.css\\?tenant=${seedIds.tenant('acme')}`));
    const english = await browser.request(`${t.origin}${MANAGE}?lang=en`);
    assert.match(english.text, /<h1>Manage your account<\/h1>/);
  });

  it("serves the tenant's colours with readable text on them, and the defaults for an unknown tenant", async () => {
    const css = async (query: string) => (await fetch(`${t.origin}/Identity/lib/theme.css${query}`)).text();
    const fallback = await css('?tenant=not-a-uuid');
    assert.equal(fallback, await css(''));
    const vars = Object.fromEntries([...fallback.matchAll(/--([\w-]+):(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
    assert.equal(vars.primary, '#09d0bd');
    assert.ok(contrast(vars.primary!, vars['on-primary']!) >= 4.5, `${vars['on-primary']} on ${vars.primary}`);
    assert.ok(contrast(vars['brand-bg']!, vars['on-brand']!) >= 4.5);
    assert.ok(contrast(vars.link!, '#ffffff') >= 4.5, `link ${vars.link}`);
  });

  describe("the sign-in server's own pages (sign-out, errors; issue 16)", () => {
    /** Signs out of the provider without a return address: its "Signing out" page, then its "signed out" page. */
    async function signOut(email: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
      const { tokens, browser } = await signIn(t.origin, email);
      const params = new URLSearchParams({ id_token_hint: tokens.id_token, ...extra });
      const form = await browser.request(`${t.origin}/oidc/session/end?${params}`, { headers });
      assert.equal(form.status, 200);
      const fields = Object.fromEntries([...form.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      const done = await browser.navigate(formAction(form), { form: fields, headers });
      return { form, done };
    }

    it('speak English by default, as before', async () => {
      const { form, done } = await signOut('merchant@demo.test');
      assert.match(form.text, /<html lang="en">/);
      assert.match(form.text, /<h1>Signing out…<\/h1>/);
      assert.match(form.text, /<button type="submit" form="op.logoutForm">Sign out<\/button>/);
      assert.equal(done.status, 200);
      assert.match(done.text, /<html lang="en">/);
      assert.match(done.text, /<title>Signed out - Payments portal<\/title>/);
      assert.match(done.text, /<h1>You are signed out<\/h1>/);
      assert.match(done.text, /<a href="[^"]+\/">Back to the portal<\/a>/);
    });

    it("speak the portal's language (ui_locales on the sign-out redirect), the page after it too, in the same layout", async () => {
      const { form, done } = await signOut('tenant@demo.test', { ui_locales: 'tr' });
      assert.match(form.text, /<html lang="tr">/);
      assert.match(form.text, /<title>Çıkış yapılıyor - Ödeme portalı<\/title>/);
      assert.match(form.text, /<h1>Çıkış yapılıyor…<\/h1>/);
      assert.match(form.text, /<button type="submit" form="op.logoutForm">Çıkış yap<\/button>/);
      assert.match(form.text, /<link rel="stylesheet" href="\/Identity\/lib\/site.css">/);
      assert.equal(done.status, 200);
      assert.match(done.text, /<html lang="tr">/);
      assert.match(done.text, /<h1>Çıkış yaptınız<\/h1>/);
      assert.match(done.text, /<p>Ödeme portalından çıkış yaptınız\.<\/p>/);
      assert.match(done.text, /<a href="[^"]+\/">Portala dön<\/a>/);
      assert.match(done.text, /<link rel="stylesheet" href="\/Identity\/lib\/site.css">/);
    });

    it("follow the signed-in user's profile language (before the browser's) when the portal names none", async () => {
      await t.server.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, seedIds.user('merchant2@demo.test')));
      try {
        const { form, done } = await signOut('merchant2@demo.test');
        assert.match(form.text, /<h1>Çıkış yapılıyor…<\/h1>/);
        // The page after it has no session left: it keeps the sign-out page's language.
        assert.match(done.text, /<h1>Çıkış yaptınız<\/h1>/);
      } finally {
        await t.server.database.db.update(users).set({ language: 'en' }).where(eq(users.id, seedIds.user('merchant2@demo.test')));
      }
      const { form } = await signOut('merchant@demo.test', {}, { 'accept-language': 'tr-TR,tr;q=0.9' });
      assert.match(form.text, /<h1>Signing out…<\/h1>/);
    });

    it('say "Something went wrong" with a way back in the language asked for', async () => {
      const bad = new URLSearchParams({ client_id: 'no-such-client', response_type: 'code', redirect_uri: 'https://x.test/cb', scope: 'openid' });
      const english = await new Browser().request(`${t.origin}/oidc/auth?${bad}`);
      assert.match(english.text, /<h1>Something went wrong<\/h1>/);
      assert.match(english.text, />Back to the portal<\/a>/);
      const turkish = await new Browser().request(`${t.origin}/oidc/auth?${bad}`, { headers: { 'accept-language': 'tr' } });
      assert.match(turkish.text, /<html lang="tr">/);
      assert.match(turkish.text, /<title>Giriş hatası - Ödeme portalı<\/title>/);
      assert.match(turkish.text, /<h1>Bir şeyler ters gitti<\/h1>/);
      assert.match(turkish.text, /<div class="alert error" role="alert">/);
      assert.match(turkish.text, />Portala dön<\/a>/);
      const asked = await new Browser().request(`${t.origin}/oidc/auth?${bad}&ui_locales=tr`);
      assert.match(asked.text, /<h1>Bir şeyler ters gitti<\/h1>/);
    });
  });
});
