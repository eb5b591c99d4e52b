import type Provider from 'oidc-provider';
import { API_AUDIENCE, API_SCOPES } from '../../lib/contracts';

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);
const API_SCOPE_SET = new Set<string>(API_SCOPES);

/**
 * The portal is a first-party client: its users are never asked to consent. The grant holds the
 * requested OpenID scopes and the requested API scopes for the API audience.
 */
export async function grantFirstPartyConsent(provider: Provider, details: Details, accountId: string): Promise<string> {
  const requested = String(details.params.scope ?? '').split(' ').filter(Boolean);
  const clientId = String(details.params.client_id);
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing && existing.accountId === accountId ? existing : new provider.Grant({ accountId, clientId });
  const oidc = requested.filter((s) => OIDC_SCOPES.has(s));
  const api = requested.filter((s) => API_SCOPE_SET.has(s));
  if (oidc.length) grant.addOIDCScope(oidc.join(' '));
  if (api.length) grant.addResourceScope(API_AUDIENCE, api.join(' '));
  const missingClaims = (details.prompt.details as { missingOIDCClaims?: string[] }).missingOIDCClaims;
  if (missingClaims?.length) grant.addOIDCClaims(missingClaims);
  return grant.save();
}
