// @ts-check
'use strict';
/**
 * The one shared-dependency policy of the portal (ARCHITECTURE.md, contract 1).
 * Every webpack config (host and remotes) takes its `shared` map from here, so React, the router
 * context, the antd style registry, the QueryClient context, the jotai store, the i18next instance
 * and the @portal/* singletons exist once at run time.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Third-party packages shared as singletons. Sub-path keys share entry points of one package. */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  '@tanstack/react-query',
  'jotai',
  'i18next',
  'react-i18next',
  'dayjs',
  'isomorphic-dompurify',
];

/**
 * Workspace packages that run in the browser and hold state or context: one copy each.
 * @portal/contracts is left out on purpose (ADR 0013): it holds only types and constants, so each app
 * bundles the contract it was built against, and a remote deployed after the host never reads the host's
 * older copy.
 */
const SHARED_WORKSPACE_PACKAGES = [
  '@portal/api-client',
  '@portal/auth',
  '@portal/ui',
  '@portal/i18n',
];

/**
 * 'react-dom/client' -> 'react-dom'; '@ant-design/icons' -> '@ant-design/icons'.
 * @param {string} request
 */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The installed version of `pkg` as seen from `fromDir` (walks up node_modules folders like Node does,
 * reading package.json directly because some packages do not export it).
 * @param {string} pkg
 * @param {string} fromDir
 * @returns {string | undefined}
 */
function installedVersion(pkg, fromDir) {
  let dir = path.resolve(fromDir);
  for (;;) {
    const manifest = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The `shared` map for ModuleFederationPlugin: every package `singleton: true` with
 * `requiredVersion: ^<installed version>`. Packages not installed for `appDir` are left out
 * (a build must not provide what it cannot resolve).
 * @param {string} [appDir] the app folder whose node_modules decide the versions (default: cwd)
 * @returns {Record<string, { singleton: true; requiredVersion: string; version: string; strictVersion: false }>}
 */
function sharedDependencies(appDir = process.cwd()) {
  /** @type {Record<string, { singleton: true; requiredVersion: string; version: string; strictVersion: false }>} */
  const shared = {};
  for (const request of [...SHARED_PACKAGES, ...SHARED_WORKSPACE_PACKAGES]) {
    const version = installedVersion(packageNameOf(request), appDir);
    if (!version) continue;
    // strictVersion false: a mismatch logs a warning and still uses the one loaded copy (a second copy is the worse bug).
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  }
  return shared;
}

module.exports = { sharedDependencies, installedVersion, SHARED_PACKAGES, SHARED_WORKSPACE_PACKAGES };
