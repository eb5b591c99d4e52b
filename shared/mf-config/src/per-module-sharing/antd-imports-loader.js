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
 */
const { antdExportFiles } = require('./antd-exports');
const { iconFileNames } = require('./icons-exports');
const { portalUiExportFiles } = require('./portal-ui-exports');

const NAMED_ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']antd["'];?/g;

/**
 * @param {string} source
 * @param {Map<string, string>} files
 * @returns {string}
 */
function rewriteAntdImports(source, files) {
  return source.replace(NAMED_ANTD_IMPORT, (whole, /** @type {string} */ list) => {
    const specifiers = list.split(',').map((s) => s.trim()).filter(Boolean);
    /** @type {string[]} */
    const perComponent = [];
    /** @type {string[]} */
    const rest = [];
    for (const specifier of specifiers) {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/).map((s) => s.trim());
      const file = files.get(imported);
      if (file) perComponent.push(`import ${local} from 'antd/${file}';`);
      else rest.push(specifier);
    }
    if (rest.length === specifiers.length) return whole;
    return [...perComponent, ...(rest.length ? [`import { ${rest.join(', ')} } from 'antd';`] : [])].join(' ');
  });
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

const NAMED_ICONS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@ant-design\/icons["'];?/g;

/**
 * @param {string} source
 * @param {Set<string>} icons names of the icons that have their own file
 * @returns {string}
 */
function rewriteIconImports(source, icons) {
  return source.replace(NAMED_ICONS_IMPORT, (whole, /** @type {string} */ list) => {
    const specifiers = list.split(',').map((s) => s.trim()).filter(Boolean);
    /** @type {string[]} */
    const perIcon = [];
    /** @type {string[]} */
    const rest = [];
    for (const specifier of specifiers) {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/).map((s) => s.trim());
      if (icons.has(imported)) perIcon.push(`import ${local} from '@ant-design/icons/es/icons/${imported}';`);
      else rest.push(specifier);
    }
    if (rest.length === specifiers.length) return whole;
    return [...perIcon, ...(rest.length ? [`import { ${rest.join(', ')} } from '@ant-design/icons';`] : [])].join(' ');
  });
}

/** @this {{ context: string; rootContext: string }} @param {string} source */
function antdImportsLoader(source) {
  const from = this.rootContext || this.context;
  let out = source;
  if (out.includes('antd')) out = rewriteAntdImports(out, antdExportFiles(from));
  if (out.includes('@portal/ui')) out = rewritePortalUiImports(out, portalUiExportFiles(from));
  if (out.includes('@ant-design/icons')) out = rewriteIconImports(out, iconFileNames(from));
  return out;
}

module.exports = antdImportsLoader;
module.exports.rewriteAntdImports = rewriteAntdImports;
module.exports.rewritePortalUiImports = rewritePortalUiImports;
module.exports.rewriteIconImports = rewriteIconImports;
