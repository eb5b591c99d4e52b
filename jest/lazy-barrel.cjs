// A barrel whose members load on first use. antd's CommonJS index requires all of its ~70 components and
// @ant-design/icons' index all ~850 icons, and jest runs every test file in a fresh module registry: each
// file that imports `{ Button } from 'antd'` evaluated both whole again, about 1.7 s of CPU per file (ADR 0030,
// session 11). The barrels' own exports are getters (`Object.defineProperty(exports, "Button", { get ...
// _button.default })`) over requires at the top; this module reads those pairs from the barrel's source and
// defines the same getters, each requiring its one file when a test first touches it. Same module instances,
// same names (shared/testing/src/jsdom/lazy-barrels.test.ts compares them with the real barrels); a name the
// parser does not understand falls back to the real barrel.
const fs = require('node:fs');
const path = require('node:path');

const REQUIRE_VAR = /var (_\w+) = (?:(_interopRequire(?:Default|Wildcard))\()?require\("([^"]+)"\)\)?;/g;
const GETTER = /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);\s*\}\s*\}\);/g;
const EXPORT_ALL = /Object\.keys\((_\w+)\)\.forEach\(function \(key\) \{/g;
const ASSIGNED = /exports\.(\w+) = /g;

/** Defines lazy getters on `target` for every export of the CommonJS barrel at `file`. */
function defineLazyExports(target, file, loadWhole) {
  const source = fs.readFileSync(file, 'utf8');
  const dir = path.dirname(file);
  const vars = new Map();
  for (const [, name, interop, request] of source.matchAll(REQUIRE_VAR)) vars.set(name, { request, interop });
  const load = (name) => {
    const { request, interop } = vars.get(name);
    const mod = require(request.startsWith('.') ? path.join(dir, request) : request);
    // Babel's interop: an ES module as it is, CommonJS as its default.
    return interop && !(mod && mod.__esModule) ? { default: mod } : mod;
  };
  const define = (name, get) => {
    if (name === '__esModule' || Object.prototype.hasOwnProperty.call(target, name)) return;
    Object.defineProperty(target, name, { enumerable: true, configurable: true, get });
  };
  for (const [, name, variable, member] of source.matchAll(GETTER)) {
    if (vars.has(variable)) define(name, () => load(variable)[member]);
  }
  // `export * from './icons'`: that barrel's members, lazily too.
  for (const [, variable] of source.matchAll(EXPORT_ALL)) {
    const sub = vars.get(variable);
    if (sub && sub.request.startsWith('.')) defineLazyExports(target, require.resolve(path.join(dir, sub.request)), loadWhole);
  }
  // What is assigned directly (antd's unstableSetRender, the icons' IconProvider) or not understood: the real barrel.
  for (const [, name] of source.matchAll(ASSIGNED)) define(name, () => loadWhole()[name]);
  for (const [, name] of source.matchAll(/Object\.defineProperty\(exports, "(\w+)"/g)) define(name, () => loadWhole()[name]);
}

/** The lazy twin of the CommonJS barrel `file` (an absolute path). */
function lazyBarrel(file) {
  const lazy = {};
  Object.defineProperty(lazy, '__esModule', { value: true });
  defineLazyExports(lazy, file, () => require(file));
  return lazy;
}

module.exports = { lazyBarrel };
