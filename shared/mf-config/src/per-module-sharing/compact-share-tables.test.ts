/**
 * @jest-environment node
 */
import { describeSource, sameTables } from './share-tables-check';
import { encodeShareTables, frontCode, parseGetter } from './share-tables-encoding';

/** webpack's RuntimeTemplate.returningFunction with arrow functions, as every app's build writes getters. */
const runtimeTemplate = { returningFunction: (body: string, args = '') => `(${args}) => (${body})` } as never;

/** webpack's async module factory for `chunks` and `module`, in the exact text webpack generates. */
function webpackGetter(chunks: Array<number | string>, module: number | string): string {
  const factory = `() => (() => (__webpack_require__(${JSON.stringify(module)})))`;
  if (!chunks.length) return factory;
  const ensure = chunks.length === 1
    ? `__webpack_require__.e(${JSON.stringify(chunks[0])})`
    : `Promise.all([${chunks.map((c) => `__webpack_require__.e(${JSON.stringify(c)})`).join(', ')}])`;
  return `() => (${ensure}.then(${factory}))`;
}

type ShareOption = Parameters<typeof encodeShareTables>[0]['options'][number];
type Consume = Parameters<typeof encodeShareTables>[0]['consumes'][number];

/** `initOptions.shared` as Module Federation's ShareRuntimeModule writes it. */
function libraryShared(options: ShareOption[]): string {
  const byName = new Map<string, ShareOption[]>();
  for (const option of options) byName.set(option.name, [...(byName.get(option.name) ?? []), option]);
  const entries = [...byName].map(([name, list]) => `"${name}": [${list.map((o) => `{version: ${o.version}, get: ${o.getter}, scope: ${JSON.stringify(Array.isArray(o.shareScope) ? o.shareScope.flat() : [o.shareScope])}, shareConfig: ${JSON.stringify(o.shareConfig)}, ${o.treeShakingMode ? `treeShaking: {mode: '${o.treeShakingMode}'},` : ''}},`).join('')}],`);
  return `{${entries.join('')}}`;
}

/** `moduleIdToConsumeDataMapping` as Module Federation's ConsumeSharedRuntimeModule writes it. */
function libraryConsumes(consumes: Consume[]): string {
  const entries = consumes.map(([id, { fallback, shareOption: o }]) => `${JSON.stringify(id)}: {fallback: ${fallback}, shareScope: ${JSON.stringify(Array.isArray(o.shareScope) ? o.shareScope : [o.shareScope || 'default'])}, singleton: ${JSON.stringify(o.shareConfig.singleton)}, requiredVersion: ${JSON.stringify(o.shareConfig.requiredVersion)}, strictVersion: ${JSON.stringify(o.shareConfig.strictVersion)}, eager: ${JSON.stringify(o.shareConfig.eager)}, layer: ${JSON.stringify(o.shareConfig.layer)}, shareKey: "${o.shareKey}", ${o.treeShakingMode ? `treeShakingMode: ${JSON.stringify(o.treeShakingMode)},` : ''}}`);
  return `{\n${entries.join(',\n')}\n}`;
}

/** The consumes' `chunkMapping` as the library writes it. */
const libraryChunkMapping = (mapping: Array<[string, Array<number | string>]>) => JSON.stringify(Object.fromEntries(mapping), null, '\t');

/** Evaluates the compact expression with a fake webpack require that records the chunks and modules it is asked for. */
function evaluate(expression: string) {
  const loaded: Array<number | string> = [];
  const required: Array<number | string> = [];
  const webpackRequire = Object.assign((id: number | string) => { required.push(id); return { id }; }, {
    e: (chunk: number | string) => { loaded.push(chunk); return Promise.resolve(); },
  });
  const value = new Function('__webpack_require__', `return ${expression};`)(webpackRequire);
  return { value, loaded, required };
}

const provideConfig = { eager: false, requiredVersion: false, strictVersion: false, singleton: true, layer: null };
const consumeConfig = { singleton: true, requiredVersion: false, strictVersion: false, eager: false, layer: undefined };
const provided = (name: string, chunks: number[], module: number, extra: Partial<ShareOption> = {}): ShareOption =>
  ({ name, version: '"6.1.0"', getter: webpackGetter(chunks, module), shareScope: 'default', shareConfig: provideConfig, ...extra });
const consumed = (id: number, shareKey: string, chunks: number[], module: number, extra: Record<string, unknown> = {}): Consume =>
  [id, { fallback: webpackGetter(chunks, module), shareOption: { shareKey, shareScope: 'default', shareConfig: consumeConfig, ...extra } }];

