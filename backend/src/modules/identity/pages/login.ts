import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { IDENTITY_PATHS, TENANT_SUSPENDED_MESSAGE } from '@portal/contracts';
import { html } from '../../../lib/html';
import { dummyHash, verifyPassword } from '../../../lib/password';
import { TOO_MANY_REQUESTS } from '../../../http/rate-limits';
import { deviceCookie, deviceCookieKey, trustedDevice } from '../device-cookie';
import { recordSignIn } from '../sign-in-history';
import {
  accountKey, addressKey, addToWindow, clearKeys, deviceKey, lockedFor, lockedMessage, pairKey, recordFailure, windowBlockedFor,
} from '../sign-in-lockout';
import { findUserByEmail, setLastLoginTime } from '../../users/repository';
import { tenantIsActive } from '../../tenants/repository';
import { grantFirstPartyConsent } from '../consent';
import { pageLanguage, translator, withLanguage, type PageLanguage } from './i18n';
import { alert, field, page } from './layout';
import { sendPage } from './reply';
import { portalRootOf } from './return-url';

export const INVALID_LOGIN = 'Invalid email or password';

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

interface LoginView {
  uid: string;
  lang: PageLanguage;
  email?: string;
  error?: string;
  fieldErrors?: { email?: string; password?: string };
  portalRoot: string;
}

function loginPage(v: LoginView): string {
  const t = translator(v.lang);
  const tr = (text: string | undefined) => {
    if (!text) return text;
    // The lock message carries its count of minutes (lockedMessage): translated with it.
    const locked = /^Too many failed sign-in attempts\. Try again in (\d+) minutes\.$/.exec(text);
    return locked ? t('Too many failed sign-in attempts. Try again in {minutes} minutes.', { minutes: locked[1]! }) : t(text);
  };
  const registerHref = withLanguage(`${IDENTITY_PATHS.register}?returnUrl=${encodeURIComponent(v.portalRoot)}`, v.lang);
  return page(t('Sign in'), html`<h1>${t('Sign in')}</h1>
<p class="muted">${t('Use your portal account to continue.')}</p>
${alert('error', tr(v.error))}
<form method="post" action="${withLanguage(`${IDENTITY_PATHS.login}?uid=${encodeURIComponent(v.uid)}`, v.lang)}" novalidate>
${field({ id: 'email', label: t('Email'), type: 'email', value: v.email, autocomplete: 'username', autofocus: !v.email, error: tr(v.fieldErrors?.email) })}
${field({ id: 'password', label: t('Password'), type: 'password', autocomplete: 'current-password', autofocus: Boolean(v.email), error: tr(v.fieldErrors?.password) })}
<button type="submit">${t('Sign in')}</button>
</form>
<p class="links"><a href="${withLanguage(`${IDENTITY_PATHS.forgotPassword}?uid=${encodeURIComponent(v.uid)}`, v.lang)}">${t('Forgot your password?')}</a></p>
<p class="links">${t('New to the portal?')} <a href="${registerHref}">${t('Register as a new user')}</a></p>`,
  { lang: v.lang, path: `${IDENTITY_PATHS.login}?uid=${encodeURIComponent(v.uid)}` });
}

function noSignInPage(config: AppConfig, lang: PageLanguage): string {
  const t = translator(lang);
  return page(t('Sign in'), html`<h1>${t('Sign in')}</h1>
${alert('info', t('Sign-in starts from the portal, or this sign-in request has expired.'))}
<p class="links"><a href="${config.publicOrigin}/">${t('Go to the portal')}</a></p>`, { lang, path: IDENTITY_PATHS.login });
}


async function interaction(provider: Provider, request: FastifyRequest, reply: FastifyReply): Promise<Details | undefined> {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    return undefined; // no interaction cookie, or it expired
  }
}

/** Finishes a prompt: the provider continues the authorization at returnTo (303, so the browser GETs it). */
async function finish(provider: Provider, request: FastifyRequest, reply: FastifyReply, result: Parameters<Provider['interactionResult']>[2], cookie?: string) {
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
  // After the provider set its own cookies on the raw response: appended, never replacing them.
  if (cookie) reply.raw.appendHeader('set-cookie', cookie);
  return reply.redirect(returnTo, 303);
}

