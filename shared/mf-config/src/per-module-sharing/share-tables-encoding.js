// @ts-check
'use strict';
/**
 * The entry's three share tables as one piece of data (ADR 0048, sessions 12 and 13): what the federation runtime's
 * `initOptions.shared`, the consume table `moduleIdToConsumeDataMapping` and the consumes' `chunkMapping` hold,
 * written once and rebuilt by a few lines of ES5 before anything reads them. Pure functions: the webpack glue is in
 * compact-share-tables-plugin.js.
 *
 * One row per shared key (the keys front-coded once, sorted), holding what the build provides and consumes under it:
 * - `[f, v, chunks, module]`: provided only (version `versions[v]`, the provider's getter loads `chunks` then
 *   requires `module`);
 * - `[f, v, chunks, module, id, fallback, owners?]`: provided and consumed by the consume module `id`; `fallback` is
 *   -1 when it is the provider's getter (same chunks, same module), a bit mask of the provider's chunks when it loads
 *   some of them in the same order (the others are already loaded where it is consumed), else `[chunks, module]`;
 * - `[f, id, [chunks, module], owners?]`: consumed only (a remote's per-module keys).
 * `f` indexes `configs`: `[[scope, shareConfig] or 0, consume config or 0]`, which also says which parts the row has.
 * `owners` are the chunks whose loading installs the consume module (the `chunkMapping`): absent when it is the one
 * chunk whose id is the module's id (webpack's deterministic ids give a chunk of one module its module's id), a chunk
 * id, or a list. Anything not in these shapes (several versions or consumes of a key, an eager or tree-shaken getter)
 * is written as webpack wrote it, beside the rows.
 */

const REQUIRE = '__webpack_require__';
const ENSURE_CHUNK = `${REQUIRE}.e`;
/** The fields of a consume entry besides its fallback and key, as the library writes them (all six, always). */
const CONSUME_FIELDS = ['shareScope', 'singleton', 'requiredVersion', 'strictVersion', 'eager', 'layer'];
/** A bit mask addresses at most this many of the provider's chunks (JavaScript's bit operators are 32-bit). */
const MASK_LIMIT = 30;

/** The part of webpack's RuntimeTemplate the getters are written with. @typedef {{ returningFunction(body: string, args?: string): string }} ReturningFunctionTemplate */
/** @typedef {string | number} Id */
/**
 * A provided module as Module Federation's ProvideSharedModule records it (`share-init-option`).
 * @typedef {{ name: string; version: string; getter: string; shareScope: string | string[]; shareConfig: Record<string, unknown>; treeShakingMode?: string }} ShareOption
 */
/**
 * A consume module as ConsumeSharedModule records it: its fallback getter's source and its `consume-shared` data.
 * @typedef {{ fallback: string; shareOption: { shareKey: string; shareScope?: string | string[]; shareConfig: Record<string, unknown>; treeShakingMode?: string } }} ConsumeEntry
 */

/**
 * The chunk ids and module id of a getter in webpack's canonical async-factory shape, or undefined when `getter`
 * has any other shape. Parsed, then rebuilt with the same template and compared, so nothing else is ever matched.
 * @param {string} getter
 * @param {ReturningFunctionTemplate} runtimeTemplate
 * @returns {{ chunks: Id[]; module: Id } | undefined}
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
 * How a consume's fallback is written beside its key's provider: -1 (the provider's getter), a mask of the provider's
 * chunks it loads (the same module, a subsequence of the chunks), or `[chunks, module]`.
 * @param {{ chunks: Id[]; module: Id }} fallback
 * @param {{ chunks: Id[]; module: Id } | undefined} provider
 */
function fallbackBeside(fallback, provider) {
  if (provider && fallback.module === provider.module) {
    if (JSON.stringify(fallback.chunks) === JSON.stringify(provider.chunks)) return -1;
    if (provider.chunks.length <= MASK_LIMIT) {
      let mask = 0;
      let next = 0;
      provider.chunks.forEach((chunk, bit) => {
        if (next < fallback.chunks.length && fallback.chunks[next] === chunk) {
          mask |= 1 << bit;
          next += 1;
        }
      });
      if (next === fallback.chunks.length) return mask;
    }
  }
  return [fallback.chunks, fallback.module];
}

/**
 * The source of a provided module's raw init option, as the library writes it.
 * @param {ShareOption} option
 */
