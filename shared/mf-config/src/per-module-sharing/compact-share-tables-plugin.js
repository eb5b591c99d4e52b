// @ts-check
'use strict';
/**
 * The share tables of an app's entry, written compactly (ADR 0048, sessions 12 and 13).
 *
 * With antd and @rc-component shared module by module the host's entry lists ~790 shared modules in four places:
 * - webpack's own sharing runtime (`__webpack_require__.I` with one `register(...)` call per provided module), which
 *   Module Federation 2's sharing runtime replaces a few lines later (both assign `__webpack_require__.S` and `.I`;
 *   the federation one runs last): 16 KB gzip of code that never runs, dropped here;
 * - the federation runtime's init options (`initOptions.shared`: per key its version, a getter that loads the
 *   module's chunks, its scope and share config);
 * - the consume table (`moduleIdToConsumeDataMapping`: per consumed module its fallback getter, config and key);
 * - the consumes' chunk mapping (per chunk, the consume modules its loading installs).
 * The last three are written once, as one piece of data (share-tables-encoding.js: one row per key), by a runtime
 * module of this plugin that runs before the library's two; theirs then take the rebuilt objects instead of their
 * literals. Each literal is replaced only when the rebuilt object is proved the same at build time
 * (share-tables-check.js: both evaluated, every field and what every getter does compared); otherwise webpack's
 * literal stays, with a build warning.
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
const { encodeShareTables } = require('./share-tables-encoding');
const { describeSource } = require('./share-tables-check');

const { RuntimeGlobals } = webpack;
const NAME = 'CompactShareTablesPlugin';
const REQUIRE = RuntimeGlobals.require;
const FEDERATION = `${REQUIRE}.federation`;

/** Where the data runtime module leaves the rebuilt tables for the two library modules to take. */
const TABLES = `${REQUIRE}.compactShareTables`;
const SHARED_HEAD = `${FEDERATION}.initOptions.shared = `;
const CONSUMES_HEAD = `${REQUIRE}.consumesLoadingData.moduleIdToConsumeDataMapping = `;
const CONSUMES_TAIL = '\n};\nvar moduleToHandlerMapping = {};';
const CHUNK_MAPPING_HEAD = `${REQUIRE}.consumesLoadingData.chunkMapping = `;
const CHUNK_MAPPING_TAIL = `;\n${RuntimeGlobals.ensureChunkHandlers}.consumes = `;

/**
 * A table's object literal in a library module's code: { from, to } of `head<literal><tail>` (the literal from the
 * end of head to the start of tail, plus `extra` characters of the tail), or undefined.
 * @param {string} code
 * @param {string} head
 * @param {string} tail
 * @param {number} [extra]
 */
function findLiteral(code, head, tail, extra = 0) {
  const at = code.indexOf(head);
  if (at < 0) return undefined;
  const end = code.indexOf(tail, at);
  if (end < 0) return undefined;
  return { at, from: at + head.length, to: end + extra };
}

/**
 * What the tables of one runtime chunk become: the data module's expression and which of the library modules' three
 * literals it replaces (each only when it rebuilds exactly what the literal holds).
 * @typedef {{ expression: string; shared: boolean; consumes: boolean; chunkMapping: boolean; shareCode: string | null; consumeCode: string | null }} Plan
 */

/**
 * The provided options, consumes and chunk mapping of `chunk`'s runtime, gathered as the library's two modules do.
 * @param {any} compilation
 * @param {any} chunkGraph
 * @param {any} chunk
 */
