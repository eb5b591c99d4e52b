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
const { splitShareTables, MERGE_REST } = require('./share-tables-split');
const { CONSUME_SHARED_TYPE } = require('../chunk-graph');

const { RuntimeGlobals } = webpack;
const NAME = 'CompactShareTablesPlugin';
const REQUIRE = RuntimeGlobals.require;
const FEDERATION = `${REQUIRE}.federation`;

/** Where the data runtime module leaves the rebuilt tables for the two library modules to take. */
const TABLES = `${REQUIRE}.compactShareTables`;
/** Where the rest of a remote entry's tables arrive, from their own file (ADR 0140). */
const REST_TABLES = `${REQUIRE}.compactShareTablesRest`;
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
 * literals it replaces (each only when it rebuilds exactly what the literal holds); for a remote's container entry
 * whose tables are split (ADR 0140), the rest's file and the chunks that never wait for it.
 * @typedef {{ file: string; source: string; keep: Array<string | number> }} Rest
 * @typedef {{ expression: string; shared: boolean; consumes: boolean; chunkMapping: boolean; shareCode: string | null; consumeCode: string | null; rest?: Rest }} Plan
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
 * The chunks a remote's container entry loads for the remote's own code (its initial chunks, its exposed modules' and
 * every chunk group reached from them but through the fallback of a key the host provides) and every chunk its runtime
 * can load; undefined for any other runtime chunk.
 * @param {any} chunkGraph
 * @param {any} chunk
 * @param {(key: string) => boolean} hostProvided
 */
function containerChunks(chunkGraph, chunk, hostProvided) {
  if (![...chunkGraph.getChunkModulesIterable(chunk)].some((m) => m.constructor.name === 'ContainerEntryModule')) return undefined;
  // A group that only the fallback blocks of keys the host provides ask for (the remote's copies, never loaded beside
  // the host); a key the host does not provide (the chart library) loads the remote's copy on every visit that uses it.
  const isFallback = (/** @type {any} */ group) => group.origins.length > 0 && group.origins.every((/** @type {any} */ o) => o.module && o.module.type === CONSUME_SHARED_TYPE && hostProvided(o.module.options.shareKey));
  const own = new Set(chunk.groupsIterable);
  const queue = [...own];
  for (let group = queue.shift(); group; group = queue.shift()) {
    for (const child of group.childrenIterable) {
      if (own.has(child) || isFallback(child)) continue;
      own.add(child);
      queue.push(child);
    }
  }
  const ids = (/** @type {any[]} */ chunks) => chunks.map((c) => c.id).filter((id) => id !== null && id !== undefined && id !== '');
  return { ownChunks: ids([...own].flatMap((group) => group.chunks)), allChunks: ids([...chunk.getAllReferencedChunks()]) };
}

/**
 * The rest's file (ADR 0140): a JSONP chunk of no modules whose runtime function leaves the rest's tables where the
 * entry's consumes handler reads them, pushed to the app's chunk loading global like every chunk of the app.
 * @param {any} compilation
 * @param {string} restExpression
 */
function restFile(compilation, restExpression) {
  const { globalObject, chunkLoadingGlobal } = compilation.outputOptions;
  const queue = `${globalObject}[${JSON.stringify(chunkLoadingGlobal)}]`;
  const source = `(${queue}=${queue}||[]).push([["share-tables"],{},function(${REQUIRE}){${REST_TABLES}=${restExpression}}]);\n`;
  const hash = webpack.util.createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { file: `share-tables.${hash}.js`, source };
}

/**
 * The plan for `chunk` (see Plan), from the library modules' own code and the chunk graph.
 * @param {any} compilation
 * @param {any} chunkGraph
 * @param {any} chunk
 * @param {WeakMap<object, () => string | null>} originals each wrapped library module's own generate
 * @param {{ splitRemoteEntry?: boolean; hostProvided?: (key: string) => boolean }} options
 * @returns {Plan | undefined}
 */
