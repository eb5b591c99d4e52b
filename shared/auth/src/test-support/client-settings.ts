import type { ClientConfiguration } from '@portal/contracts';

/** The portal's client settings as /_configuration/portal serves them, on the test page's origin. */
export function testClientSettings(overrides: Partial<ClientConfiguration> = {}): ClientConfiguration {
  const origin = window.location.origin;
  return {
    authority: `${origin}/oidc`,
    client_id: 'portal',
    redirect_uri: `${origin}/authentication/login-callback`,
    post_logout_redirect_uri: `${origin}/authentication/logout-callback`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    response_type: 'code',
    scope: 'openid profile email Merchant',
    resource: 'urn:portal:api',
    ...overrides,
  };
}
