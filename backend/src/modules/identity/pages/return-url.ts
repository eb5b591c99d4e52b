import { portalOrigins, type AppConfig } from '../../../config';

/**
 * Where "back to the portal" links go: a same-origin path, or an absolute URL on one of the portal's
 * origins; anything else falls back to the portal's root.
 */
export function safeReturnUrl(config: AppConfig, candidate: unknown): string {
  const fallback = `${config.publicOrigin}/`;
  if (typeof candidate !== 'string' || !candidate) return fallback;
  if (candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')) {
    return new URL(candidate, config.publicOrigin).href;
  }
  try {
    const url = new URL(candidate);
    return portalOrigins(config).includes(url.origin) ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** The portal origin a sign-in came from (its redirect_uri), as a return address. */
export function portalRootOf(config: AppConfig, redirectUri: unknown): string {
  try {
    return safeReturnUrl(config, `${new URL(String(redirectUri)).origin}/`);
  } catch {
    return `${config.publicOrigin}/`;
  }
}