export function loginRoutes(app: FastifyInstance, deps: { config: AppConfig; db: Db; provider: Provider }): void {
  const { config, db, provider } = deps;

  app.get(IDENTITY_PATHS.login, { schema: { hide: true } }, async (request, reply) => {
    const details = await interaction(provider, request, reply);
    if (!details) return sendPage(reply, noSignInPage(config, pageLanguage(request)));
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      // First-party client: consent is granted without asking.
      const grantId = await grantFirstPartyConsent(provider, details, details.session.accountId);
      return finish(provider, request, reply, { consent: { grantId } });
    }
    const lang = pageLanguage(request, { uiLocales: details.params.ui_locales });
    return sendPage(reply, loginPage({ uid: details.uid, lang, portalRoot: portalRootOf(config, details.params.redirect_uri) }));
  });

  const deviceKeyBytes = deviceCookieKey(config.secretsMasterKey);
  const secureCookies = config.publicOrigin.startsWith('https:');

  app.post<{ Body: { email?: string; password?: string } }>(IDENTITY_PATHS.login, { schema: { hide: true } }, async (request, reply) => {
    const details = await interaction(provider, request, reply);
    if (!details) return sendPage(reply, noSignInPage(config, pageLanguage(request)), 400);
    const email = String(request.body?.email ?? '').trim();
    const password = String(request.body?.password ?? '');
    const lang = pageLanguage(request, { uiLocales: details.params.ui_locales });
    const view = { uid: details.uid, lang, email, portalRoot: portalRootOf(config, details.params.redirect_uri) };
    if (!email || !password) {
      return sendPage(reply, loginPage({
        ...view,
        fieldErrors: { email: email ? undefined : 'The Email field is required.', password: password ? undefined : 'The Password field is required.' },
      }), 400);
    }
    // Who is asking (ADR 0101): a browser that signed in to this account before is judged on its own; any other
    // attempt by its address and account pair, by the account from every untrusted source, and by its address.
    const now = new Date();
    const address = request.ip;
    const device = trustedDevice(request, deviceKeyBytes, email);
    const sourceKeys = device ? [deviceKey(email, device)] : [pairKey(email, address), accountKey(email)];
    const countAddressFailure = async () => { if (!device) await addToWindow(db, addressKey(address), now, config.addressLimit); };
    if (!device) {
      const addressBlocked = await windowBlockedFor(db, addressKey(address), now, config.addressLimit);
      if (addressBlocked > 0) {
        await recordSignIn(db, await findUserByEmail(db, email), 'Locked', request);
        reply.header('Retry-After', String(Math.ceil(addressBlocked / 1000)));
        return sendPage(reply, loginPage({ ...view, error: TOO_MANY_REQUESTS }), 429);
      }
    }
    // A locked source is refused every password, the right one too, until its lock ends (ADR 0034).
    const locked = await lockedFor(db, sourceKeys, now);
    if (locked > 0) {
      await countAddressFailure();
      await recordSignIn(db, await findUserByEmail(db, email), 'Locked', request);
      return sendPage(reply, loginPage({ ...view, error: lockedMessage(locked) }), 429);
    }
    const user = await findUserByEmail(db, email);
    // Same work and the same message whether or not the account exists.
    const passwordOk = await verifyPassword(password, user?.passwordHash ?? dummyHash());
    if (!user || !passwordOk || !user.isActive) {
      const lockMs = device
        ? await recordFailure(db, deviceKey(email, device), now, config.lockout)
        : Math.max(await recordFailure(db, pairKey(email, address), now, config.lockout), await recordFailure(db, accountKey(email), now, config.accountLockout));
      await countAddressFailure();
      await recordSignIn(db, user, user && passwordOk ? 'Inactive' : 'WrongPassword', request);
      return lockMs > 0
        ? sendPage(reply, loginPage({ ...view, error: lockedMessage(lockMs) }), 429)
        : sendPage(reply, loginPage({ ...view, error: INVALID_LOGIN }), 400);
    }
    await clearKeys(db, [...sourceKeys, accountKey(email)]);
    // Only the owner of a confirmed address gets in; told so only once the password was right (ADR 0036).
    if (!user.emailConfirmedAt) {
      await recordSignIn(db, user, 'Unconfirmed', request);
      return sendPage(reply, loginPage({ ...view, error: 'Confirm your e-mail address first: follow the link we sent you when you registered.' }), 400);
    }
    if (user.tenantId && !(await tenantIsActive(db, user.tenantId))) {
      await recordSignIn(db, user, 'Inactive', request);
      return sendPage(reply, loginPage({ ...view, error: TENANT_SUSPENDED_MESSAGE }), 403);
    }
    await setLastLoginTime(db, user.id);
    await recordSignIn(db, user, 'Succeeded', request);
    const grantId = await grantFirstPartyConsent(provider, details, user.id);
    return finish(provider, request, reply, { login: { accountId: user.id }, consent: { grantId } }, deviceCookie(deviceKeyBytes, email, secureCookies, device));
  });
}
