import type { FastifyInstance } from 'fastify';
import { IDENTITY_PATHS, SET_PASSWORD_PATH } from '@portal/contracts';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { ADDRESS_LIMITED } from '../../../http/rate-limits';
import { html } from '../../../lib/html';
import { passwordProblems } from '../../../lib/password';
import { setPasswordByLink, setPasswordLinkUser } from '../../user-admin/set-password-links';
import { pageLanguage, translator, withLanguage, type PageLanguage } from './i18n';
import { alert, field, page } from './layout';
import { sendPage } from './reply';

interface FormView {
  token: string;
  email: string;
  purpose: 'invitation' | 'reset';
  lang: PageLanguage;
  tenantId: string | null;
  errors?: { password?: string; confirmPassword?: string };
}

const ownPath = (token: string) => `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;

/** The page an invitation or a password-reset mail links to (ADR 0077): choose a password, then sign in. */
function setPasswordPage(v: FormView): string {
  const t = translator(v.lang);
  const title = v.purpose === 'invitation' ? t('Welcome to the payments portal') : t('Choose a new password');
  const [before, after] = t('Choose the password for {email}.').split('{email}');
  const messages = [v.errors?.password, v.errors?.confirmPassword].filter(Boolean) as string[];
  return page(title, html`<h1>${title}</h1>
<p class="muted">${before}<strong>${v.email}</strong>${after}</p>
${messages.length ? alert('error', html`<ul>${messages.map((m) => html`<li>${m}</li>`)}</ul>`) : ''}
<form method="post" action="${withLanguage(ownPath(v.token), v.lang)}" novalidate>
<input type="hidden" name="token" value="${v.token}">
<input class="hidden" type="text" name="username" autocomplete="username" value="${v.email}" readonly tabindex="-1" aria-hidden="true">
${field({ id: 'password', label: t('New password'), type: 'password', autocomplete: 'new-password', error: v.errors?.password, autofocus: true })}
${field({ id: 'confirmPassword', label: t('Confirm new password'), type: 'password', autocomplete: 'new-password', error: v.errors?.confirmPassword })}
<p class="muted">${t('At least 8 characters, with an uppercase letter, a lowercase letter and a digit.')}</p>
<button type="submit">${t('Set password')}</button>
</form>`, { lang: v.lang, path: ownPath(v.token), tenantId: v.tenantId, noindex: true });
}

function invalidLinkPage(lang: PageLanguage, portalRoot: string): string {
  const t = translator(lang);
  return page(t('Link not valid'), html`<h1>${t('This link is not valid')}</h1>
${alert('error', t('The link has expired, was already used or was replaced by a newer one. Send yourself a new one, or ask your administrator.'))}
<p class="links"><a href="${withLanguage(IDENTITY_PATHS.forgotPassword, lang)}">${t('Send me a new link')}</a> · <a href="${portalRoot}">${t('Go to the portal')}</a></p>`, { lang, noindex: true });
}

function passwordSetPage(lang: PageLanguage, portalRoot: string, tenantId: string | null): string {
  const t = translator(lang);
  return page(t('Password set'), html`<h1>${t('Password set')}</h1>
${alert('success', t('Your password is set. You can now sign in to the portal with your e-mail address and this password.'))}
<p class="links"><a href="${portalRoot}">${t('Sign in to the portal')}</a></p>`, { lang, tenantId, noindex: true });
}

export function setPasswordRoutes(app: FastifyInstance, deps: { config: AppConfig; db: Db }): void {
  const { config, db } = deps;
  const portalRoot = `${config.publicOrigin}/`;

  app.get<{ Querystring: { token?: string } }>(SET_PASSWORD_PATH, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
    const token = String(request.query.token ?? '');
    const user = await setPasswordLinkUser(db, token);
    if (!user) return sendPage(reply, invalidLinkPage(pageLanguage(request), portalRoot), 400);
    const lang = pageLanguage(request, { profile: user.language });
    return sendPage(reply, setPasswordPage({ token, email: user.email, purpose: user.purpose, lang, tenantId: user.tenantId }));
  });

  app.post<{ Body: { token?: string; password?: string; confirmPassword?: string } }>(SET_PASSWORD_PATH, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
    const token = String(request.body?.token ?? '');
    const user = await setPasswordLinkUser(db, token);
    if (!user) return sendPage(reply, invalidLinkPage(pageLanguage(request), portalRoot), 400);
    const lang = pageLanguage(request, { profile: user.language });
    const t = translator(lang);
    const password = String(request.body?.password ?? '');
    const errors = {
      password: !password ? t('Password is required') : passwordProblems(password).map((p) => t(p)).join(' ') || undefined,
      confirmPassword: password !== String(request.body?.confirmPassword ?? '') ? t('The password and confirmation password do not match.') : undefined,
    };
    if (errors.password || errors.confirmPassword) {
      return sendPage(reply, setPasswordPage({ token, email: user.email, purpose: user.purpose, lang, tenantId: user.tenantId, errors }), 400);
    }
    // Spent here: a second submission of the same link (or one that lost a race) gets the invalid-link page.
    if (!(await setPasswordByLink(db, token, password))) return sendPage(reply, invalidLinkPage(lang, portalRoot), 400);
    return sendPage(reply, passwordSetPage(lang, portalRoot, user.tenantId));
  });
}
