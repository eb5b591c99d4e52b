import { ADDRESS_LIMITED } from '../../../http/rate-limits';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { IDENTITY_PATHS } from '@portal/contracts';
import { html } from '../../../lib/html';
import { CONFIRMATION_HOURS, confirmationToken, confirmEmail, registerMerchantUser, type RegistrationErrors, type RegistrationInput } from '../registration';
import { mailOutboxOf } from '../../mail/outbox';
import { pageLanguage, translator, withLanguage, type PageLanguage } from './i18n';
import { alert, field, page } from './layout';
import { sendPage } from './reply';
import { safeReturnUrl } from './return-url';

interface RegisterView {
  values: Partial<RegistrationInput>;
  errors?: RegistrationErrors;
  returnUrl: string;
  lang: PageLanguage;
}

const ownPath = (returnUrl: string) => `${IDENTITY_PATHS.register}?returnUrl=${encodeURIComponent(returnUrl)}`;

function registerPage(v: RegisterView): string {
  const t = translator(v.lang);
  const e = Object.fromEntries(Object.entries(v.errors ?? {}).map(([k, m]) => [k, m && t(m)])) as RegistrationErrors;
  const messages = Object.values(e).filter(Boolean);
  return page(t('Register'), html`<h1>${t('Create an account')}</h1>
<p class="muted">${t('Register your business to start boarding with the payments portal.')}</p>
${messages.length ? alert('error', html`<ul>${messages.map((m) => html`<li>${m}</li>`)}</ul>`) : ''}
<form method="post" action="${withLanguage(ownPath(v.returnUrl), v.lang)}" novalidate>
${field({ id: 'firstName', label: t('First name'), value: v.values.firstName, autocomplete: 'given-name', error: e.firstName, autofocus: true })}
${field({ id: 'lastName', label: t('Last name'), value: v.values.lastName, autocomplete: 'family-name', error: e.lastName })}
${field({ id: 'email', label: t('Email'), type: 'email', value: v.values.email, autocomplete: 'email', error: e.email })}
${field({ id: 'password', label: t('Password'), type: 'password', autocomplete: 'new-password', error: e.password })}
${field({ id: 'confirmPassword', label: t('Confirm password'), type: 'password', autocomplete: 'new-password', error: e.confirmPassword })}
<p class="muted">${t('At least 8 characters, with an uppercase letter, a lowercase letter and a digit.')}</p>
<button type="submit">${t('Register')}</button>
</form>
<p class="links"><a href="${v.returnUrl}">${t('Back to the portal')}</a></p>`, { lang: v.lang, path: ownPath(v.returnUrl) });
}

/** The one answer to a valid registration, whether the address was free, pending or taken (ADR 0036). */
function checkInboxPage(email: string, returnUrl: string, lang: PageLanguage): string {
  const t = translator(lang);
  const [before, after] = t('We have sent a message to {email}. Follow its link within {hours} hours to finish your registration.', { hours: CONFIRMATION_HOURS }).split('{email}');
  return page(t('Check your e-mail'), html`<h1>${t('Check your e-mail')}</h1>
${alert('success', html`${before}<strong>${email}</strong>${after}`)}
<p class="muted">${t('No message? Look in your spam folder, or register again to get a new link.')}</p>
<p class="links"><a href="${returnUrl}">${t('Back to the portal')}</a></p>`, { lang });
}

function confirmedPage(ok: boolean, portalRoot: string, lang: PageLanguage): string {
  const t = translator(lang);
  return ok
    ? page(t('E-mail confirmed'), html`<h1>${t('E-mail confirmed')}</h1>
${alert('success', t('Your e-mail address is confirmed and your account is ready. You can now sign in to the portal.'))}
<p class="links"><a href="${portalRoot}">${t('Sign in to the portal')}</a></p>`, { lang })
    : page(t('Link not valid'), html`<h1>${t('This link is not valid')}</h1>
${alert('error', t('The confirmation link has expired, was already used or was replaced by a newer one. Register again to get a new link.'))}
<p class="links"><a href="${withLanguage(IDENTITY_PATHS.register, lang)}">${t('Register')}</a></p>`, { lang });
}

/** Where a confirmation link leads (outside the provider's path, like the other identity pages). */
export const CONFIRM_EMAIL_PATH = '/Identity/Account/ConfirmEmail';

export function registerRoutes(app: FastifyInstance, deps: { config: AppConfig; db: Db; cookieKey: string }): void {
  const { config, db, cookieKey } = deps;

  app.get<{ Querystring: { returnUrl?: string } }>(IDENTITY_PATHS.register, { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, registerPage({ values: {}, returnUrl: safeReturnUrl(config, request.query.returnUrl), lang: pageLanguage(request) })));

  app.post<{ Querystring: { returnUrl?: string }; Body: Partial<Record<keyof RegistrationInput, string>> }>(
    IDENTITY_PATHS.register, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
      const returnUrl = safeReturnUrl(config, request.query.returnUrl);
      const lang = pageLanguage(request);
      const b = request.body ?? {};
      const input: RegistrationInput = {
        firstName: String(b.firstName ?? ''), lastName: String(b.lastName ?? ''), email: String(b.email ?? '').trim(),
        password: String(b.password ?? ''), confirmPassword: String(b.confirmPassword ?? ''),
      };
      const result = await registerMerchantUser(db, input, lang);
      if (!result.ok) {
        return sendPage(reply, registerPage({ values: { firstName: input.firstName, lastName: input.lastName, email: input.email }, errors: result.errors, returnUrl, lang }), 400);
      }
      const outbox = mailOutboxOf(app);
      if (result.kind === 'taken') {
        await outbox.send({
          to: result.email, subject: 'Someone tried to register with your e-mail address',
          text: `An account of the payments portal already uses this address. If it was you, sign in at ${config.publicOrigin}/ `
            + '(or ask your administrator to reset your password). If it was not you, you need not do anything.',
        });
      } else {
        const link = `${config.publicOrigin}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(confirmationToken(cookieKey, result.userId, result.passwordHash, Date.now()))}`;
        await outbox.send({
          to: result.email, subject: 'Confirm your e-mail address', link,
          text: `Follow this link within ${CONFIRMATION_HOURS} hours to finish your registration with the payments portal: ${link}`,
        });
      }
      return sendPage(reply, checkInboxPage(result.email, returnUrl, lang));
    });

  app.get<{ Querystring: { token?: string } }>(CONFIRM_EMAIL_PATH, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
    const ok = await confirmEmail(db, cookieKey, String(request.query.token ?? ''));
    return sendPage(reply, confirmedPage(ok, `${config.publicOrigin}/`, pageLanguage(request)), ok ? 200 : 400);
  });
}
