import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_SCOPES } from '@portal/contracts';
import { DEMO_PASSWORD } from '../../src/db/seed-data';
import { Browser, formAction, type Page } from './browser';

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export const redirectUriOf = (origin: string) => `${origin}/authentication/login-callback`;

/** Starts an authorization request (code + PKCE S256) and follows it to the login page. */
export async function openLoginPage(origin: string, browser = new Browser()) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'portal', response_type: 'code', redirect_uri: redirectUriOf(origin), scope: SIGN_IN_SCOPES,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', state,
  });
  const page = await browser.navigate(`${origin}/oidc/auth?${params}`);
  return { browser, page, verifier, state };
}

/** Posts the login form; a success ends at the redirect to the portal's callback (not followed). */
export async function submitLogin(origin: string, browser: Browser, loginPage: Page, email: string, password: string): Promise<Page> {
  return browser.navigate(formAction(loginPage), { form: { email, password } }, (l) => l.href.startsWith(redirectUriOf(origin)));
}

export async function exchangeCode(origin: string, code: string, verifier: string): Promise<Tokens> {
  const res = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUriOf(origin), client_id: 'portal', code_verifier: verifier }),
  });
  const body = await res.json() as Tokens & { error?: string; error_description?: string };
  if (!res.ok) throw new Error(`token exchange failed: ${res.status} ${body.error} ${body.error_description}`);
  return body;
}

export async function refresh(origin: string, refreshToken: string): Promise<Response> {
  return fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'portal' }),
  });
}

/** Signs a demo user in through the real provider, as the portal does: authorize, login form, code, token. */
export async function signIn(origin: string, email: string, password = DEMO_PASSWORD): Promise<{ tokens: Tokens; browser: Browser }> {
  const { browser, page, verifier, state } = await openLoginPage(origin);
  const done = await submitLogin(origin, browser, page, email, password);
  const location = done.headers.get('location');
  if (!location?.startsWith(redirectUriOf(origin))) throw new Error(`sign-in of ${email} did not reach the callback (status ${done.status}): ${done.text.slice(0, 300)}`);
  const callback = new URL(location);
  if (callback.searchParams.get('state') !== state) throw new Error('state mismatch');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${location}`);
  return { tokens: await exchangeCode(origin, code, verifier), browser };
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function decodeJwtHeader(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