function gatherTables(compilation, chunkGraph, chunk) {
  const { codeGenerationResults } = compilation;
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
  /** @type {Map<string | number, { fallback: string; shareOption: any }>} */
  const consumes = new Map();
  /** @type {Array<[string, Array<string | number>]>} */
  const chunkMapping = [];
  /** @param {any} referenced @param {Array<string | number> | undefined} list */
  const addConsumes = (referenced, list) => {
    const modules = chunkGraph.getOrderedChunkModulesIterableBySourceType(referenced, 'consume-shared', compareModulesByIdentifier);
    if (!modules) return false;
    for (const m of modules) {
      const id = chunkGraph.getModuleId(m);
      if (id === null || id === undefined) continue;
      if (list) list.push(id);
      const getter = codeGenerationResults.getSource(m, referenced.runtime, 'consume-shared');
      const shareOption = getter && codeGenerationResults.getData(m, referenced.runtime, 'consume-shared');
      // The library keeps the last one seen for an id; so does this.
      if (shareOption) consumes.set(id, { fallback: getter.source().toString(), shareOption });
    }
    return true;
  };
  for (const referenced of chunk.getAllReferencedChunks()) {
    if (referenced.id === null || referenced.id === '') continue;
    /** @type {Array<string | number>} */
    const ids = [];
    if (addConsumes(referenced, ids)) chunkMapping.push([String(referenced.id), ids]);
  }
  for (const initial of chunk.getAllInitialChunks()) addConsumes(initial, undefined);
  return { options: [...byName.values()].flat(), consumes: [...consumes], chunkMapping };
}

/**
 * The plan for `chunk` (see Plan), from the library modules' own code and the chunk graph.
 * @param {any} compilation
 * @param {any} chunkGraph
 * @param {any} chunk
 * @param {WeakMap<object, () => string | null>} originals each wrapped library module's own generate
 * @returns {Plan | undefined}
 */
function makePlan(compilation, chunkGraph, chunk, originals) {
  if (!compilation.codeGenerationResults) return undefined;
  const runtimeModules = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)];
  const shareModule = runtimeModules.find((m) => m instanceof FederationShareRuntimeModule && originals.has(m));
  const consumeModule = runtimeModules.find((m) => m instanceof FederationConsumeRuntimeModule && originals.has(m));
  const shareCode = shareModule ? /** @type {() => string | null} */ (originals.get(shareModule))() : null;
  const consumeCode = consumeModule ? /** @type {() => string | null} */ (originals.get(consumeModule))() : null;
  const sharedLiteral = shareCode && shareCode.startsWith(SHARED_HEAD) ? findLiteral(shareCode, SHARED_HEAD, `\n${RuntimeGlobals.shareScopeMap} = {};`) : undefined;
  const consumesLiteral = consumeCode ? findLiteral(consumeCode, CONSUMES_HEAD, CONSUMES_TAIL, 2) : undefined;
  const chunkMappingLiteral = consumeCode ? findLiteral(consumeCode, CHUNK_MAPPING_HEAD, CHUNK_MAPPING_TAIL) : undefined;
  if (!sharedLiteral && !consumesLiteral) return undefined;

  const tables = gatherTables(compilation, chunkGraph, chunk);
  const expression = encodeShareTables({ ...tables, chunkMapping: chunkMappingLiteral ? tables.chunkMapping : null }, compilation.runtimeTemplate);
  /** @type {Map<string, string>} */
  const rebuilt = new Map();
  try {
    const described = /** @type {Array<[string, unknown]>} */ (describeSource(expression));
    for (const [name, value] of described) rebuilt.set(name, JSON.stringify(value));
  } catch (error) {
    compilation.warnings.push(new webpack.WebpackError(`${NAME}: the compact share tables did not evaluate (${error}); webpack's tables are kept.`));
    return undefined;
  }
  /** @param {string | null} code @param {{ from: number; to: number } | undefined} literal @param {string} part */
  const same = (code, literal, part) => {
    if (!code || !literal) return false;
    try {
      if (JSON.stringify(describeSource(code.slice(literal.from, literal.to))) === rebuilt.get(part)) return true;
    } catch {
      // Reported below.
    }
    compilation.warnings.push(new webpack.WebpackError(`${NAME}: the compact ${part === 's' ? 'init options' : part === 'c' ? 'consume table' : 'chunk mapping'} of chunk ${chunk.id} differs from webpack's; webpack's is kept.`));
    return false;
  };
  const plan = {
    expression,
    shared: same(shareCode, sharedLiteral, 's'),
    consumes: same(consumeCode, consumesLiteral, 'c'),
    chunkMapping: same(consumeCode, chunkMappingLiteral, 'm'),
    shareCode,
    consumeCode,
  };
  return plan.shared || plan.consumes || plan.chunkMapping ? plan : undefined;
}

