// @ts-check
'use strict';
/** Dev-server ports (docs/team-brief.md "One machine layout"). */
const DEV_PORTS = {
  host: 3000,
  support: 3001,
  transactions: 3002,
  'reports-settings': 3003,
  dashboard: 3004,
  crm: 3005,
};

/** Backend paths a dev server forwards so sign-in, the API, the public API (/api/v1, ADR 0104) and the payment page (/pay/, ADR 0108) work on the dev origin. */
const BACKEND_PATHS = ['/svc', '/oidc', '/Identity', '/_configuration', '/config.json', '/api/', '/pay/'];

/** Where the backend runs during development (BACKEND_URL overrides). */
function backendUrl() {
  return process.env.BACKEND_URL || 'http://localhost:8080';
}

/** /remotes.json for the host dev server: every remote's dev server manifest. */
function devRemotesManifest() {
  /** @type {Record<string, string>} */
  const manifest = {};
  for (const [name, port] of Object.entries(DEV_PORTS)) {
    if (name !== 'host') manifest[name] = `http://localhost:${port}/mf-manifest.json`;
  }
  return manifest;
}

module.exports = { DEV_PORTS, BACKEND_PATHS, backendUrl, devRemotesManifest };
