// @ts-check
'use strict';
/**
 * Libraries shared as one module of the names the portal uses (ADR 0048 session 12, ADR 0115 session 56). A shared
 * module is never tree-shaken, so a library shared whole brings every export to every start; for each library here
 * the antd-imports loader points every `from '<library>'` of the apps and workspace packages at the portal's module
 * (../shared-modules/<library>.js), which re-exports the names the portal uses, and that module is the one singleton
 * share key. A name it does not export fails the build with the name and the file to add it to.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @typedef {{ library: string; shareKey: string; module: string }} SlimModule
 * `library` the package the apps import, `shareKey` the request they import instead and its singleton share key,
 * `module` the file that re-exports the names (`export { ... } from '<library>'`).
 */

/** @param {string} library @returns {SlimModule} */
const slim = (library) => ({ library, shareKey: `@portal/${library}`, module: path.join(__dirname, '..', 'shared-modules', `${library}.js`) });

/** @type {SlimModule[]} react-router: its browser API without the server and framework parts and the data router; react-i18next: without Trans, the HOCs and SSR. */
const SLIM_MODULES = [slim('react-router'), slim('react-i18next')];

/** @type {Map<string, Set<string>>} */
const names = new Map();

/** The names the portal's module of `library` exports, read once from its `export { ... } from '<library>'` list. */
function exportNamesOf(/** @type {SlimModule} */ { library, module }) {
  let found = names.get(library);
  if (!found) {
    const source = fs.readFileSync(module, 'utf8');
    const list = new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*'${library}'`).exec(source);
    found = new Set((list ? list[1] : '').split(',').map((s) => s.trim()).filter(Boolean));
    names.set(library, found);
  }
  return found;
}

const ROUTER = /** @type {SlimModule} */ (SLIM_MODULES[0]);
/** The request every app's `from 'react-router'` becomes, and the singleton share key of that module. */
const ROUTER_SHARE_KEY = ROUTER.shareKey;
const ROUTER_MODULE = ROUTER.module;
/** The names the portal's react-router module exports. */
const routerExportNames = () => exportNamesOf(ROUTER);

module.exports = { SLIM_MODULES, exportNamesOf, ROUTER_SHARE_KEY, ROUTER_MODULE, routerExportNames };
