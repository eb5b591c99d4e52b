/**
 * @jest-environment node
 */
import { compactConsumes, compactInitOptions, frontCode, parseGetter } from './compact-share-tables-plugin';

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

/** Evaluates generated runtime code with a fake webpack require that records which chunks and modules it is asked for. */
function evaluate(expression: string) {
  const loaded: Array<number | string> = [];
  const required: Array<number | string> = [];
  const webpackRequire = Object.assign((id: number | string) => { required.push(id); return { id }; }, {
    e: (chunk: number | string) => { loaded.push(chunk); return Promise.resolve(); },
  });
  const value = new Function('__webpack_require__', `return ${expression};`)(webpackRequire);
  return { value, loaded, required };
}

describe('share tables written as data (ADR 0048, session 12)', () => {
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

  it('rebuilds initOptions.shared with the same versions, scopes, configs and getters as the library writes', async () => {
    const shareConfig = { eager: false, requiredVersion: false, strictVersion: false, singleton: true, layer: null };
    const options = [
      { name: 'antd/es/button/index.js', version: '"6.1.0"', getter: webpackGetter([10, 11], 501), shareScope: 'default', shareConfig },
      { name: 'react', version: '"19.3.1"', getter: webpackGetter([12], 502), shareScope: 'default', shareConfig: { ...shareConfig, requiredVersion: '^19.3.1' } },
      { name: 'antd/es/app/index.js', version: '"6.1.0"', getter: webpackGetter([], 503), shareScope: ['default'], shareConfig },
      // Not in the canonical shape: written as is.
      { name: 'eager-thing', version: '"1.0.0"', getter: '() => (() => (__webpack_require__(504)))', shareScope: 'default', shareConfig: { ...shareConfig, eager: true } },
    ];
    const { value, loaded, required } = evaluate(compactInitOptions(options, runtimeTemplate));
    expect(Object.keys(value).sort()).toEqual(['antd/es/app/index.js', 'antd/es/button/index.js', 'eager-thing', 'react']);
    expect(value.react).toEqual([{ version: '19.3.1', get: expect.any(Function), scope: ['default'], shareConfig: { ...shareConfig, requiredVersion: '^19.3.1' } }]);
    expect(value['antd/es/button/index.js'][0].shareConfig).toEqual(shareConfig);
    // Each entry its own config object (the runtime may change one without touching the others).
    expect(value['antd/es/button/index.js'][0].shareConfig).not.toBe(value['antd/es/app/index.js'][0].shareConfig);

    const button = await value['antd/es/button/index.js'][0].get();
    expect(loaded).toEqual([10, 11]);
    expect(button()).toEqual({ id: 501 });
    const app = value['antd/es/app/index.js'][0].get();
    expect(typeof app).toBe('function');
    expect(app()).toEqual({ id: 503 });
    expect((await value['eager-thing'][0].get())()).toEqual({ id: 504 });
    expect(required).toEqual([501, 503, 504]);
  });

  it('rebuilds the consume table: per consumed module its key, config and fallback', async () => {
    const shareConfig = { singleton: true, requiredVersion: false, strictVersion: false, eager: false, layer: undefined };
    const entries: Parameters<typeof compactConsumes>[0] = [
      [42926, { fallback: webpackGetter([83350, 1736], 91536), shareOption: { shareKey: 'antd/es/config-provider/index.js', shareScope: 'default', shareConfig } }],
      [1736, { fallback: webpackGetter([83350], 57923), shareOption: { shareKey: 'react', shareScope: ['default'], shareConfig: { ...shareConfig, requiredVersion: '^19.3.1' } } }],
    ];
    const { value, loaded } = evaluate(compactConsumes(entries, runtimeTemplate));
    expect(Object.keys(value).sort()).toEqual(['1736', '42926']);
    const configProvider = value[42926];
    expect(configProvider).toEqual({ fallback: expect.any(Function), shareScope: ['default'], singleton: true, requiredVersion: false, strictVersion: false, eager: false, layer: undefined, shareKey: 'antd/es/config-provider/index.js' });
    expect('layer' in configProvider).toBe(true);
    expect(value[1736].requiredVersion).toBe('^19.3.1');
    expect((await configProvider.fallback())()).toEqual({ id: 91536 });
    expect(loaded).toEqual([83350, 1736]);
  });
});
