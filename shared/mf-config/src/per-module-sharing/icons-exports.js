// @ts-check
'use strict';
/**
 * The icons @ant-design/icons ships one file each (`es/icons/<Name>.js`), read once: `import { HolderOutlined }
 * from '@ant-design/icons'` can then load that icon's file alone instead of the barrel of all ~850 (session 11).
 */
const fs = require('node:fs');
const path = require('node:path');

/** @type {Map<string, Set<string>>} */
const cache = new Map();

/**
 * Names of the icons that have their own file, for the @ant-design/icons that `fromDir` resolves.
 * @param {string} fromDir
 * @returns {Set<string>}
 */
function iconFileNames(fromDir) {
  const iconsDir = path.join(path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [fromDir] })), 'es', 'icons');
  const known = cache.get(iconsDir);
  if (known) return known;
  const names = new Set(fs.readdirSync(iconsDir).filter((f) => /^\w+\.js$/.test(f) && f !== 'index.js').map((f) => f.slice(0, -3)));
  cache.set(iconsDir, names);
  return names;
}

module.exports = { iconFileNames };