function rawShareOption(option) {
  const scope = Array.isArray(option.shareScope) ? option.shareScope.flat() : [option.shareScope];
  const treeShaking = option.treeShakingMode ? `, treeShaking: {mode: ${JSON.stringify(option.treeShakingMode)}}` : '';
  return `[${JSON.stringify(option.name)}, {version: ${option.version}, get: ${option.getter}, scope: ${JSON.stringify(scope)}, shareConfig: ${JSON.stringify(option.shareConfig)}${treeShaking}}]`;
}

/**
 * The consume fields besides fallback and key, in the library's order.
 * @param {ConsumeEntry['shareOption']} shareOption
 * @returns {Record<string, unknown>}
 */
function consumeConfig(shareOption) {
  const { shareConfig } = shareOption;
  return {
    shareScope: Array.isArray(shareOption.shareScope) ? shareOption.shareScope : [shareOption.shareScope || 'default'],
    singleton: shareConfig.singleton,
    requiredVersion: shareConfig.requiredVersion,
    strictVersion: shareConfig.strictVersion,
    eager: shareConfig.eager,
    layer: shareConfig.layer,
  };
}

/**
 * The source of a consume entry kept as webpack wrote it: [id, object, owner chunks].
 * @param {Id} id
 * @param {ConsumeEntry} entry
 * @param {Id[]} owners
 */
function rawConsume(id, { fallback, shareOption }, owners) {
  const fields = Object.entries(consumeConfig(shareOption)).map(([name, value]) => `${name}: ${value === undefined ? 'undefined' : JSON.stringify(value)}`);
  const treeShaking = shareOption.treeShakingMode ? `, treeShakingMode: ${JSON.stringify(shareOption.treeShakingMode)}` : '';
  return `[${JSON.stringify(id)}, {fallback: ${fallback}, ${fields.join(', ')}, shareKey: ${JSON.stringify(shareOption.shareKey)}${treeShaking}}, ${JSON.stringify(owners)}]`;
}

/**
 * The decoder, one ES5 expression (it runs in every browser the rest of the runtime runs in). Arguments: front-coded
 * keys, versions, configs, rows, raw provided options, raw consumes, consume field names. Returns { s: initOptions.shared,
 * c: moduleIdToConsumeDataMapping, m: chunkMapping }.
 */
const DECODER = `function(l,v,f,d,x,y,z){var s={},c={},m={},p="";function g(h,i){var r=function(){return ${REQUIRE}(i)};return h.length?function(){return Promise.all(h.map(function(e){return ${ENSURE_CHUNK}(e)})).then(function(){return r})}:function(){return r}}function k(o){return JSON.parse(JSON.stringify(o))}function a(n,o){(s[n]=s[n]||[]).push(o)}function w(i,o){(void 0===o?[i]:[].concat(o)).forEach(function(e){(m[e]=m[e]||[]).push(i)})}l.forEach(function(e,i){var n=p=p.slice(0,e[0])+e[1],r=d[i],t=f[r[0]],j=1,h,u,b,o;if(t[0]){h=r[2];u=r[3];a(n,{version:v[r[1]],get:g(h,u),scope:k(t[0][0]),shareConfig:k(t[0][1])});j=4}if(t[1]){b=r[j+1];if(b<0);else if(typeof b=="number")h=h.filter(function(e,q){return b>>q&1});else{h=b[0];u=b[1]}o=k(t[1]);z.forEach(function(e){e in o||(o[e]=void 0)});o.fallback=g(h,u);o.shareKey=n;c[r[j]]=o;w(r[j],r[j+2])}});x.forEach(function(e){a(e[0],e[1])});y.forEach(function(e){c[e[0]]=e[1];w(e[0],e[2])});return{s:s,c:c,m:m}}`;

/**
 * The three tables as one expression that evaluates to { s, c, m } (see DECODER).
 * @param {{ options: ShareOption[]; consumes: Array<[Id, ConsumeEntry]>; chunkMapping: Array<[string, Id[]]> | null }} tables
 *   options: the provided modules (de-duplicated as the library does); consumes: [consume module id, entry] in the
 *   library's order; chunkMapping: [chunk id, consume module ids] as the library lists them, or null when the entry
 *   has no chunk loading of consumes (then no owners are written and the decoder's `m` is not used)
 * @param {ReturningFunctionTemplate} runtimeTemplate
 */
