import type Provider from 'oidc-provider';
import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import { API_AUDIENCE, API_SCOPES, PORTAL_CLIENT_ID } from '@portal/contracts';

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);
const API_SCOPE_SET = new Set<string>(API_SCOPES);

/** Adds the requested OpenID scopes and the requested API scopes for the API audience. */
function addRequestedScopes(grant: Grant, scope: string, missingClaims: string[] = []): void {
  const requested = scope.split(' ').filter(Boolean);
  const oidc = requested.filter((s) => OIDC_SCOPES.has(s));
  const api = requested.filter((s) => API_SCOPE_SET.has(s));
  if (oidc.length) grant.addOIDCScope(oidc.join(' '));
  if (api.length) grant.addResourceScope(API_AUDIENCE, api.join(' '));
  if (missingClaims.length) grant.addOIDCClaims(missingClaims);
}

/**
 * The portal is a first-party client: its users are never asked to consent. The grant holds the
 * requested OpenID scopes and the requested API scopes for the API audience.
 */
export async function grantFirstPartyConsent(provider: Provider, details: Details, accountId: string): Promise<string> {
  const clientId = String(details.params.client_id);
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing && existing.accountId === accountId ? existing : new provider.Grant({ accountId, clientId });
  const missingClaims = (details.prompt.details as { missingOIDCClaims?: string[] }).missingOIDCClaims;
  addRequestedScopes(grant, String(details.params.scope ?? ''), missingClaims);
  return grant.save();
}

/**
 * oidc-provider's `loadExistingGrant`: the session's grant, as by default; when it is gone (the
 * provider revokes the whole grant when a spent refresh token comes back) the portal gets a new
 * first-party grant for the signed-in session, so its silent renewal (prompt=none in the iframe)
 * still works instead of answering consent_required and forcing the user to sign in again.
 */
export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, provider, params } = ctx.oidc;
  if (!client || !session) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (existing || client.clientId !== PORTAL_CLIENT_ID || !session.accountId) return existing;
  const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
  addRequestedScopes(grant, String(params?.scope ?? ''));
  await grant.save();
  return grant;
}
