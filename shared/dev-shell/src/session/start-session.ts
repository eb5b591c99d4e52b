import { configureApiClient, getSystemMode } from '@portal/api-client';
import { createOidcAuthService, createStaticAuthService, type AuthService } from '@portal/auth';
import { DEFAULT_SERVICE_BASES, IDENTITY_PATHS, type ClientConfiguration, type PortalConfig, type ServiceBases } from '@portal/contracts';
import { createDashboardHandlers, createHandlers, signedInUserFor, startMswWorker } from '@portal/testing';
import type { DevShellSettings } from '../settings/dev-shell-settings';

export interface DevSession {
  auth: AuthService;
  services: ServiceBases;
  identityOrigin: string;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * msw: a fixed session as the chosen demo account, every API call answered in the browser.
 * backend: real sign-in. /config.json comes through the dev server's proxy; the client settings are
 * fetched from the identity origin itself, which answers with redirect addresses on this dev origin.
 */
export async function startDevSession(settings: DevShellSettings): Promise<DevSession> {
  let session: DevSession;
  if (settings.mode === 'msw') {
    // The dashboard's fakes too: every account lands on a dashboard (issue 11).
    const handlers = [...createHandlers({ userEmail: settings.userEmail }), ...createDashboardHandlers({ userEmail: settings.userEmail }).handlers];
    await startMswWorker(handlers, { quiet: true });
    session = {
      auth: createStaticAuthService(signedInUserFor(settings.userEmail), `demo-token:${settings.userEmail}`),
      services: DEFAULT_SERVICE_BASES,
      identityOrigin: window.location.origin,
    };
  } else {
    const config = await fetchJson<PortalConfig>('/config.json');
    const identityOrigin = new URL(config.identityOrigin || '/', window.location.origin).origin;
    const client = await fetchJson<ClientConfiguration>(`${identityOrigin}${IDENTITY_PATHS.clientConfiguration(config.clientId)}`);
    session = { auth: createOidcAuthService(client), services: config.services, identityOrigin };
  }
  const { auth, services } = session;
  configureApiClient({
    services,
    getAccessToken: () => auth.getAccessToken(),
    getUserType: () => auth.getSnapshot().user?.profile ?? null,
    getMode: getSystemMode,
    onError: (error) => console.warn(`[dev shell] ${error.status} ${error.url ?? ''}: ${error.message}`),
  });
  return session;
}
