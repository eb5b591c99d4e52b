// @ts-check
'use strict';
/**
 * The share tables of an app's entry, written compactly (ADR 0048, session 12).
 *
 * With antd and @rc-component shared module by module the host's entry lists ~790 shared modules three times:
 * - webpack's own sharing runtime (`__webpack_require__.I` with one `register(...)` call per provided module), which
 *   Module Federation 2's sharing runtime replaces a few lines later (both assign `__webpack_require__.S` and `.I`;
 *   the federation one runs last): 16 KB gzip of code that never runs;
 * - the federation runtime's init options (`initOptions.shared`: per key its version, a getter that loads the
 *   module's chunks, its scope and share config);
 * - the consume table (`moduleIdToConsumeDataMapping`: per consumed module its fallback getter, config and key).
 * Each entry of the last two repeats the same config object and the same getter shape
 * (`() => Promise.all([__webpack_require__.e(1), ...]).then(() => () => __webpack_require__(2))`), 37 KB gzip in all.
 *
 * This plugin drops webpack's dead sharing runtime where the federation one is present, and writes the two tables
 * as data (key list front-coded, configs and versions once, per entry its chunk ids and module id) that a few lines
 * of runtime turn back into the very same objects before anything reads them. A getter not in the canonical shape
 * (an eager module, a tree-shaking mode, a missing module) is kept as webpack wrote it.
 */
const path = require('node:path');
const webpack = require('webpack');
// webpack's own internals (no type declarations), from the copy the builds run.
const WEBPACK_LIB = path.dirname(require.resolve('webpack'));
const WebpackShareRuntimeModule = require(path.join(WEBPACK_LIB, 'sharing', 'ShareRuntimeModule.js'));
const { compareModulesByIdentifier } = require(path.join(WEBPACK_LIB, 'util', 'comparators.js'));
// The package's `exports` map hides its runtime module classes: required by path, from the copy its plugins use.
const FEDERATION_SHARING_DIR = path.join(path.dirname(require.resolve('@module-federation/enhanced')), 'lib', 'sharing');
const FederationShareRuntimeModule = require(path.join(FEDERATION_SHARING_DIR, 'ShareRuntimeModule.js')).default;
const FederationConsumeRuntimeModule = require(path.join(FEDERATION_SHARING_DIR, 'ConsumeSharedRuntimeModule.js')).default;

const { RuntimeGlobals } = webpack;
const NAME = 'CompactShareTablesPlugin';
const REQUIRE = RuntimeGlobals.require;
const ENSURE_CHUNK = RuntimeGlobals.ensureChunk;
const FEDERATION = `${REQUIRE}.federation`;

/** The part of webpack's RuntimeTemplate the getters are written with. @typedef {{ returningFunction(body: string, args?: string): string }} ReturningFunctionTemplate */

/**
 * The chunk ids and module id of a getter in webpack's canonical async-factory shape, or undefined when `getter`
 * has any other shape. Parsed, then rebuilt with the same template and compared, so nothing else is ever matched.
 * @param {string} getter
 * @param {ReturningFunctionTemplate} runtimeTemplate
 * @returns {{ chunks: unknown[]; module: unknown } | undefined}
 */
function parseGetter(getter, runtimeTemplate) {
  const moduleMatch = /__webpack_require__\(([^()]+)\)\)*$/.exec(getter);
  if (!moduleMatch) return undefined;
  const chunkIds = [...getter.matchAll(/__webpack_require__\.e\(([^(),]+)\)/g)].map((m) => m[1]);
  const moduleId = moduleMatch[1];
  const R = (/** @type {string} */ body) => runtimeTemplate.returningFunction(body);
  const factory = R(R(`${REQUIRE}(${moduleId})`));
  let rebuilt;
  if (!chunkIds.length) rebuilt = factory;
  else {
    const ensure = chunkIds.length === 1
      ? `${ENSURE_CHUNK}(${chunkIds[0]})`
      : `Promise.all([${chunkIds.map((id) => `${ENSURE_CHUNK}(${id})`).join(', ')}])`;
    rebuilt = R(`${ensure}.then(${R(R(`${REQUIRE}(${moduleId})`))})`);
  }
  if (rebuilt !== getter) return undefined;
  try {
    return { chunks: chunkIds.map((id) => JSON.parse(id)), module: JSON.parse(moduleId) };
  } catch {
    return undefined;
  }
}

