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
 */
const { antdExportFiles } = require('./antd-exports');

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

/** @this {{ context: string; rootContext: string }} @param {string} source */
function antdImportsLoader(source) {
  if (!source.includes('antd')) return source;
  return rewriteAntdImports(source, antdExportFiles(this.rootContext || this.context));
}

module.exports = antdImportsLoader;
module.exports.rewriteAntdImports = rewriteAntdImports;
