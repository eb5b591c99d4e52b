import { ADDRESS_LIMITED } from '../../../http/rate-limits';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { IDENTITY_PATHS } from '../../../lib/contracts';
import { html } from '../../../lib/html';
import { registerMerchantUser, type RegistrationErrors, type RegistrationInput } from '../registration';
import { alert, field, page } from './layout';
import { sendPage } from './reply';
import { safeReturnUrl } from './return-url';

interface RegisterView {
  values: Partial<RegistrationInput>;
  errors?: RegistrationErrors;
  returnUrl: string;
}

function registerPage(v: RegisterView): string {
  const e = v.errors ?? {};
  const messages = Object.values(e).filter(Boolean);
  return page('Register', html`<h1>Create an account</h1>
<p class="muted">Register your business to start boarding with the payments portal.</p>
${messages.length ? alert('error', html`<ul>${messages.map((m) => html`<li>${m}</li>`)}</ul>`) : ''}
<form method="post" action="${IDENTITY_PATHS.register}?returnUrl=${encodeURIComponent(v.returnUrl)}" novalidate>
${field({ id: 'firstName', label: 'First name', value: v.values.firstName, autocomplete: 'given-name', error: e.firstName, autofocus: true })}
${field({ id: 'lastName', label: 'Last name', value: v.values.lastName, autocomplete: 'family-name', error: e.lastName })}
${field({ id: 'email', label: 'Email', type: 'email', value: v.values.email, autocomplete: 'email', error: e.email })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: e.password })}
${field({ id: 'confirmPassword', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: e.confirmPassword })}
<p class="muted">At least 8 characters, with an uppercase letter, a lowercase letter and a digit.</p>
<button type="submit">Register</button>
</form>
<p class="links"><a href="${v.returnUrl}">Back to the portal</a></p>`);
}

function registeredPage(email: string, returnUrl: string): string {
  return page('Registered', html`<h1>Account created</h1>
${alert('success', html`Your account <strong>${email}</strong> has been created. You can now sign in to the portal.`)}
<p class="links"><a href="${returnUrl}">Back to the portal</a></p>`);
}

export function registerRoutes(app: FastifyInstance, deps: { config: AppConfig; db: Db }): void {
  const { config, db } = deps;

  app.get<{ Querystring: { returnUrl?: string } }>(IDENTITY_PATHS.register, { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, registerPage({ values: {}, returnUrl: safeReturnUrl(config, request.query.returnUrl) })));

  app.post<{ Querystring: { returnUrl?: string }; Body: Partial<Record<keyof RegistrationInput, string>> }>(
    IDENTITY_PATHS.register, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
      const returnUrl = safeReturnUrl(config, request.query.returnUrl);
      const b = request.body ?? {};
      const input: RegistrationInput = {
        firstName: String(b.firstName ?? ''), lastName: String(b.lastName ?? ''), email: String(b.email ?? '').trim(),
        password: String(b.password ?? ''), confirmPassword: String(b.confirmPassword ?? ''),
      };
      const result = await registerMerchantUser(db, input);
      if (!result.ok) {
        return sendPage(reply, registerPage({ values: { firstName: input.firstName, lastName: input.lastName, email: input.email }, errors: result.errors, returnUrl }), 400);
      }
      return sendPage(reply, registeredPage(input.email.toLowerCase(), returnUrl));
    });
}
