// @ts-check
'use strict';
/**
 * @portal/ui's barrel (`shared/ui/src/index.ts`) read once: which source file each exported value comes from, so
 * that `import { PageTitle } from '@portal/ui'` can load `@portal/ui/src/layout/PageTitle` alone (ADR 0048,
 * session 11). Shared whole, the barrel made the shell's start load every part of @portal/ui: the Select (with
 * rc-select and the virtual list), Upload, Progress and dompurify that the shell's frame never draws.
 */
const fs = require('node:fs');
const path = require('node:path');

/** @type {Map<string, Map<string, string>>} */
const cache = new Map();

/** `export { A, type B, C as D } from './x';` (one or several lines). */
const EXPORT_FROM = /export\s*\{([^}]*)\}\s*from\s*'(\.\/[\w/-]+)';/g;

/**
 * Exported value name -> request ('@portal/ui/src/layout/PageTitle') for the @portal/ui that `fromDir` resolves;
 * type-only exports are left out (nothing of them survives compilation). Empty when @portal/ui is not installed.
 * @param {string} fromDir
 * @returns {Map<string, string>}
 */
function portalUiExportFiles(fromDir) {
  let manifest;
  try {
    manifest = require.resolve('@portal/ui/package.json', { paths: [fromDir] });
  } catch {
    return new Map();
  }
  const uiDir = path.dirname(manifest);
  const known = cache.get(uiDir);
  if (known) return known;
  const source = fs.readFileSync(path.join(uiDir, 'src', 'index.ts'), 'utf8');
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const [, list = '', from = ''] of source.matchAll(EXPORT_FROM)) {
    for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (raw.startsWith('type ')) continue;
      const [, exported = raw] = raw.split(/\s+as\s+/).map((s) => s.trim());
      files.set(exported, `@portal/ui/src/${from.slice(2)}`);
    }
  }
  cache.set(uiDir, files);
  return files;
}

module.exports = { portalUiExportFiles };