/** A host's tables in the shapes a build has: provided and consumed, provided only, consumed only, and the odd ones. */
const HOST = {
  options: [
    provided('antd/es/button/index.js', [83350, 1736, 41856], 501),
    provided('antd/es/card/index.js', [96036, 7806], 502),
    provided('react', [12], 503, { version: '"19.2.0"', shareConfig: { ...provideConfig, requiredVersion: '^19.2.0' } }),
    provided('antd/es/app/index.js', [], 504, { shareScope: ['default'] }),
    // Not in the rows' shapes: written as webpack wrote them.
    provided('eager-thing', [], 505, { getter: '() => (() => (__webpack_require__(505)))', shareConfig: { ...provideConfig, eager: true } }),
    provided('two-versions', [20], 506, { version: '"1.0.0"' }),
    provided('two-versions', [21], 507, { version: '"2.0.0"' }),
    provided('tree-shaken', [22], 508, { treeShakingMode: 'server-calc' }),
  ],
  consumes: [
    // The provider's getter; a subsequence of its chunks; another module.
    consumed(41001, 'antd/es/button/index.js', [83350, 1736, 41856], 501),
    consumed(41002, 'antd/es/card/index.js', [7806], 502),
    consumed(41003, 'react', [12, 13], 509, { shareConfig: { ...consumeConfig, requiredVersion: '^19.2.0' } }),
    consumed(41009, 'react-dom', [12], 514),
    // Consumed only (a remote's per-module keys), a module in two chunks, one in none (an initial consume).
    consumed(41004, 'antd/es/table/index.js', [60000, 60001], 510),
    consumed(41005, 'antd/es/tabs/index.js', [], 511),
    consumed(41006, 'antd/es/input/index.js', [60002], 512),
    // Several consumes of one key: written as webpack wrote them.
    consumed(41007, 'dayjs', [30], 513, { shareConfig: { ...consumeConfig, requiredVersion: '^1.0.0' } }),
    consumed(41008, 'dayjs', [30], 513, { shareConfig: { ...consumeConfig, requiredVersion: '^1.11.0' } }),
  ] as Consume[],
  chunkMapping: [
    ['41001', [41001]],
    ['7806', [41002, 41004]],
    // The library lists a chunk's consumes by module identifier (`...|react-dom|...` before `...|react|...`).
    ['41003', [41009, 41003]],
    ['60000', [41004, 41007]],
    ['41005', [41005, 41008]],
  ] as Array<[string, Array<number | string>]>,
};

/** The compact expression's three tables, described (every field, what every getter does). */
function rebuilt(tables: Parameters<typeof encodeShareTables>[0]) {
  const described = describeSource(encodeShareTables(tables, runtimeTemplate)) as Array<[string, unknown]>;
  return Object.fromEntries(described.map(([name, value]) => [name, JSON.stringify(value)]));
}

