// @ts-check
'use strict';
/**
 * The barrels of @rc-component packages (`es/index.js`) read once: which file each named export comes from, so
 * that antd's `import { FormProvider } from '@rc-component/form'` can load `@rc-component/form/es/FormContext.js`
 * alone (ADR 0048, session 11). antd's internals import the barrels by name (form/context.js, imported by every
 * input, pulls the whole of @rc-component/form and async-validator; tooltip/util.js the whole colour picker), and a
 * shared module is never tree-shaken, so every barrel reached from the start came whole.
 *
 * Understood forms: `export { default as A, B as C } from './x'`, and `import A from './x'` / `import { B } from
 * './x'` re-exported by `export { A, B as C }`. Anything else (the default export, `export *`) is not mapped and
 * stays on the barrel.
 */
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{ file: string; imported: string }} ExportSource  file relative to the package ('es/FormContext.js') */

/** @type {Map<string, Map<string, ExportSource> | null>} */
const cache = new Map();

/** './FormContext' -> 'es/FormContext.js' when that file exists (or its index.js), else undefined. */
function fileOf(/** @type {string} */ packageDir, /** @type {string} */ from) {
  const base = path.join(packageDir, 'es', from);
  for (const suffix of ['', '.js', '/index.js']) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(packageDir, candidate).split(path.sep).join('/');
  }
  return undefined;
}

/** `A, B as C` -> [['A', 'A'], ['B', 'C']] (local/imported name, exported name). */
function specifiers(/** @type {string} */ list) {
  return list.replace(/\/\*[\s\S]*?\*\//g, '').split(',').map((s) => s.trim()).filter(Boolean)
    .map((s) => { const [a = '', b = a] = s.split(/\s+as\s+/).map((x) => x.trim()); return [a, b]; });
}

/**
 * Export name -> source file for the package at `packageDir`, or null when it has no `es/index.js` or an `exports`
 * map (deep files of such a package cannot be imported).
 * @param {string} packageDir
 * @returns {Map<string, ExportSource> | null}
 */
function rcBarrelExports(packageDir) {
  const known = cache.get(packageDir);
  if (known !== undefined) return known;
  /** @type {Map<string, ExportSource> | null} */
  let result = null;
  const index = path.join(packageDir, 'es', 'index.js');
  const manifest = path.join(packageDir, 'package.json');
  if (fs.existsSync(index) && !(fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).exports)) {
    const source = fs.readFileSync(index, 'utf8');
    /** @type {Map<string, ExportSource>} */
    const locals = new Map();
    for (const [, name = '', from = ''] of source.matchAll(/^import\s+(\w+)\s+from\s+["'](\.[^"']+)["'];?$/gm)) {
      const file = fileOf(packageDir, from);
      if (file) locals.set(name, { file, imported: 'default' });
    }
    for (const [, list = '', from = ''] of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s+["'](\.[^"']+)["'];?$/gm)) {
      const file = fileOf(packageDir, from);
      if (file) for (const [imported, local] of specifiers(list)) locals.set(local, { file, imported });
    }
    result = new Map();
    for (const [, list = '', from = ''] of source.matchAll(/^export\s*\{([^}]*)\}\s*from\s+["'](\.[^"']+)["'];?$/gm)) {
      const file = fileOf(packageDir, from);
      if (file) for (const [imported, exported] of specifiers(list)) result.set(exported, { file, imported });
    }
    for (const [, list = ''] of source.matchAll(/^export\s*\{([^}]*)\};?$/gm)) {
      for (const [local, exported] of specifiers(list)) {
        const found = locals.get(local);
        if (found) result.set(exported, found);
      }
    }
  }
  cache.set(packageDir, result);
  return result;
}

const NAMED_RC_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](@rc-component\/[\w-]+)["'];?/g;

/**
 * Rewrites named imports of @rc-component barrels to one import per source file; a specifier the barrel does not
 * map leaves the whole statement as written.
 * @param {string} source
 * @param {(packageName: string) => Map<string, ExportSource> | null} exportsOf
 */
function rewriteRcBarrelImports(source, exportsOf) {
  return source.replace(NAMED_RC_IMPORT, (whole, /** @type {string} */ list, /** @type {string} */ packageName) => {
    const map = exportsOf(packageName);
    if (!map) return whole;
    const parts = specifiers(list);
    if (!parts.length || parts.some(([imported]) => !map.has(imported))) return whole;
    return parts.map(([imported, local]) => {
      const { file, imported: original } = /** @type {ExportSource} */ (map.get(imported));
      return original === 'default' ? `import ${local} from '${packageName}/${file}';` : `import { ${original} as ${local} } from '${packageName}/${file}';`;
    }).join(' ');
  });
}

module.exports = { rcBarrelExports, rewriteRcBarrelImports };
