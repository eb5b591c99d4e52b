// @ts-check
'use strict';
/**
 * Webpack loader for the chart library's own files (ADR 0115, "Session 58"). @ant-design/plots and
 * @ant-design/charts-util take about forty lodash functions through `import { get, set } from 'lodash'` and
 * `export { ... } from 'lodash'`: lodash's main file is one CommonJS module, so each of those lines brought the whole of
 * lodash (68 KB minified, 22 KB as transferred) into the dashboards' chart file. lodash ships every function as a file
 * of its own (`lodash/get.js`, the same code of the same version), so each named import or re-export becomes an import
 * of that file, and only the functions the chart library names (with their shared helpers) are built in.
 * Anything unexpected (a default or namespace import, a name lodash has no file for) leaves the line as written: a
 * heavier chart file, never a broken one.
 */
const path = require('node:path');

/** `import { a, b as c } from 'lodash';` or `export { a, b as c, } from 'lodash';`, one statement per match. */
const LODASH_BARREL = /^(import|export)\s*\{([^}]*)\}\s*from\s*(['"])lodash\3;?[ \t]*$/gm;
const SPECIFIER = /^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/;

/**
 * @param {string} source a file of the chart library
 * @param {(name: string) => boolean} hasMethodFile whether lodash has `lodash/<name>.js` where this file resolves it
 * @returns {string}
 */
function lodashPerMethod(source, hasMethodFile) {
  return source.replace(LODASH_BARREL, (statement, kind, list) => {
    const specifiers = String(list).split(',').map((s) => s.trim()).filter(Boolean).map((s) => SPECIFIER.exec(s));
    if (!specifiers.length || specifiers.some((s) => !s || !hasMethodFile(s[1]))) return statement;
    return specifiers
      .map((s) => {
        const [, name, alias = name] = /** @type {RegExpExecArray} */ (s);
        return kind === 'import' ? `import ${alias} from 'lodash/${name}.js';` : `export { default as ${alias} } from 'lodash/${name}.js';`;
      })
      .join('\n');
  });
}

/** @this {{ resourcePath: string }} @param {string} source */
function lodashPerMethodLoader(source) {
  const paths = [path.dirname(this.resourcePath)];
  const hasMethodFile = (/** @type {string} */ name) => {
    try {
      require.resolve(`lodash/${name}.js`, { paths });
      return true;
    } catch {
      return false;
    }
  };
  return lodashPerMethod(source, hasMethodFile);
}

module.exports = lodashPerMethodLoader;
module.exports.lodashPerMethod = lodashPerMethod;