/** The rebuilt tables, once per runtime chunk, before the library's sharing (stage 2) and consumes (attach) modules. */
class ShareTablesRuntimeModule extends webpack.RuntimeModule {
  /** @param {(module: ShareTablesRuntimeModule) => Plan | undefined} planOf */
  constructor(planOf) {
    super('compact share tables', webpack.RuntimeModule.STAGE_NORMAL + 1);
    this.planOf = planOf;
  }

  generate() {
    const plan = this.planOf(this);
    return plan ? `${TABLES} = ${plan.expression};` : null;
  }
}

/**
 * The library's sharing module with `initOptions.shared` taken from the rebuilt tables (when the plan says so).
 * @param {Plan | undefined} plan
 * @param {string | null} code
 */
function shareRuntimeCode(plan, code) {
  if (!plan || !plan.shared || !code) return code;
  const literal = /** @type {{ at: number; to: number }} */ (findLiteral(code, SHARED_HEAD, `\n${RuntimeGlobals.shareScopeMap} = {};`));
  return `${SHARED_HEAD}${TABLES}.s;${code.slice(literal.to)}`;
}

/**
 * The library's consumes module with its consume table and chunk mapping taken from the rebuilt tables (as planned).
 * @param {Plan | undefined} plan
 * @param {string | null} code
 */
function consumeRuntimeCode(plan, code) {
  if (!plan || !code) return code;
  let result = code;
  if (plan.chunkMapping) {
    const literal = /** @type {{ from: number; to: number }} */ (findLiteral(result, CHUNK_MAPPING_HEAD, CHUNK_MAPPING_TAIL));
    result = `${result.slice(0, literal.from)}${TABLES}.m${result.slice(literal.to)}`;
  }
  if (plan.consumes) {
    const literal = /** @type {{ from: number; to: number }} */ (findLiteral(result, CONSUMES_HEAD, CONSUMES_TAIL, 2));
    result = `${result.slice(0, literal.from)}${TABLES}.c${result.slice(literal.to)}`;
  }
  return result;
}

class CompactShareTablesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {WeakMap<object, () => string | null>} */
      const originals = new WeakMap();
      /** @type {WeakMap<object, Plan | undefined>} */
      const plans = new WeakMap();
      /** @type {WeakSet<object>} */
      const withTables = new WeakSet();
      /** @param {any} module a runtime module of the chunk whose plan is wanted */
      const planOf = (module) => {
        const { chunk, chunkGraph } = module;
        // Before code generation there is nothing to read (the library's modules then generate nothing either).
        if (!chunk || !chunkGraph || !compilation.codeGenerationResults) return undefined;
        if (!plans.has(chunk)) plans.set(chunk, makePlan(compilation, chunkGraph, chunk, originals));
        return plans.get(chunk);
      };
      compilation.hooks.runtimeModule.tap(NAME, (module, chunk) => {
        const runtimeModule = /** @type {any} */ (module);
        const original = runtimeModule.generate.bind(runtimeModule);
        if (module instanceof WebpackShareRuntimeModule) {
          // Dead where the federation sharing runtime is in the same chunk: it assigns the same globals after it.
          runtimeModule.generate = () => {
            const { chunk: own, chunkGraph } = runtimeModule;
            const replaced = own && chunkGraph && [...chunkGraph.getChunkRuntimeModulesIterable(own)].some((m) => m instanceof FederationShareRuntimeModule);
            return replaced ? null : original();
          };
          return;
        }
        const isShare = module instanceof FederationShareRuntimeModule;
        if (!isShare && !(module instanceof FederationConsumeRuntimeModule)) return;
        originals.set(module, original);
        runtimeModule.generate = () => {
          const plan = planOf(runtimeModule);
          const code = isShare ? (plan ? plan.shareCode : original()) : plan ? plan.consumeCode : original();
          return isShare ? shareRuntimeCode(plan, code) : consumeRuntimeCode(plan, code);
        };
        if (!withTables.has(chunk)) {
          withTables.add(chunk);
          compilation.addRuntimeModule(chunk, new ShareTablesRuntimeModule(planOf));
        }
      });
    });
  }
}

module.exports = { CompactShareTablesPlugin, shareRuntimeCode, consumeRuntimeCode };
