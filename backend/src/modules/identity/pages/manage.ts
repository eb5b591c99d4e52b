import { ADDRESS_LIMITED } from '../../../http/rate-limits';
import { endOtherSessions } from '../grants';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { IDENTITY_PATHS } from '@portal/contracts';
import { html, type Html } from '../../../lib/html';
import { hashPassword, passwordProblems, verifyPassword } from '../../../lib/password';
import { requiredText } from '../../../lib/validation';
import { findUserById, updatePasswordHash, updateUserName, type UserRow } from '../../users/repository';
import { pageLanguage, translator, withLanguage, type PageLanguage } from './i18n';
import { alert, field, page } from './layout';
import { sendPage } from './reply';
import { safeReturnUrl } from './return-url';

interface ManageView {
  user: UserRow;
  lang: PageLanguage;
  csrf: string;
  returnUrl: string;
  success?: string;
  error?: string;
  names?: { firstName: string; lastName: string };
  nameErrors?: { firstName?: string; lastName?: string };
  passwordErrors?: { currentPassword?: string; newPassword?: string; confirmPassword?: string };
}

const ownPath = (returnUrl: string) => `${IDENTITY_PATHS.manage}?returnUrl=${encodeURIComponent(returnUrl)}`;

function managePage(v: ManageView): string {
  const t = translator(v.lang);
  const tr = (text: string | undefined) => text && t(text);
  const names = v.names ?? { firstName: v.user.firstName, lastName: v.user.lastName };
  const action = withLanguage(ownPath(v.returnUrl), v.lang);
  const hidden = (form: string): Html => html`<input type="hidden" name="csrf" value="${v.csrf}"><input type="hidden" name="form" value="${form}">`;
  const [before, after] = t('Signed in as {email}').split('{email}');
  return page(t('Manage your account'), html`<h1>${t('Manage your account')}</h1>
<p class="muted">${before}<strong>${v.user.email}</strong>${after}</p>
${alert('success', tr(v.success))}
${alert('error', tr(v.error))}
<h2>${t('Profile')}</h2>
<form method="post" action="${action}" novalidate>
${hidden('profile')}
${field({ id: 'firstName', label: t('First name'), value: names.firstName, autocomplete: 'given-name', error: tr(v.nameErrors?.firstName) })}
${field({ id: 'lastName', label: t('Last name'), value: names.lastName, autocomplete: 'family-name', error: tr(v.nameErrors?.lastName) })}
<button type="submit">${t('Save profile')}</button>
</form>
<hr>
<h2>${t('Change password')}</h2>
<form method="post" action="${action}" novalidate>
${hidden('password')}
<input class="hidden" type="text" name="username" autocomplete="username" value="${v.user.email}" readonly tabindex="-1" aria-hidden="true">
${field({ id: 'currentPassword', label: t('Current password'), type: 'password', autocomplete: 'current-password', error: tr(v.passwordErrors?.currentPassword) })}
${field({ id: 'newPassword', label: t('New password'), type: 'password', autocomplete: 'new-password', error: tr(v.passwordErrors?.newPassword) })}
${field({ id: 'confirmPassword', label: t('Confirm new password'), type: 'password', autocomplete: 'new-password', error: tr(v.passwordErrors?.confirmPassword) })}
<button type="submit">${t('Change password')}</button>
</form>
<p class="links"><a href="${v.returnUrl}">${t('Back to the portal')}</a></p>`, { lang: v.lang, path: ownPath(v.returnUrl), tenantId: v.user.tenantId });
}

function signedOutPage(returnUrl: string, lang: PageLanguage): string {
  const t = translator(lang);
  return page(t('Manage your account'), html`<h1>${t('Manage your account')}</h1>
${alert('info', t('You are not signed in. Sign in to the portal first, then come back to manage your account.'))}
<p class="links"><a href="${returnUrl}">${t('Go to the portal')}</a></p>`, { lang, path: ownPath(returnUrl) });
}

type ManageBody = Partial<Record<'csrf' | 'form' | 'firstName' | 'lastName' | 'currentPassword' | 'newPassword' | 'confirmPassword', string>>;

