import path from 'node:path';

const CSP_BASE = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "connect-src 'self'",
  "img-src 'self' data:", "font-src 'self' data:", "frame-src 'self'", "object-src 'none'", "base-uri 'self'",
  "form-action 'self'",
];

/**
 * CSP of the portal's HTML: everything from this origin; antd's CSS-in-JS needs inline styles. No page of the
 * portal may be framed (clickjacking), except the silent-renew page oidc-client-ts loads in its own hidden
 * iframe (ADR 0032).
 */
export const PORTAL_CSP = [...CSP_BASE, "frame-ancestors 'none'"].join('; ');
const SILENT_RENEW_CSP = [...CSP_BASE, "frame-ancestors 'self'"].join('; ');

export function cspFor(filePath: string): string {
  return path.basename(filePath) === 'silent-renew.html' ? SILENT_RENEW_CSP : PORTAL_CSP;
}

/** Files whose name stays the same across builds: always revalidated. Everything else is content-hashed. */
const UNHASHED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'config.json']);

export const NO_CACHE = 'no-cache';
export const LONG_CACHE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return UNHASHED.has(name) || name.endsWith('.html') ? NO_CACHE : LONG_CACHE;
}

/** @fastify/static's setHeaders hook: cache policy for every file, CSP on HTML. */
export function setStaticHeaders(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  reply.header('Cache-Control', cacheControlFor(filePath));
  reply.header('X-Content-Type-Options', 'nosniff');
  if (filePath.endsWith('.html')) reply.header('Content-Security-Policy', cspFor(filePath));
}