function makePlan(compilation, chunkGraph, chunk, originals, options) {
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
  const { runtimeTemplate } = compilation;
  /**
   * The plan whose tables are `expression`, each part used only when `checked` (the tables it evaluates to) rebuilds
   * the library's literal; with `sortedMapping`, a chunk's consumes are compared as a set (the rest's come after the
   * first part's, and their order only orders the promises a chunk's loading waits for).
   * @param {string} expression @param {string} checked @param {boolean} sortedMapping @param {boolean} quiet no warning
   * @returns {Plan | undefined}
   */
  const planFor = (expression, checked, sortedMapping, quiet) => {
    /** @type {Map<string, string>} */
    const rebuilt = new Map();
    /** @param {string} part @param {unknown} value */
    const normal = (part, value) => JSON.stringify(part === 'm' && sortedMapping && Array.isArray(value)
      ? value.map(([chunkId, ids]) => [chunkId, [...ids].sort((a, b) => String(a).localeCompare(String(b)))])
      : value);
    try {
      const described = /** @type {Array<[string, unknown]>} */ (describeSource(checked));
      for (const [name, value] of described) rebuilt.set(name, normal(name, value));
    } catch (error) {
      if (!quiet) compilation.warnings.push(new webpack.WebpackError(`${NAME}: the compact share tables did not evaluate (${error}); webpack's tables are kept.`));
      return undefined;
    }
    /** @param {string | null} code @param {{ from: number; to: number } | undefined} literal @param {string} part */
    const same = (code, literal, part) => {
      if (!code || !literal) return false;
      try {
        if (normal(part, describeSource(code.slice(literal.from, literal.to))) === rebuilt.get(part)) return true;
      } catch {
        // Reported below.
      }
      if (!quiet) compilation.warnings.push(new webpack.WebpackError(`${NAME}: the compact ${part === 's' ? 'init options' : part === 'c' ? 'consume table' : 'chunk mapping'} of chunk ${chunk.id} differs from webpack's; webpack's is kept.`));
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
  };

  // A remote's container entry with chunks to load: the rows only its fallbacks need go in a file of their own, when
  // both parts together are proved webpack's tables (all three); else the tables stay whole.
  const chunks = options.splitRemoteEntry && consumesLiteral && chunkMappingLiteral && chunkGraph.getTreeRuntimeRequirements(chunk).has(RuntimeGlobals.loadScript)
    ? containerChunks(chunkGraph, chunk, options.hostProvided ?? (() => true))
    : undefined;
  const split = chunks && splitShareTables(tables, chunks);
  if (split) {
    const first = encodeShareTables(split.first, runtimeTemplate);
    const rest = encodeShareTables(split.rest, runtimeTemplate);
    const plan = planFor(first, `(${MERGE_REST})(${first},${rest})`, true, true);
    if (plan && plan.shared === Boolean(sharedLiteral) && plan.consumes && plan.chunkMapping) {
      return { ...plan, rest: { ...restFile(compilation, rest), keep: split.keep } };
    }
    compilation.warnings.push(new webpack.WebpackError(`${NAME}: the share tables of chunk ${chunk.id} split in two differ from webpack's; they are written whole.`));
  }
  const expression = encodeShareTables({ ...tables, chunkMapping: chunkMappingLiteral ? tables.chunkMapping : null }, runtimeTemplate);
  return planFor(expression, expression, false, false);
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
    if (!plan) return null;
    const rest = plan.rest ? `\n${TABLES}.r = ${JSON.stringify({ k: plan.rest.keep, u: plan.rest.file })};` : '';
    return `${TABLES} = ${plan.expression};${rest}`;
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
 * After the library's consumes handler, a remote entry's with its tables split (ADR 0140): a chunk outside `keep` waits
 * for the rest's file (loaded once, as a script like any chunk, again after a failure), whose consumes and chunk mapping
 * join the first part's; then the library's handler installs the chunk's consumes. A failed load rejects the chunk's
 * loading with a ChunkLoadError, as a chunk's own file would.
 */
const REST_LOADER = `(function(){var t=${TABLES},p=t.r,f=${RuntimeGlobals.ensureChunkHandlers}.consumes,k={},q;if(!p)return;p.k.forEach(function(i){k[i]=1});
function load(){if(q)return q;var resolve,reject,u=${RuntimeGlobals.publicPath}+p.u,w=q=new Promise(function(y,n){resolve=y;reject=n});${RuntimeGlobals.loadScript}(u,function(e){var r=${REST_TABLES};if(r){(${MERGE_REST})(t,r);${REQUIRE}.consumesLoadingData._updated=0;t.r=p=null;resolve()}else{q=null;var x=new Error("Loading the share tables failed.\\n("+(e&&e.type)+": "+u+")");x.name="ChunkLoadError";x.type=e&&e.type;x.request=u;reject(x)}},"share-tables");return w}
${RuntimeGlobals.ensureChunkHandlers}.consumes=function(c,s){if(p&&!k[c])s.push(load().then(function(){var i=[];f(c,i);return Promise.all(i)}));else f(c,s)}})();`;

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
  return plan.rest ? `${result}\n${REST_LOADER}` : result;
}

class CompactShareTablesPlugin {
  /**
   * @param {{ splitRemoteEntry?: boolean; hostProvided?: (key: string) => boolean }} [options] splitRemoteEntry: a
   *   remote's container entry keeps the rows its own code needs and loads the others (those of the fallbacks of the
   *   keys `hostProvided` names) from a file of their own when first needed (ADR 0140)
   */
  constructor(options = {}) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {WeakMap<object, () => string | null>} */
      const originals = new WeakMap();
      /** @type {WeakMap<object, Plan | undefined>} */
      const plans = new WeakMap();
      /** @type {WeakSet<object>} */
      const withTables = new WeakSet();
      /** @type {ShareTablesRuntimeModule[]} */
      const tablesModules = [];
      /** @param {any} module a runtime module of the chunk whose plan is wanted */
      const planOf = (module) => {
        const { chunk, chunkGraph } = module;
        // Before code generation there is nothing to read (the library's modules then generate nothing either).
        if (!chunk || !chunkGraph || !compilation.codeGenerationResults) return undefined;
        if (!plans.has(chunk)) plans.set(chunk, makePlan(compilation, chunkGraph, chunk, originals, this.options));
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
          const tablesModule = new ShareTablesRuntimeModule(planOf);
          tablesModules.push(tablesModule);
          compilation.addRuntimeModule(chunk, tablesModule);
        }
      });
      // The rest's files of the entries whose tables are split, minified with the app's chunks after this stage.
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const tablesModule of tablesModules) {
          const rest = planOf(tablesModule)?.rest;
          if (rest && !compilation.getAsset(rest.file)) compilation.emitAsset(rest.file, new webpack.sources.RawSource(rest.source), { immutable: true });
        }
      });
    });
  }
}

module.exports = { CompactShareTablesPlugin, shareRuntimeCode, consumeRuntimeCode, restFile };