/**
 * Keys as [length of the prefix shared with the previous key, rest], in the given order.
 * @param {string[]} keys
 */
function frontCode(keys) {
  let previous = '';
  return keys.map((key) => {
    let n = 0;
    while (n < key.length && n < previous.length && key[n] === previous[n]) n += 1;
    previous = key;
    return [n, key.slice(n)];
  });
}

/**
 * A value's index in `table` (added when new), compared by its JSON.
 * @param {unknown[]} table
 * @param {Map<string, number>} index
 * @param {unknown} value
 */
function intern(table, index, value) {
  const json = JSON.stringify(value);
  let at = index.get(json);
  if (at === undefined) {
    at = table.length;
    table.push(value);
    index.set(json, at);
  }
  return at;
}

/**
 * Runtime helpers, as one expression each, that turn the data back into objects (ES5: they run in every browser
 * the rest of the runtime runs in).
 * - keys(list): front-coded keys back to strings;
 * - getter(chunks, id): webpack's async module factory for those chunks and that module.
 */
const KEYS_HELPER = 'function(l){var p="";return l.map(function(e){return p=p.slice(0,e[0])+e[1]})}';
const GETTER_HELPER = `function(c,m){var f=function(){return ${REQUIRE}(m)};return c.length?function(){return Promise.all(c.map(function(i){return ${ENSURE_CHUNK}(i)})).then(function(){return f})}:function(){return f}}`;
const COPY_HELPER = 'function(o){return JSON.parse(JSON.stringify(o))}';
/** The fields of a consume entry besides its fallback and key, in the library's order. */
const CONSUME_FIELDS = ['shareScope', 'singleton', 'requiredVersion', 'strictVersion', 'eager', 'layer'];

/**
 * `initOptions.shared` as data. Each option: { name, version (a JSON string), getter, shareScope, shareConfig,
 * treeShakingMode } as Module Federation's ProvideSharedModule records it.
 * @param {Array<{ name: string; version: string; getter: string; shareScope: string | string[]; shareConfig: Record<string, unknown>; treeShakingMode?: string }>} options
 * @param {ReturningFunctionTemplate} runtimeTemplate
 */
function compactInitOptions(options, runtimeTemplate) {
  const rows = [];
  /** @type {string[]} */
  const raw = [];
  for (const option of options) {
    const parsed = option.treeShakingMode ? undefined : parseGetter(option.getter, runtimeTemplate);
    const scope = Array.isArray(option.shareScope) ? option.shareScope.flat() : [option.shareScope];
    if (parsed) rows.push({ key: option.name, version: JSON.parse(option.version), config: { scope, shareConfig: option.shareConfig }, ...parsed });
    else {
      raw.push(`[${JSON.stringify(option.name)}, {version: ${option.version}, get: ${option.getter}, scope: ${JSON.stringify(scope)}, shareConfig: ${JSON.stringify(option.shareConfig)}${option.treeShakingMode ? `, treeShaking: {mode: ${JSON.stringify(option.treeShakingMode)}}` : ''}}]`);
    }
  }
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  /** @type {unknown[]} */
  const versions = [];
  /** @type {unknown[]} */
  const configs = [];
  const versionIndex = new Map();
  const configIndex = new Map();
  const data = rows.map((row) => [intern(versions, versionIndex, row.version), intern(configs, configIndex, row.config), row.chunks, row.module]);
  // Row i is the i-th key of the front-coded list: [version, config, chunk ids, module id].
  return `(function(k,g,c,v,s,d,x){var r={};function add(n,o){(r[n]=r[n]||[]).push(o)}k(${JSON.stringify(frontCode(rows.map((row) => row.key)))}).forEach(function(n,i){var e=d[i],o=c(s[e[1]]);add(n,{version:v[e[0]],get:g(e[2],e[3]),scope:o.scope,shareConfig:o.shareConfig})});x.forEach(function(e){add(e[0],e[1])});return r})(${KEYS_HELPER},${GETTER_HELPER},${COPY_HELPER},${JSON.stringify(versions)},${JSON.stringify(configs)},${JSON.stringify(data)},[${raw.join(',')}])`;
}

