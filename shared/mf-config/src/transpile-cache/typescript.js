// @ts-check
'use strict';
/**
 * TypeScript for ts-loader (its `compiler` option) with `transpileModule` answered from a folder shared by the builds
 * (PORTAL_TRANSPILE_CACHE, set by scripts/lib/build.mjs), ADR 0121. The six production builds each transpile the
 * workspace packages they bundle (@portal/contracts, kit, ui, auth, i18n, ...: most of a remote's TypeScript): about
 * 7 of a remote's ~20 CPU seconds are TypeScript's. transpileModule is a function of the file's text, its name, the
 * compiler options and TypeScript's version, so an answer stored under a hash of exactly those is the answer
 * TypeScript gives: the bundles stay byte for byte the same. The options' `configFilePath` (each app's tsconfig,
 * which transpiling one file never reads) is left out of the key so that the apps share their answers; answers with
 * diagnostics, or with custom transformers, are never stored. Without the variable this is TypeScript itself.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** @param {Record<string, unknown>} value sorted keys, so that two apps' equal options give one key */
function stableJson(value) {
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/**
 * @param {string} input
 * @param {import('typescript').TranspileOptions} options
 * @returns {import('typescript').TranspileOutput}
 */
function transpileModule(input, options) {
  const dir = process.env.PORTAL_TRANSPILE_CACHE;
  if (!dir || options.transformers || !options.fileName) return ts.transpileModule(input, options);
  const { configFilePath: _notRead, ...compilerOptions } = options.compilerOptions ?? {};
  const key = crypto.createHash('sha256')
    .update(JSON.stringify([ts.version, options.fileName, options.moduleName ?? null, options.renamedDependencies ?? null, options.reportDiagnostics === true]))
    .update('\0').update(stableJson(compilerOptions)).update('\0').update(input)
    .digest('hex');
  const file = path.join(dir, key.slice(0, 2), `${key}.json`);
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { outputText: stored.outputText, sourceMapText: stored.sourceMapText, diagnostics: [] };
  } catch {
    // not stored yet (or being written by the other build: then it is transpiled here too)
  }
  const output = ts.transpileModule(input, options);
  if (!output.diagnostics?.length) {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written aside and renamed: the other build never reads half a file.
      const partial = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(partial, JSON.stringify({ outputText: output.outputText, sourceMapText: output.sourceMapText }));
      fs.renameSync(partial, file);
    } catch {
      // a cache that cannot be written only costs time
    }
  }
  return output;
}

module.exports = new Proxy(ts, { get: (target, key) => (key === 'transpileModule' ? transpileModule : Reflect.get(target, key)) });