function encodeShareTables({ options, consumes, chunkMapping }, runtimeTemplate) {
  /** @type {Map<string, Id[]>} */
  const owners = new Map();
  for (const [chunk, ids] of chunkMapping || []) {
    // Chunk ids are object keys (strings) in the table; a numeric one is written as a number (no quotes).
    const owner = String(Number(chunk)) === chunk ? Number(chunk) : chunk;
    for (const id of ids) owners.set(String(id), [...(owners.get(String(id)) || []), owner]);
  }
  const ownersOf = (/** @type {Id} */ id) => owners.get(String(id)) || [];

  /** @type {Map<string, ShareOption[]>} */
  const providedByKey = new Map();
  for (const option of options) providedByKey.set(option.name, [...(providedByKey.get(option.name) || []), option]);
  /** @type {Map<string, Array<[Id, ConsumeEntry]>>} */
  const consumedByKey = new Map();
  for (const entry of consumes) consumedByKey.set(entry[1].shareOption.shareKey, [...(consumedByKey.get(entry[1].shareOption.shareKey) || []), entry]);

  /** @type {string[]} */
  const rawProvided = [];
  /** @type {string[]} */
  const rawConsumed = [];
  /** @type {Array<{ key: string; provide?: { version: unknown; config: unknown; chunks: Id[]; module: Id }; consume?: { id: Id; config: Record<string, unknown>; chunks: Id[]; module: Id; owners: Id[] } }>} */
  const rows = [];
  for (const key of new Set([...providedByKey.keys(), ...consumedByKey.keys()])) {
    /** @type {(typeof rows)[number]} */
    const row = { key };
    const provided = providedByKey.get(key) || [];
    const single = provided.length === 1 && !provided[0].treeShakingMode ? provided[0] : undefined;
    const parsed = single && parseGetter(single.getter, runtimeTemplate);
    let version;
    try {
      version = single && JSON.parse(single.version);
    } catch {
      version = undefined;
    }
    if (single && parsed && version !== undefined) {
      const scope = Array.isArray(single.shareScope) ? single.shareScope.flat() : [single.shareScope];
      row.provide = { version, config: [scope, single.shareConfig], ...parsed };
    } else rawProvided.push(...provided.map(rawShareOption));

    const consumed = consumedByKey.get(key) || [];
    const only = consumed.length === 1 && !consumed[0][1].shareOption.treeShakingMode ? consumed[0] : undefined;
    const fallback = only && parseGetter(only[1].fallback, runtimeTemplate);
    if (only && fallback) row.consume = { id: only[0], config: consumeConfig(only[1].shareOption), ...fallback, owners: ownersOf(only[0]) };
    else rawConsumed.push(...consumed.map(([id, entry]) => rawConsume(id, entry, ownersOf(id))));
    if (row.provide || row.consume) rows.push(row);
  }
  // In the order of the consume modules' identifiers (`...|scope|key|version|...`), which is the order the library
  // lists a chunk's consume modules in: `react-dom|` before `react|`, unlike the keys alone.
  const order = (/** @type {{ key: string }} */ row) => `${row.key}|`;
  rows.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));

  /** @type {unknown[]} */
  const versions = [];
  /** @type {unknown[]} */
  const configs = [];
  const versionIndex = new Map();
  const configIndex = new Map();
  const data = rows.map(({ provide, consume }) => {
    // JSON drops a consume field that is undefined (`layer`, for every app today); the decoder puts it back.
    /** @type {unknown[]} */
    const row = [intern(configs, configIndex, [provide ? provide.config : 0, consume ? consume.config : 0])];
    if (provide) row.push(intern(versions, versionIndex, provide.version), provide.chunks, provide.module);
    if (consume) {
      row.push(consume.id, provide ? fallbackBeside(consume, provide) : [consume.chunks, consume.module]);
      const self = consume.owners.length === 1 && String(consume.owners[0]) === String(consume.id);
      if (chunkMapping && !self) row.push(consume.owners.length === 1 ? consume.owners[0] : consume.owners);
    }
    return row;
  });
  const args = [frontCode(rows.map((row) => row.key)), versions, configs, data].map((value) => JSON.stringify(value));
  return `(${DECODER})(${args.join(',')},[${rawProvided.join(',')}],[${rawConsumed.join(',')}],${JSON.stringify(CONSUME_FIELDS)})`;
}

module.exports = { parseGetter, frontCode, encodeShareTables, CONSUME_FIELDS };