/**
 * `moduleIdToConsumeDataMapping` as data. Each entry: [module id, { fallback getter, shareOption }].
 * @param {Array<[unknown, { fallback: string; shareOption: { shareKey: string; shareScope: string | string[]; shareConfig: Record<string, unknown>; treeShakingMode?: string } }]>} entries
 * @param {ReturningFunctionTemplate} runtimeTemplate
 */
function compactConsumes(entries, runtimeTemplate) {
  const rows = [];
  /** @type {string[]} */
  const raw = [];
  for (const [id, { fallback, shareOption }] of entries) {
    const { shareConfig } = shareOption;
    /** @type {Record<string, unknown>} */
    const config = {
      shareScope: Array.isArray(shareOption.shareScope) ? shareOption.shareScope : [shareOption.shareScope || 'default'],
      singleton: shareConfig.singleton,
      requiredVersion: shareConfig.requiredVersion,
      strictVersion: shareConfig.strictVersion,
      eager: shareConfig.eager,
      layer: shareConfig.layer,
    };
    const parsed = shareOption.treeShakingMode ? undefined : parseGetter(fallback, runtimeTemplate);
    if (parsed) rows.push({ id, key: shareOption.shareKey, config, ...parsed });
    else {
      const fields = Object.entries(config).map(([name, value]) => `${name}: ${value === undefined ? 'undefined' : JSON.stringify(value)}`);
      raw.push(`[${JSON.stringify(id)}, {fallback: ${fallback}, ${fields.join(', ')}, shareKey: ${JSON.stringify(shareOption.shareKey)}${shareOption.treeShakingMode ? `, treeShakingMode: ${JSON.stringify(shareOption.treeShakingMode)}` : ''}}]`);
    }
  }
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  /** @type {unknown[]} */
  const configs = [];
  const configIndex = new Map();
  // JSON drops a field that is undefined (`layer`, for every app today); the runtime puts it back as undefined.
  const data = rows.map((row) => [row.id, intern(configs, configIndex, row.config), row.chunks, row.module]);
  // Row i: [consume module id, config, chunk ids, fallback module id] for the i-th key of the front-coded list.
  return `(function(k,g,c,s,d,x,f){var r={};k(${JSON.stringify(frontCode(rows.map((row) => row.key)))}).forEach(function(n,i){var e=d[i],o=c(s[e[1]]);f.forEach(function(n){n in o||(o[n]=void 0)});o.fallback=g(e[2],e[3]);o.shareKey=n;r[e[0]]=o});x.forEach(function(e){r[e[0]]=e[1]});return r})(${KEYS_HELPER},${GETTER_HELPER},${COPY_HELPER},${JSON.stringify(configs)},${JSON.stringify(data)},[${raw.join(',')}],${JSON.stringify(CONSUME_FIELDS)})`;
}

/**
 * Federation's ShareRuntimeModule, with `initOptions.shared` as data; the rest of its code as the library writes it.
 * @param {any} module
 * @param {() => string | null} original the library's own generate
 */
