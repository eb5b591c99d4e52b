import { IDENTITY_PATHS, type ClientConfiguration, type PortalConfig, type RemotesManifest } from '@portal/contracts';

/** Deploy-time settings, read before anything renders (nothing here is baked into the build). */

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export function fetchPortalConfig(origin: string = window.location.origin): Promise<PortalConfig> {
  return fetchJson<PortalConfig>(new URL('/config.json', origin).href);
}

/** /remotes.json with every manifest URL made absolute (relative ones are relative to the portal's origin). */
export async function fetchRemotesManifest(origin: string = window.location.origin): Promise<RemotesManifest> {
  return resolveRemotesManifest(await fetchJson<RemotesManifest>(new URL('/remotes.json', origin).href), origin);
}

export function resolveRemotesManifest(manifest: RemotesManifest, origin: string): RemotesManifest {
  return Object.fromEntries(Object.entries(manifest).map(([name, url]) => [name, new URL(url, origin).href]));
}

/** The identity server's origin (an empty or relative identityOrigin means the portal's own). */
export function identityOriginOf(config: PortalConfig, origin: string = window.location.origin): string {
  return new URL(config.identityOrigin || '/', origin).origin;
}

export function fetchClientConfiguration(config: PortalConfig, origin: string = window.location.origin): Promise<ClientConfiguration> {
  return fetchJson<ClientConfiguration>(`${identityOriginOf(config, origin)}${IDENTITY_PATHS.clientConfiguration(config.clientId)}`);
}