describe('share tables written as one piece of data (ADR 0048, sessions 12 and 13)', () => {
  it('reads chunk ids and the module id from webpack\'s getter shapes, and nothing else', () => {
    expect(parseGetter(webpackGetter([83350, 1736], 41018), runtimeTemplate)).toEqual({ chunks: [83350, 1736], module: 41018 });
    expect(parseGetter(webpackGetter([92403], 14784), runtimeTemplate)).toEqual({ chunks: [92403], module: 14784 });
    expect(parseGetter(webpackGetter([], 'abc'), runtimeTemplate)).toEqual({ chunks: [], module: 'abc' });
    // An eager (sync) factory, a missing module, a fetch priority: kept as webpack wrote them.
    expect(parseGetter('() => (__webpack_require__(12))', runtimeTemplate)).toBeUndefined();
    expect(parseGetter('() => (Promise.reject(new Error("Cannot find module \'x\'")))', runtimeTemplate)).toBeUndefined();
    expect(parseGetter('() => (__webpack_require__.e(1, "high").then(() => (() => (__webpack_require__(2)))))', runtimeTemplate)).toBeUndefined();
  });

  it('front-codes keys so that the runtime rebuilds them in order', () => {
    const keys = ['antd/es/button/index.js', 'antd/es/button/style/index.js', 'antd/es/card/index.js', 'react'];
    const coded = frontCode(keys);
    expect(coded[1]).toEqual([15, 'style/index.js']);
    const { value } = evaluate(`(function(l){var p="";return l.map(function(e){return p=p.slice(0,e[0])+e[1]})})(${JSON.stringify(coded)})`);
    expect(value).toEqual(keys);
  });

  it('rebuilds initOptions.shared, the consume table and the chunk mapping exactly as the library writes them', () => {
    const tables = rebuilt(HOST);
    expect(tables.s).toBe(JSON.stringify(describeSource(libraryShared(HOST.options))));
    expect(tables.c).toBe(JSON.stringify(describeSource(libraryConsumes(HOST.consumes))));
    expect(tables.m).toBe(JSON.stringify(describeSource(libraryChunkMapping(HOST.chunkMapping))));
  });

  it('gives every entry its own objects and getters that load the chunks and return the module', async () => {
    const { value, loaded, required } = evaluate(encodeShareTables(HOST, runtimeTemplate));
    const button = value.s['antd/es/button/index.js'][0];
    expect(button).toEqual({ version: '6.1.0', get: expect.any(Function), scope: ['default'], shareConfig: provideConfig });
    expect(button.shareConfig).not.toBe(value.s['antd/es/card/index.js'][0].shareConfig);
    expect(value.s['two-versions'].map((o: { version: string }) => o.version)).toEqual(['1.0.0', '2.0.0']);

    const card = value.c[41002];
    expect(card).toEqual({ fallback: expect.any(Function), shareScope: ['default'], ...consumeConfig, shareKey: 'antd/es/card/index.js' });
    expect('layer' in card).toBe(true);
    expect((await card.fallback())()).toEqual({ id: 502 });
    expect(loaded).toEqual([7806]);
    expect(required).toEqual([502]);
    // No chunk to load: the factory at once, as webpack's getter gives it.
    expect(value.c[41005].fallback()()).toEqual({ id: 511 });
    expect(value.m).toEqual({ 7806: [41002, 41004], 41001: [41001], 41003: [41009, 41003], 41005: [41005, 41008], 60000: [41004, 41007] });
  });

  it('writes a fallback that is the provider\'s getter once, and no chunk list for a module alone in its chunk', () => {
    const tables = {
      options: [provided('antd/es/button/index.js', [83350, 1736, 41856], 54321)],
      consumes: [consumed(41001, 'antd/es/button/index.js', [83350, 1736, 41856], 54321)],
      chunkMapping: [['41001', [41001]]] as Array<[string, Array<number | string>]>,
    };
    const expression = encodeShareTables(tables, runtimeTemplate);
    expect(expression.match(/54321/g)).toHaveLength(1);
    expect(expression.match(/41856/g)).toHaveLength(1);
    expect(expression.match(/41001/g)).toHaveLength(1);
    const described = rebuilt(tables);
    expect(described.c).toBe(JSON.stringify(describeSource(libraryConsumes(tables.consumes))));
    expect(described.m).toBe(JSON.stringify(describeSource(libraryChunkMapping(tables.chunkMapping))));
  });

  it('writes no chunk owners when the entry loads no consumes with chunks', () => {
    const withOwners = encodeShareTables(HOST, runtimeTemplate);
    const without = encodeShareTables({ ...HOST, chunkMapping: null }, runtimeTemplate);
    expect(without.length).toBeLessThan(withOwners.length);
    expect(rebuilt({ ...HOST, chunkMapping: null }).c).toBe(JSON.stringify(describeSource(libraryConsumes(HOST.consumes))));
  });
});

describe('the build-time proof that the compact tables are webpack\'s (share-tables-check)', () => {
  const literal = libraryConsumes([consumed(1, 'react', [10, 11], 20)]);

  it('accepts the same tables written another way', () => {
    expect(sameTables(literal, `{1: {shareKey: "react", layer: void 0, eager: false, strictVersion: false, requiredVersion: false, singleton: true, shareScope: ["default"], fallback: function(){return Promise.all([10, 11].map(function(c){return __webpack_require__.e(c)})).then(function(){return function(){return __webpack_require__(20)}})}}}`)).toBe(true);
  });

  it('rejects chunks loaded in another order, another module, a missing undefined field, a synchronous factory', () => {
    expect(sameTables(literal, libraryConsumes([consumed(1, 'react', [11, 10], 20)]))).toBe(false);
    expect(sameTables(literal, libraryConsumes([consumed(1, 'react', [10, 11], 21)]))).toBe(false);
    expect(sameTables(literal, literal.replace('layer: undefined, ', ''))).toBe(false);
    const synchronous = libraryConsumes([consumed(1, 'react', [], 20)]);
    expect(sameTables(synchronous, synchronous.replace('() => (() => (__webpack_require__(20)))', '() => (Promise.resolve(() => (__webpack_require__(20))))'))).toBe(false);
  });
});
