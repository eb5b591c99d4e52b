import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { apiClient, v1 } from './helpers/api';
import { Browser, inputValue } from './helpers/browser';
import { LoggingMailOutbox, mailOutboxOf } from '../src/modules/mail/outbox';

const REGISTER = '/Identity/Account/Register';
const MANAGE = '/Identity/Account/Manage';

describe('register and manage account pages', () => {
  let t: TestServer;
  const outbox = () => mailOutboxOf(t.server.app) as LoggingMailOutbox;
  before(async () => { t = await startTestServer(); });
  after(async () => { await t?.close(); });

  it('shows the registration form with labelled fields', async () => {
    const page = await new Browser().request(`${t.origin}${REGISTER}`);
    assert.equal(page.status, 200);
    for (const [id, label] of [['firstName', 'First name'], ['lastName', 'Last name'], ['email', 'Email'], ['password', 'Password'], ['confirmPassword', 'Confirm password']]) {
      assert.match(page.text, new RegExp(`<label for="${id}">${label}</label>`));
    }
    assert.match(page.text, /<button type="submit">Register<\/button>/);
  });

  it('explains every problem and keeps what was typed', async () => {
    const page = await new Browser().request(`${t.origin}${REGISTER}`, {
      form: { firstName: 'Ada', lastName: '', email: 'ada@', password: 'weak', confirmPassword: 'other' },
    });
    assert.equal(page.status, 400);
    assert.match(page.text, /Last name is required/);
    assert.match(page.text, /Email is not a valid e-mail address/);
    assert.match(page.text, /Passwords must be at least 8 characters\./);
    assert.match(page.text, /The password and confirmation password do not match\./);
    assert.match(page.text, /id="firstName" name="firstName" type="text" value="Ada"/);
    assert.match(page.text, /id="email" name="email" type="email" value="ada@"/);
  });

  it('answers a taken address exactly like a free one, and mails its owner instead (issue 15 item 1)', async () => {
    const register = (email: string) => new Browser().request(`${t.origin}${REGISTER}`, {
      form: { firstName: 'A', lastName: 'B', email, password: 'Good-Pass-1', confirmPassword: 'Good-Pass-1' },
    });
    const taken = await register('merchant@demo.test');
    const free = await register('someone.new@example.test');
    assert.equal(taken.status, free.status);
    assert.equal(taken.text.replace('merchant@demo.test', 'X'), free.text.replace('someone.new@example.test', 'X'), 'the same page, word for word');
    assert.match(taken.text, /Check your e-mail/);
    assert.equal(outbox().sent('merchant@demo.test').at(-1)!.subject, 'Someone tried to register with your e-mail address');
    assert.equal(outbox().sent('someone.new@example.test').at(-1)!.subject, 'Confirm your e-mail address');
    assert.ok((await signIn(t.origin, 'merchant@demo.test')).tokens.access_token, "the owner's account is untouched");
  });

  it('a registration never confirmed is taken over by the next one; its old link stops working', async () => {
    const register = (password: string) => new Browser().request(`${t.origin}${REGISTER}`, {
      form: { firstName: 'Eve', lastName: 'Squatter', email: 'victim@example.test', password, confirmPassword: password },
    });
    await register('Squatter-Pass-1');
    const squattersLink = outbox().sent('victim@example.test').at(-1)!.link!;
    await register('Victim-Pass-1');
    const victimsLink = outbox().sent('victim@example.test').at(-1)!.link!;
    assert.equal((await new Browser().request(squattersLink)).status, 400, 'the first link is void');
    assert.match((await new Browser().request(victimsLink)).text, /E-mail confirmed/);
    await assert.rejects(signIn(t.origin, 'victim@example.test', 'Squatter-Pass-1'));
    assert.ok((await signIn(t.origin, 'victim@example.test', 'Victim-Pass-1')).tokens.access_token);
  });

  it('registers a merchant user with a new NoProcessing merchant under Acme Payments', async () => {
    const returnUrl = 'http://localhost:3000/dashboard';
    const page = await new Browser().request(`${t.origin}${REGISTER}?returnUrl=${encodeURIComponent(returnUrl)}`, {
      form: { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.test', password: 'Engine-Pass-1', confirmPassword: 'Engine-Pass-1' },
    });
    assert.equal(page.status, 200);
    assert.match(page.text, /We have sent a message to <strong>ada@example.test<\/strong>/);
    assert.match(page.text, /<a href="http:\/\/localhost:3000\/dashboard">Back to the portal<\/a>/);
    // Not before the address is confirmed: the link in the mail finishes the registration.
    await assert.rejects(signIn(t.origin, 'ada@example.test', 'Engine-Pass-1'));
    const link = outbox().sent('ada@example.test').at(-1)!.link!;
    assert.ok(link.startsWith(`${t.origin}/Identity/Account/ConfirmEmail?token=`));
    assert.match((await new Browser().request(link)).text, /E-mail confirmed/);
    assert.equal((await new Browser().request(link)).status, 400, 'a link works once');
    const { tokens } = await signIn(t.origin, 'ada@example.test', 'Engine-Pass-1');
    const { body } = await apiClient(t.origin, tokens.access_token).get(v1('users/me/context'));
    assert.equal(body.user.userType, 'Merchant');
    assert.equal(body.user.tenant.name, 'Acme Payments');
    assert.equal(body.user.merchant.legalBusinessName, 'Ada Lovelace');
    assert.equal(body.user.merchant.processingStatus, 'NoProcessing');
    assert.ok(body.user.permissions.includes('Merchant.Support.EmailButton'));
    assert.ok(body.user.permissions.includes('viewMerchantPortalPrecheck'));
  });

  it('sends a foreign returnUrl back to the portal instead', async () => {
    const page = await new Browser().request(`${t.origin}${REGISTER}?returnUrl=${encodeURIComponent('https://evil.test/')}`);
    assert.match(page.text, new RegExp(`<a href="${t.origin}/">Back to the portal</a>`));
  });

  it('tells a visitor without a session to sign in first', async () => {
    const page = await new Browser().request(`${t.origin}${MANAGE}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /You are not signed in/);
    assert.match(page.text, new RegExp(`href="${t.origin}/"`));
  });

  it('changes the name and the password of the signed-in user', async () => {
    const { browser } = await signIn(t.origin, 'sandbox@demo.test');
    // sandbox@ reads Turkish (its profile language): this test asks for the English page.
    const MANAGE = '/Identity/Account/Manage?lang=en';
    const page = await browser.request(`${t.origin}${MANAGE}`);
    assert.match(page.text, /Signed in as <strong>sandbox@demo.test<\/strong>/);
    const csrf = inputValue(page.text, 'csrf')!;

    const forged = await browser.request(`${t.origin}${MANAGE}`, { form: { csrf: 'x', form: 'profile', firstName: 'Evil', lastName: 'Corp' } });
    assert.equal(forged.status, 400);
    assert.match(forged.text, /The form has expired/);

    const empty = await browser.request(`${t.origin}${MANAGE}`, { form: { csrf, form: 'profile', firstName: '', lastName: 'Sands' } });
    assert.match(empty.text, /First name is required/);
    const saved = await browser.request(`${t.origin}${MANAGE}`, { form: { csrf, form: 'profile', firstName: 'Samantha', lastName: 'Sands' } });
    assert.match(saved.text, /Your profile has been updated\./);
    assert.match(saved.text, /value="Samantha"/);

    const wrong = await browser.request(`${t.origin}${MANAGE}`, {
      form: { csrf, form: 'password', currentPassword: 'nope', newPassword: 'Better-Pass-2', confirmPassword: 'Better-Pass-2' },
    });
    assert.match(wrong.text, /Incorrect password\./);
    const mismatch = await browser.request(`${t.origin}${MANAGE}`, {
      form: { csrf, form: 'password', currentPassword: 'Portal-Demo-1', newPassword: 'Better-Pass-2', confirmPassword: 'Better-Pass-3' },
    });
    assert.match(mismatch.text, /do not match/);
    const changed = await browser.request(`${t.origin}${MANAGE}`, {
      form: { csrf, form: 'password', currentPassword: 'Portal-Demo-1', newPassword: 'Better-Pass-2', confirmPassword: 'Better-Pass-2' },
    });
    assert.match(changed.text, /Your password has been changed\./);

    const { tokens } = await signIn(t.origin, 'sandbox@demo.test', 'Better-Pass-2');
    const ctx = await apiClient(t.origin, tokens.access_token).get(v1('users/me/context'));
    assert.equal(ctx.body.user.firstName, 'Samantha');
    await assert.rejects(signIn(t.origin, 'sandbox@demo.test', 'Portal-Demo-1'));
  });
});
