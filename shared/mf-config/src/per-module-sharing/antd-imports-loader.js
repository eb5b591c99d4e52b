// @ts-check
'use strict';
/**
 * Webpack loader (runs on the JavaScript that ts-loader emits) that turns
 *   import { Button, Table as T } from 'antd';
 * into
 *   import Button from 'antd/es/button/index.js'; import T from 'antd/es/table/index.js';
 * so that each app loads the antd components it uses, one shared module each, instead of antd's whole barrel
 * (ADR 0048). Source files keep importing from 'antd': nobody has to change an import. Type-only imports are
 * gone by then (ts-loader erases them); a name the barrel does not map (or `import * as antd`) stays on the barrel.
 *
 * The same for @portal/ui (session 11): `import { PageTitle, PortalSelect } from '@portal/ui'` becomes
 *   import { PageTitle } from '@portal/ui/src/layout/PageTitle'; import { PortalSelect } from '@portal/ui/src/select/PortalSelect';
 * each file its own share key (the `@portal/ui/` prefix in shared-dependencies.js), so that the shell's start does
 * not load the Select, Upload and dompurify of parts it does not draw.
 *
 * And for @ant-design/icons (session 11): `import { HolderOutlined } from '@ant-design/icons'` becomes
 *   import HolderOutlined from '@ant-design/icons/es/icons/HolderOutlined';
 * as the host's own code imports its icons. Otherwise the first remote to load provided the `@ant-design/icons`
 * key with every icon (about 190 KB gzip) while the host, which never imports the barrel, provided none.
 *
 * And for react-router (session 12) and react-i18next (session 56, ./slim-modules.js): `from 'react-router'` becomes
 * `from '@portal/react-router'`, the one shared module that re-exports the names the portal uses
 * (../shared-modules/react-router.js), so that no app provides the parts nobody runs. A name that module does not
 * export fails the build, with the name and what to do.
 */
const { antdExportFiles } = require('./antd-exports');
const { iconFileNames } = require('./icons-exports');
const { portalUiExportFiles } = require('./portal-ui-exports');
const { SLIM_MODULES, exportNamesOf, ROUTER_SHARE_KEY } = require('./slim-modules');

/**
 * Rewrites `import { A, B as C } from '<pkg>'` into one default import per name that `fileOf` maps
 * (`import A from '<file of A>'; import C from '<file of B>'`), leaving the names it does not map on the barrel.
 * @param {string} source
 * @param {string} pkg
 * @param {(name: string) => string | undefined} fileOf the request of the file whose default export is `name`
 * @returns {string}
 */
function rewriteToDefaultImports(source, pkg, fileOf) {
  const named = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg.replace(/[/]/g, '\\/')}["'];?`, 'g');
  return source.replace(named, (whole, /** @type {string} */ list) => {
    const specifiers = list.split(',').map((s) => s.trim()).filter(Boolean);
    /** @type {string[]} */
    const perFile = [];
    /** @type {string[]} */
    const rest = [];
    for (const specifier of specifiers) {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/).map((s) => s.trim());
      const file = fileOf(imported);
      if (file) perFile.push(`import ${local} from '${file}';`);
      else rest.push(specifier);
    }
    if (rest.length === specifiers.length) return whole;
    return [...perFile, ...(rest.length ? [`import { ${rest.join(', ')} } from '${pkg}';`] : [])].join(' ');
  });
}

/**
 * @param {string} source
 * @param {Map<string, string>} files
 * @returns {string}
 */
function rewriteAntdImports(source, files) {
  return rewriteToDefaultImports(source, 'antd', (name) => (files.has(name) ? `antd/${files.get(name)}` : undefined));
}