function generateShareRuntime(module, original) {
  const code = original();
  const { compilation, chunkGraph, chunk } = module;
  if (!code || !compilation || !chunkGraph || !chunk) return code;
  const start = `${FEDERATION}.initOptions.shared = {`;
  const tailAt = code.indexOf(`\n${RuntimeGlobals.shareScopeMap} = {};`);
  if (!code.startsWith(start) || tailAt < 0) return code;
  const { codeGenerationResults, runtimeTemplate } = compilation;
  /** @type {Map<string, any[]>} */
  const byName = new Map();
  for (const referenced of chunk.getAllReferencedChunks()) {
    const modules = chunkGraph.getOrderedChunkModulesIterableBySourceType(referenced, 'share-init', compareModulesByIdentifier);
    if (!modules) continue;
    for (const m of modules) {
      const option = codeGenerationResults.getData(m, referenced.runtime, 'share-init-option');
      if (!option) continue;
      // The same de-duplication as the library: one option per (name, version, layer).
      const list = byName.get(option.name) || [];
      if (!list.find((o) => o.version === option.version && o.shareConfig?.layer === option.shareConfig?.layer)) list.push(option);
      byName.set(option.name, list);
    }
  }
  return `${FEDERATION}.initOptions.shared = ${compactInitOptions([...byName.values()].flat(), runtimeTemplate)};${code.slice(tailAt)}`;
}

/**
 * Federation's ConsumeSharedRuntimeModule, with its consume table as data; the rest as the library writes it.
 * @param {any} module
 * @param {() => string | null} original the library's own generate
 */
function generateConsumeRuntime(module, original) {
  const code = original();
  const { compilation, chunkGraph, chunk } = module;
  if (!code || !compilation || !chunkGraph || !chunk) return code;
  const head = `${REQUIRE}.consumesLoadingData.moduleIdToConsumeDataMapping = {`;
  const from = code.indexOf(head);
  const to = code.indexOf('\n};\nvar moduleToHandlerMapping = {};', from);
  if (from < 0 || to < 0) return code;
  const { codeGenerationResults, runtimeTemplate } = compilation;
  /** @type {Map<unknown, { fallback: string; shareOption: any }>} */
  const entries = new Map();
  const chunks = [...chunk.getAllReferencedChunks(), ...chunk.getAllInitialChunks()];
  for (const referenced of chunks) {
    const modules = chunkGraph.getOrderedChunkModulesIterableBySourceType(referenced, 'consume-shared', compareModulesByIdentifier);
    if (!modules) continue;
    for (const m of modules) {
      const id = chunkGraph.getModuleId(m);
      if (id === null || id === undefined) continue;
      const getter = codeGenerationResults.getSource(m, referenced.runtime, 'consume-shared');
      const shareOption = codeGenerationResults.getData(m, referenced.runtime, 'consume-shared');
      if (!getter || !shareOption) continue;
      // The library keeps the last one seen for an id (a Map set per chunk); so does this.
      entries.set(id, { fallback: getter.source().toString(), shareOption });
    }
  }
  return `${code.slice(0, from)}${REQUIRE}.consumesLoadingData.moduleIdToConsumeDataMapping = ${compactConsumes([...entries], runtimeTemplate)};${code.slice(to + '\n};'.length)}`;
}

class CompactShareTablesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        const runtimeModule = /** @type {any} */ (module);
        const original = runtimeModule.generate.bind(runtimeModule);
        if (module instanceof WebpackShareRuntimeModule) {
          // Dead where the federation sharing runtime is in the same chunk: it assigns the same globals after it.
          runtimeModule.generate = () => {
            const { chunk, chunkGraph } = runtimeModule;
            const replaced = chunk && chunkGraph && [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].some((m) => m instanceof FederationShareRuntimeModule);
            return replaced ? null : original();
          };
        } else if (module instanceof FederationShareRuntimeModule) {
          runtimeModule.generate = () => generateShareRuntime(runtimeModule, original);
        } else if (module instanceof FederationConsumeRuntimeModule) {
          runtimeModule.generate = () => generateConsumeRuntime(runtimeModule, original);
        }
      });
    });
  }
}

module.exports = { CompactShareTablesPlugin, parseGetter, frontCode, compactInitOptions, compactConsumes };
