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
const { SLIM_MODULES } = require('./per-module-sharing/slim-modules');

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
 * @ant-design/icons' components (the icon wrapper, its base, its context, its colours' helpers): every icon file of every
 * app imports them, so each remote had bundled its own copy with @ant-design/colors and @ant-design/fast-color (6 to 9 KB
 * a page) and its own IconContext, not the host's (ADR 0115 "Session 59"). Shared file by file like antd's; the icons
 * themselves stay in the app that draws them (one small file each).
 */
const ICONS_COMPONENTS_PREFIX = '@ant-design/icons/es/components/';

/**
 * Packages shared module by module instead of whole (ADR 0048): an app loads the antd components it uses,
 * and every antd and @rc-component module (contexts such as ConfigProvider's included) still exists once,
 * under a key that names its file. The antd-imports loader and the canonical-requests plugin
 * (./per-module-sharing) make every build name the same file with the same key.
 */
const PER_MODULE_SHARED_PREFIXES = ['antd/', '@rc-component/', ICONS_COMPONENTS_PREFIX];

/** @param {string} packageName */
function isPerModuleSharedPackage(packageName) {
  return packageName === 'antd' || packageName.startsWith('@rc-component/');
}

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
 * The folder of package `pkg` as seen from `fromDir` (walks up node_modules folders like Node does, reading the folder
 * itself because some packages do not export their package.json), or undefined.
 * @param {string} pkg
 * @param {string} fromDir
 * @returns {string | undefined}
 */
function installedPackageDir(pkg, fromDir) {
  let dir = path.resolve(fromDir);
  for (;;) {
    const packageDir = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(packageDir, 'package.json'))) return packageDir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The installed version of `pkg` as seen from `fromDir`.
 * @param {string} pkg
 * @param {string} fromDir
 * @returns {string | undefined}
 */
function installedVersion(pkg, fromDir) {
  const packageDir = installedPackageDir(pkg, fromDir);
  return packageDir ? JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version : undefined;
}

/**
 * The installed packages of `scope` (names without the scope, sorted), each with whether its package.json has an
 * `exports` map: read from pnpm's store beside the workspace's node_modules.
 * @param {string} scope e.g. '@rc-component'
 * @param {string} fromDir
 * @returns {Array<{ name: string; exportsMap: boolean }>}
 */