const NAMED_PORTAL_UI_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@portal\/ui["'];?/g;

/**
 * @param {string} source
 * @param {Map<string, string>} files export name -> request of the file that defines it
 * @returns {string}
 */
function rewritePortalUiImports(source, files) {
  return source.replace(NAMED_PORTAL_UI_IMPORT, (whole, /** @type {string} */ list) => {
    const specifiers = list.split(',').map((s) => s.trim()).filter(Boolean);
    /** @type {Map<string, string[]>} */
    const byFile = new Map();
    /** @type {string[]} */
    const rest = [];
    for (const specifier of specifiers) {
      const [imported = ''] = specifier.split(/\s+as\s+/).map((s) => s.trim());
      const file = files.get(imported);
      if (!file) { rest.push(specifier); continue; }
      byFile.set(file, [...(byFile.get(file) || []), specifier]);
    }
    if (rest.length === specifiers.length) return whole;
    return [
      ...[...byFile].map(([file, names]) => `import { ${names.join(', ')} } from '${file}';`),
      ...(rest.length ? [`import { ${rest.join(', ')} } from '@portal/ui';`] : []),
    ].join(' ');
  });
}

/**
 * @param {string} source
 * @param {Set<string>} icons names of the icons that have their own file
 * @returns {string}
 */
function rewriteIconImports(source, icons) {
  return rewriteToDefaultImports(source, '@ant-design/icons', (name) => (icons.has(name) ? `@ant-design/icons/es/icons/${name}` : undefined));
}

/** `from '<library>'`, `import('<library>')` and `import '<library>'` of exactly that package. @param {string} library */
const fromLibrary = (library) => new RegExp(`(\\bfrom\\s*|\\bimport\\s*\\(?\\s*)(["'])${library}\\2`, 'g');
/** @param {string} library */
const namedImportsOf = (library) => new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${library}["']`, 'g');

/**
 * Points every import of `library` at the portal's module of it (`shareKey`).
 * @param {string} source
 * @param {{ library: string; shareKey: string }} slim
 * @param {Set<string>} exported the names that module exports
 * @returns {{ source: string; missing: string[] }} the rewritten source, and imported names the module lacks
 */
function rewriteSlimImports(source, { library, shareKey }, exported) {
  /** @type {string[]} */
  const missing = [];
  for (const [, list] of source.matchAll(namedImportsOf(library))) {
    for (const specifier of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [imported = ''] = specifier.split(/\s+as\s+/).map((s) => s.trim());
      if (!exported.has(imported)) missing.push(imported);
    }
  }
  return { source: source.replace(fromLibrary(library), (_whole, lead, quote) => `${lead}${quote}${shareKey}${quote}`), missing };
}

/**
 * Points every import of 'react-router' at the portal's react-router module.
 * @param {string} source
 * @param {Set<string>} exported the names that module exports
 */
function rewriteRouterImports(source, exported) {
  return rewriteSlimImports(source, { library: 'react-router', shareKey: ROUTER_SHARE_KEY }, exported);
}

/** @this {{ context: string; rootContext: string; resourcePath: string; emitError(error: Error): void }} @param {string} source */
function antdImportsLoader(source) {
  const from = this.rootContext || this.context;
  let out = source;
  if (out.includes('antd')) out = rewriteAntdImports(out, antdExportFiles(from));
  if (out.includes('@portal/ui')) out = rewritePortalUiImports(out, portalUiExportFiles(from));
  if (out.includes('@ant-design/icons')) out = rewriteIconImports(out, iconFileNames(from));
  for (const slim of SLIM_MODULES) {
    if (!out.includes(slim.library)) continue;
    const rewritten = rewriteSlimImports(out, slim, exportNamesOf(slim));
    if (rewritten.missing.length) {
      this.emitError(new Error(`${this.resourcePath} imports ${rewritten.missing.join(', ')} from '${slim.library}', which the portal's shared ${slim.library} module does not export: add ${rewritten.missing.length > 1 ? 'them' : 'it'} to shared/mf-config/src/shared-modules/${slim.library}.js (ADR 0048, ADR 0115)`));
    }
    out = rewritten.source;
  }
  return out;
}

module.exports = antdImportsLoader;
module.exports.rewriteAntdImports = rewriteAntdImports;
module.exports.rewritePortalUiImports = rewritePortalUiImports;
module.exports.rewriteIconImports = rewriteIconImports;
module.exports.rewriteRouterImports = rewriteRouterImports;
module.exports.rewriteSlimImports = rewriteSlimImports;
