import type { FastifyInstance } from 'fastify';
import { IDENTITY_PATHS, SET_PASSWORD_LINK_HOURS } from '@portal/contracts';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { ADDRESS_LIMITED } from '../../../http/rate-limits';
import { html } from '../../../lib/html';
import { isEmail } from '../../../lib/validation';
import { mailOutboxOf } from '../../mail/outbox';
import { RESET_MAIL_INTERVAL_MINUTES, requestPasswordReset } from '../password-reset-request';
import { pageLanguage, translator, withLanguage, type PageLanguage } from './i18n';
import { alert, field, page } from './layout';
import { sendPage } from './reply';

/** The sign-in interaction the page came from (its id), so "Back to sign in" returns to the same sign-in. */
const interactionId = (uid: unknown): string | undefined => (typeof uid === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(uid) ? uid : undefined);

interface ForgotView {
  lang: PageLanguage;
  uid?: string;
  portalRoot: string;
  email?: string;
  error?: string;
}

const ownPath = (uid?: string) => (uid ? `${IDENTITY_PATHS.forgotPassword}?uid=${encodeURIComponent(uid)}` : IDENTITY_PATHS.forgotPassword);
/** Back to the sign-in the reader left, or to the portal (which starts a new one). */
const backHref = (v: Pick<ForgotView, 'uid' | 'lang' | 'portalRoot'>) => (v.uid ? withLanguage(`${IDENTITY_PATHS.login}?uid=${encodeURIComponent(v.uid)}`, v.lang) : v.portalRoot);

function forgotPage(v: ForgotView): string {
  const t = translator(v.lang);
  return page(t('Forgot your password?'), html`<h1>${t('Forgot your password?')}</h1>
<p class="muted">${t('Enter the e-mail address you sign in with. We will send it a link to choose a new password.')}</p>
<form method="post" action="${withLanguage(ownPath(v.uid), v.lang)}" novalidate>
${field({ id: 'email', label: t('Email'), type: 'email', value: v.email, autocomplete: 'username', autofocus: true, error: v.error && t(v.error) })}
<button type="submit">${t('Send the link')}</button>
</form>
<p class="links"><a href="${backHref(v)}">${t('Back to sign in')}</a></p>`, { lang: v.lang, path: ownPath(v.uid), noindex: true });
}

/** The one answer to a well-formed address, whether or not an account uses it (ADR 0154). */
function linkSentPage(v: ForgotView & { email: string }): string {
  const t = translator(v.lang);
  const [before, after] = t('If an account uses {email}, we have sent it a link to choose a new password. Follow it within {hours} hours.', { hours: SET_PASSWORD_LINK_HOURS }).split('{email}');
  return page(t('Check your e-mail'), html`<h1>${t('Check your e-mail')}</h1>
${alert('success', html`${before}<strong>${v.email}</strong>${after}`)}
<p class="muted">${t('No message? Look in your spam folder. A new link can be asked for after {minutes} minutes; until you use one, your password stays as it is.', { minutes: RESET_MAIL_INTERVAL_MINUTES })}</p>
<p class="links"><a href="${backHref(v)}">${t('Back to sign in')}</a></p>`, { lang: v.lang, noindex: true });
}

export function forgotPasswordRoutes(app: FastifyInstance, deps: { config: AppConfig; db: Db }): void {
  const { config, db } = deps;
  const portalRoot = `${config.publicOrigin}/`;

  app.get<{ Querystring: { uid?: string } }>(IDENTITY_PATHS.forgotPassword, { schema: { hide: true } }, async (request, reply) =>
    sendPage(reply, forgotPage({ lang: pageLanguage(request), uid: interactionId(request.query.uid), portalRoot })));

  app.post<{ Querystring: { uid?: string }; Body: { email?: string } }>(IDENTITY_PATHS.forgotPassword, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
    const lang = pageLanguage(request);
    const view = { lang, uid: interactionId(request.query.uid), portalRoot };
    const email = String(request.body?.email ?? '').trim();
    if (!email) return sendPage(reply, forgotPage({ ...view, error: 'The Email field is required.' }), 400);
    if (!isEmail(email)) return sendPage(reply, forgotPage({ ...view, email, error: 'Enter an e-mail address such as name@example.com.' }), 400);
    const outcome = await requestPasswordReset(db, { outbox: mailOutboxOf(app), publicOrigin: config.publicOrigin, t: translator(lang) }, email);
    request.log.info({ outcome }, 'password reset requested');
    return sendPage(reply, linkSentPage({ ...view, email }));
  });
}
