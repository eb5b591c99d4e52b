import { portalOrigins, type AppConfig } from '../../config';
import { API_AUDIENCE, PORTAL_CLIENT_ID, SIGN_IN_SCOPES, type ClientConfiguration } from '@portal/contracts';
import { issuerOf } from './provider';

/**
 * The settings the portal signs in with. The redirect addresses follow the calling portal's origin
 * (a dev server on another port) when it is one the client registers; otherwise the public origin.
 */
export function clientConfiguration(config: AppConfig, clientId: string, requestOrigin?: string): ClientConfiguration | undefined {
  if (clientId !== PORTAL_CLIENT_ID) return undefined;
  const origin = requestOrigin && portalOrigins(config).includes(requestOrigin) ? requestOrigin : config.publicOrigin;
  return {
    authority: issuerOf(config),
    client_id: PORTAL_CLIENT_ID,
    redirect_uri: `${origin}/authentication/login-callback`,
    post_logout_redirect_uri: `${origin}/authentication/logout-callback`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    response_type: 'code',
    scope: SIGN_IN_SCOPES,
    resource: API_AUDIENCE,
  };
}
