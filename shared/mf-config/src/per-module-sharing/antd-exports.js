// @ts-check
'use strict';
/**
 * antd's barrel (`antd/es/index.js`) read once: which folder each named export comes from, so that
 * `import { Button } from 'antd'` can load `antd/es/button/index.js` alone (ADR 0048).
 */
const fs = require('node:fs');
const path = require('node:path');

/** @type {Map<string, Map<string, string>>} */
const cache = new Map();

/**
 * Export name -> file (relative to the antd package: 'es/button/index.js') for the antd that `fromDir` resolves.
 * Only `export { default as X } from './x'` lines are mapped; anything else stays on the barrel.
 * @param {string} fromDir
 * @returns {Map<string, string>}
 */
function antdExportFiles(fromDir) {
  const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [fromDir] }));
  const known = cache.get(antdDir);
  if (known) return known;
  const source = fs.readFileSync(path.join(antdDir, 'es', 'index.js'), 'utf8');
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const match of source.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)) {
    const [, name, folder] = match;
    if (name && folder && fs.existsSync(path.join(antdDir, 'es', folder, 'index.js'))) files.set(name, `es/${folder}/index.js`);
  }
  cache.set(antdDir, files);
  return files;
}

module.exports = { antdExportFiles };