function scopePackages(scope, fromDir) {
  let dir = path.resolve(fromDir);
  while (!fs.existsSync(path.join(dir, 'node_modules', '.pnpm')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const store = path.join(dir, 'node_modules', '.pnpm');
  if (!fs.existsSync(store)) return [];
  /** @type {Map<string, boolean>} */
  const packages = new Map();
  for (const entry of fs.readdirSync(store)) {
    if (!entry.startsWith(`${scope}+`)) continue;
    const scopeDir = path.join(store, entry, 'node_modules', scope);
    if (!fs.existsSync(scopeDir)) continue;
    for (const name of fs.readdirSync(scopeDir)) {
      const manifest = path.join(scopeDir, name, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      const exportsMap = Boolean(JSON.parse(fs.readFileSync(manifest, 'utf8')).exports);
      packages.set(name, Boolean(packages.get(name)) || exportsMap);
    }
  }
  return [...packages].sort(([a], [b]) => a.localeCompare(b)).map(([name, exportsMap]) => ({ name, exportsMap }));
}

/**
 * antd's colour packages (its theme's palettes, the icons' two-tone colours): every remote's antd modules that the host
 * does not provide (Progress, the colour helpers of a style) and the icons' render helpers import them, so each remote
 * had bundled its own copy beside the host's (12.9 KB minified on the dashboards, the lookup and the report: ADR 0115
 * "Session 59"). Shared whole from the host; their ES module entry, resolved from antd's folder.
 */
const ANTD_COLOUR_PACKAGES = ['@ant-design/colors', '@ant-design/fast-color'];

/**
 * [name, { version, file }] of each of ANTD_COLOUR_PACKAGES as the antd that `appDir` resolves sees it.
 * @param {string} appDir
 * @returns {Array<[string, { version: string, file: string }]>}
 */
function antdColourPackages(appDir) {
  const antdLink = installedPackageDir('antd', appDir);
  if (!antdLink) return [];
  // Its real folder: pnpm puts antd's own dependencies beside it there, not beside the app.
  const antdDir = fs.realpathSync(antdLink);
  /** @type {Array<[string, { version: string, file: string }]>} */
  const found = [];
  for (const name of ANTD_COLOUR_PACKAGES) {
    const packageDir = installedPackageDir(name, antdDir);
    if (!packageDir) continue;
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    const file = require.resolve(path.join(fs.realpathSync(packageDir), manifest.module || manifest.main || 'index'));
    found.push([name, { version: manifest.version, file }]);
  }
  return found;
}

/**
 * The `shared` map for ModuleFederationPlugin: every package `singleton: true` with
 * `requiredVersion: ^<installed version>`. Packages not installed for `appDir` are left out
 * (a build must not provide what it cannot resolve).
 * @param {string} [appDir] the app folder whose node_modules decide the versions (default: cwd)
 * @param {{ perModuleSharing?: boolean }} [options] share antd and @rc-component module by module (ADR 0048)
 * @returns {Record<string, { singleton: true; requiredVersion: string | false; version?: string; strictVersion: false; allowNodeModulesSuffixMatch?: boolean; import?: string; packageName?: string }>}
 */
function sharedDependencies(appDir = process.cwd(), { perModuleSharing = false } = {}) {
  /** @type {Record<string, { singleton: true; requiredVersion: string | false; version?: string; strictVersion: false; allowNodeModulesSuffixMatch?: boolean; import?: string; packageName?: string }>} */
  const shared = {};
  for (const request of [...SHARED_PACKAGES, ...SHARED_WORKSPACE_PACKAGES]) {
    const version = installedVersion(packageNameOf(request), appDir);
    if (!version) continue;
    // strictVersion false: a mismatch logs a warning and still uses the one loaded copy (a second copy is the worse bug).
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  }
  if (perModuleSharing && installedVersion('antd', appDir)) {
    // Each module its own share key ('antd/es/button/index.js'); its version comes from its package.json.
    // allowNodeModulesSuffixMatch: antd's own relative imports ('../config-provider/context.js') are shared too,
    // under the key of their path in node_modules, so its contexts exist once whichever app loads a component.
    const perModule = { singleton: /** @type {const} */ (true), requiredVersion: /** @type {const} */ (false), strictVersion: /** @type {const} */ (false), allowNodeModulesSuffixMatch: true };
    shared['antd/'] = { ...perModule };
    // packageName: the federation's options read the version from the package, not from the prefix (a deprecated pattern).
    if (installedVersion('@ant-design/icons', appDir)) shared[ICONS_COMPONENTS_PREFIX] = { ...perModule, packageName: '@ant-design/icons' };
    // @rc-component: one prefix per package, not one `@rc-component/` prefix with an `exclude` for the packages that
    // have an `exports` map (a singleton with a request filter makes Module Federation warn once per module: ~400
    // warnings per app). A package with an `exports` map cannot be reached by a deep path: it is shared whole by its
    // barrel key alone (its internal files are bundled with it). Every package's barrel is a key of its own.
    for (const { name, exportsMap } of scopePackages('@rc-component', appDir)) {
      shared[`@rc-component/${name}`] = { singleton: true, requiredVersion: false, strictVersion: false };
      if (!exportsMap) shared[`@rc-component/${name}/`] = { ...perModule };
    }
  }
  for (const [name, entry] of perModuleSharing ? antdColourPackages(appDir) : []) {
    // One key whole, read from antd's own folder: no app depends on them by name (pnpm would not let an app resolve them).
    shared[name] = { singleton: true, requiredVersion: false, version: entry.version, strictVersion: false, import: entry.file };
  }
  for (const { library, shareKey, module } of perModuleSharing ? SLIM_MODULES : []) {
    // react-router (session 12) and react-i18next (session 56) as one module of the names the portal uses: the
    // antd-imports loader points every import of the library at `shareKey`, whose module re-exports those names;
    // shared whole, react-router's server, framework and data-router parts and react-i18next's Trans and HOCs came
    // with every start. One key, one instance of the router's and the translation's contexts.
    const version = installedVersion(library, appDir);
    if (!version) continue;
    delete shared[library];
    shared[shareKey] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, import: module };
  }
  const uiVersion = perModuleSharing ? installedVersion('@portal/ui', appDir) : undefined;
  if (uiVersion) {
    // @portal/ui file by file (session 11): the antd-imports loader turns `import { PageTitle } from '@portal/ui'`
    // into `from '@portal/ui/src/layout/PageTitle'`, each file its own singleton key, so the shell's start loads the
    // parts it draws, not the Select, Upload and dompurify of the others. The `@portal/ui` key stays for the rest.
    shared['@portal/ui/'] = { singleton: true, requiredVersion: `^${uiVersion}`, version: uiVersion, strictVersion: false };
  }
  return shared;
}

module.exports = { sharedDependencies, PER_MODULE_SHARED_PREFIXES, isPerModuleSharedPackage, installedVersion, SHARED_PACKAGES, SHARED_WORKSPACE_PACKAGES };
