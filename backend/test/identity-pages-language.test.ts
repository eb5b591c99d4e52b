import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { contrast } from '../src/modules/identity/pages/theme';
import { startTestServer, type TestServer } from './helpers/server';
import { openLoginPage, redirectUriOf, signIn } from './helpers/oidc';
import { Browser, formAction } from './helpers/browser';
import { SIGN_IN_SCOPES } from '../src/lib/contracts';

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
});
