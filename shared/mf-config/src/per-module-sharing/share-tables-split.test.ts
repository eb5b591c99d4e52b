/**
 * @jest-environment node
 */
import vm from 'node:vm';
import { describeSource } from './share-tables-check';
import { encodeShareTables } from './share-tables-encoding';
import { MERGE_REST, splitShareTables } from './share-tables-split';
import { consumeRuntimeCode, restFile } from './compact-share-tables-plugin';

/** webpack's RuntimeTemplate.returningFunction with arrow functions, as every app's build writes getters. */
const runtimeTemplate = { returningFunction: (body: string, args = '') => `(${args}) => (${body})` } as never;

type Tables = Parameters<typeof splitShareTables>[0];
type Consume = Tables['consumes'][number];
/** The part of webpack's require the entry's consumes module uses. */
type RecordingRequire = { p: string; f: Record<string, (chunkId: number, promises: Promise<unknown>[]) => void>; l?: unknown; consumesLoadingData: { _updated: number }; compactShareTables: { c: Record<string, unknown>; m: Record<string, unknown>; r: unknown } };

/** webpack's async module factory for `chunks` and `module`, in the exact text webpack generates. */
function getter(chunks: number[], module: number): string {
  const factory = `() => (() => (__webpack_require__(${module})))`;
  if (!chunks.length) return factory;
  const ensure = chunks.length === 1 ? `__webpack_require__.e(${chunks[0]})` : `Promise.all([${chunks.map((c) => `__webpack_require__.e(${c})`).join(', ')}])`;
  return `() => (${ensure}.then(${factory}))`;
}
const consumeConfig = { singleton: true, requiredVersion: false, strictVersion: false, eager: false, layer: undefined };
const consumed = (id: number, shareKey: string, chunks: number[], module: number): Consume =>
  [id, { fallback: getter(chunks, module), shareOption: { shareKey, shareScope: 'default', shareConfig: consumeConfig } }];

/**
 * A remote entry's tables: it provides a helper of its own; its exposed module's chunk (10) consumes react, antd's
 * button and the helper; a lazy page (20) the button and antd's table; its own code's chunk 50 nothing. The button's
 * fallback (71) and the table's (72, 73) consume antd's wave in turn, and the table's lazily a picker panel (a chunk of
 * its consume module alone, 40).
 */
const REMOTE: Tables = {
  options: [{ name: '@portal/helper', version: '"1.0.0"', getter: getter([60], 600), shareScope: 'default', shareConfig: { singleton: true } }],
  consumes: [
    consumed(101, 'react', [70], 700),
    consumed(102, 'antd/es/button/index.js', [71], 701),
    consumed(103, 'antd/es/table/index.js', [72, 73], 702),
    consumed(107, 'antd/es/_util/wave/index.js', [75], 705),
    consumed(40, '@rc-component/picker/es/PickerPanel/index.js', [74], 703),
    consumed(105, '@portal/helper', [60], 600),
    // No owner: one of the entry's initial consumes.
    consumed(106, 'react/jsx-runtime', [70], 704),
  ],
  chunkMapping: [['10', [102, 101, 105]], ['20', [102, 103]], ['71', [107]], ['72', [107]], ['40', [40]]],
};
const CHUNKS = { ownChunks: [1, 10, 20, 50], allChunks: [1, 10, 20, 40, 50, 60, 70, 71, 72, 73, 74, 75] };

/** The tables a source evaluates to, described, with each chunk's consumes as a set. */
function described(source: string) {
  const tables = Object.fromEntries(describeSource(source) as Array<[string, unknown]>);
  tables.m = (tables.m as Array<[string, unknown[]]>).map(([chunk, ids]) => [chunk, [...ids].sort()]);
  return tables;
}

describe("a remote entry's share tables in two parts (ADR 0140)", () => {
  const split = splitShareTables(REMOTE, CHUNKS)!;

  it("keeps in the entry what it provides, its own code's consumes, its initial ones and those of a key it provides", () => {
    expect(split.first.options).toEqual(REMOTE.options);
    expect(split.first.consumes.map(([id]) => id)).toEqual([101, 102, 103, 105, 106]);
    expect(split.rest.consumes.map(([id]) => id)).toEqual([107, 40]);
    expect(split.rest.options).toEqual([]);
    expect(split.first.chunkMapping).toEqual([['10', [102, 101, 105]], ['20', [102, 103]]]);
    expect(split.rest.chunkMapping).toEqual([['71', [107]], ['72', [107]], ['40', [40]]]);
  });

  it('lets every chunk that needs none of the rest load without it: only the fallbacks that consume wait for it', () => {
    expect(split.keep).toEqual([1, 10, 20, 50, 60, 70, 73, 74, 75]);
  });

  it('rebuilds, both parts merged as the entry merges them, exactly the whole tables', () => {
    const whole = described(encodeShareTables(REMOTE, runtimeTemplate));
    const first = encodeShareTables(split.first, runtimeTemplate);
    const rest = encodeShareTables(split.rest, runtimeTemplate);
    expect(described(`(${MERGE_REST})(${first},${rest})`)).toEqual(whole);
    // The first part alone lacks the rest's rows.
    expect(described(first)).not.toEqual(whole);
  });

  it("leaves the tables whole when the remote's own code loads every chunk that consumes", () => {
    expect(splitShareTables(REMOTE, { ownChunks: [10, 20, 40, 71, 72], allChunks: CHUNKS.allChunks })).toBeUndefined();
  });
});