export function manageRoutes(app: FastifyInstance, deps: { config: AppConfig; db: Db; provider: Provider; cookieKey: string }): void {
  const { config, db, provider, cookieKey } = deps;

  /** The provider's own sign-in session (its _session cookie), if any, with its active user. */
  async function signedInUser(request: FastifyRequest, reply: FastifyReply) {
    const ctx = provider.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(ctx);
    if (!session.accountId) return undefined;
    const user = await findUserById(db, session.accountId);
    if (!user || !user.isActive) return undefined;
    // Forms carry a token bound to the session: another site cannot post them for the user.
    const csrf = createHmac('sha256', cookieKey).update(`manage:${session.uid}`).digest('base64url');
    return { user, csrf, sessionUid: session.uid, lang: pageLanguage(request, { profile: user.language }) };
  }

  const returnUrlOf = (request: FastifyRequest<{ Querystring: { returnUrl?: string } }>) => safeReturnUrl(config, request.query.returnUrl);

  app.get<{ Querystring: { returnUrl?: string } }>(IDENTITY_PATHS.manage, { schema: { hide: true } }, async (request, reply) => {
    const returnUrl = returnUrlOf(request);
    const signedIn = await signedInUser(request, reply);
    if (!signedIn) return sendPage(reply, signedOutPage(returnUrl, pageLanguage(request)));
    return sendPage(reply, managePage({ ...signedIn, returnUrl }));
  });

  app.post<{ Querystring: { returnUrl?: string }; Body: ManageBody }>(IDENTITY_PATHS.manage, { schema: { hide: true }, config: ADDRESS_LIMITED }, async (request, reply) => {
    const returnUrl = returnUrlOf(request);
    const signedIn = await signedInUser(request, reply);
    if (!signedIn) return sendPage(reply, signedOutPage(returnUrl, pageLanguage(request)), 401);
    const body = request.body ?? {};
    const sent = Buffer.from(String(body.csrf ?? ''));
    const expected = Buffer.from(signedIn.csrf);
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
      return sendPage(reply, managePage({ ...signedIn, returnUrl, error: 'The form has expired. Please try again.' }), 400);
    }
    const { user } = signedIn;

    if (body.form === 'profile') {
      const names = { firstName: String(body.firstName ?? '').trim(), lastName: String(body.lastName ?? '').trim() };
      const nameErrors = { firstName: requiredText('First name', names.firstName), lastName: requiredText('Last name', names.lastName) };
      if (nameErrors.firstName || nameErrors.lastName) {
        return sendPage(reply, managePage({ ...signedIn, returnUrl, names, nameErrors, error: 'Your profile was not saved.' }), 400);
      }
      await updateUserName(db, user.id, names.firstName, names.lastName);
      const updated = { ...user, ...names };
      return sendPage(reply, managePage({ ...signedIn, user: updated, returnUrl, success: 'Your profile has been updated.' }));
    }

    if (body.form === 'password') {
      const current = String(body.currentPassword ?? '');
      const next = String(body.newPassword ?? '');
      const passwordErrors = {
        currentPassword: !current ? 'Current password is required' : undefined,
        newPassword: !next ? 'New password is required' : passwordProblems(next).join(' ') || undefined,
        confirmPassword: next !== String(body.confirmPassword ?? '') ? 'The new password and confirmation password do not match.' : undefined,
      };
      if (!passwordErrors.currentPassword && !(await verifyPassword(current, user.passwordHash))) {
        passwordErrors.currentPassword = 'Incorrect password.';
      }
      if (passwordErrors.currentPassword || passwordErrors.newPassword || passwordErrors.confirmPassword) {
        return sendPage(reply, managePage({ ...signedIn, returnUrl, passwordErrors, error: 'Your password was not changed.' }), 400);
      }
      await updatePasswordHash(db, user.id, await hashPassword(next));
      // Whoever knew the old password is out: every other session ends and its tokens stop (ADR 0035).
      await endOtherSessions(db, user.id, signedIn.sessionUid);
      return sendPage(reply, managePage({ ...signedIn, returnUrl, success: 'Your password has been changed.' }));
    }

    return sendPage(reply, managePage({ ...signedIn, returnUrl, error: 'Unknown form.' }), 400);
  });
}