describe("the remote entry's runtime with its tables split (ADR 0140)", () => {
  const restSource = restFile({ outputOptions: { globalObject: 'self', chunkLoadingGlobal: 'webpackChunkremote' } }, '{c:{103:{shareKey:"antd/es/table/index.js"}},m:{20:[103],30:[103,40]}}');

  /** The entry's consumes module after the plugin, run against a recording webpack require; `loadScript` decides each load. */
  function entry(loadScript: (url: string, done: (event: { type: string }) => void, run: () => void) => void) {
    const installed: Array<[string | number, unknown]> = [];
    const scripts: string[] = [];
    const require: RecordingRequire = {
      p: '/remotes/remote/',
      f: {},
      consumesLoadingData: { _updated: 1 },
      compactShareTables: { c: { 102: { shareKey: 'antd/es/button/index.js' } }, m: { 20: [102] }, r: { k: [10, 50], u: 'share-tables.0123abcd.js' } },
    };
    // The rest's file run as the chunk loading global's JSONP callback runs a chunk's runtime function.
    const window = { webpackChunkremote: { push: ([, , runtime]: [unknown, unknown, (r: unknown) => void]) => runtime(require) } } as Record<string, unknown>;
    require.l = (url: string, done: (event: { type: string }) => void) => {
      scripts.push(url);
      // A script's load event comes after the code that asked for it has run.
      void Promise.resolve().then(() => loadScript(url, done, () => vm.runInNewContext(restSource.source, { self: window })));
    };
    const library = `__webpack_require__.f.consumes = function(chunkId, promises) { installed.push([chunkId, __webpack_require__.compactShareTables.m[chunkId]]); };`;
    const code = consumeRuntimeCode({ rest: { file: 'share-tables.0123abcd.js', source: '', keep: [10, 50] } } as never, library)!;
    new Function('__webpack_require__', 'installed', code)(require, installed);
    return { require, installed, scripts };
  }

  it('names the rest\'s file by its content', () => {
    expect(restSource.file).toMatch(/^share-tables\.[0-9a-f]{8}\.js$/);
    expect(restFile({ outputOptions: { globalObject: 'self', chunkLoadingGlobal: 'webpackChunkremote' } }, '{c:{},m:{}}').file).not.toBe(restSource.file);
  });

  it('installs a kept chunk at once, and loads the rest once for the chunks that need it, then installs their consumes with it', async () => {
    const { require, installed, scripts } = entry((_url, done, run) => { run(); done({ type: 'load' }); });
    const kept: Promise<unknown>[] = [];
    require.f.consumes(50, kept);
    expect(kept).toEqual([]);
    expect(installed).toEqual([[50, undefined]]);

    const first: Promise<unknown>[] = [];
    const second: Promise<unknown>[] = [];
    require.f.consumes(20, first);
    require.f.consumes(30, second);
    await Promise.all([...first, ...second]);
    expect(scripts).toEqual(['/remotes/remote/share-tables.0123abcd.js']);
    expect(installed).toEqual([[50, undefined], [20, [102, 103]], [30, [103, 40]]]);
    expect(require.compactShareTables.c[103]).toEqual({ shareKey: 'antd/es/table/index.js' });
    // The library reads its consume options again (its map of handlers lacks the rest's).
    expect(require.consumesLoadingData._updated).toBe(0);

    // Loaded: any chunk now installs at once.
    const later: Promise<unknown>[] = [];
    require.f.consumes(40, later);
    expect(later).toEqual([]);
  });

  it("fails a chunk's loading as a chunk's own file would when the rest does not arrive, and tries again on the next", async () => {
    let attempt = 0;
    const { require, installed, scripts } = entry((_url, done, run) => {
      attempt += 1;
      if (attempt === 1) done({ type: 'error' });
      else { run(); done({ type: 'load' }); }
    });
    const failed: Promise<unknown>[] = [];
    require.f.consumes(20, failed);
    await expect(failed[0]).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'error', request: '/remotes/remote/share-tables.0123abcd.js' });
    expect(installed).toEqual([]);

    const retried: Promise<unknown>[] = [];
    require.f.consumes(20, retried);
    await Promise.all(retried);
    expect(scripts).toHaveLength(2);
    expect(installed).toEqual([[20, [102, 103]]]);
  });
});
