import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { lodashPerMethod } from './lodash-per-method-loader';

// The chart library as the dashboard remote installs it: @ant-design/charts -> @ant-design/plots -> lodash.
const dashboard = path.resolve(__dirname, '../../../../remotes/dashboard');
const chartsDir = path.dirname(require.resolve('@ant-design/charts/package.json', { paths: [dashboard] }));
const plotsDir = path.dirname(require.resolve('@ant-design/plots/package.json', { paths: [chartsDir] }));
/** lodash's CommonJS files, loaded as the chart library's build takes them. */
const loadCommonJs = createRequire(__filename);
const lodashMain = loadCommonJs(require.resolve('lodash', { paths: [plotsDir] })) as Record<string, unknown>;
const methodFile = (name: string) => require.resolve(`lodash/${name}.js`, { paths: [plotsDir] });
const hasMethodFile = (name: string) => {
  try {
    methodFile(name);
    return true;
  } catch {
    return false;
  }
};

/** The names a rewritten file takes from lodash, and the file each comes from. */
function perMethodImports(out: string) {
  return [...out.matchAll(/(?:export \{ default as (\w+) \}|import (\w+)) from 'lodash\/(\w+)\.js';/g)].map((m) => ({ as: m[1] ?? m[2], file: m[3] }));
}

describe("the chart library takes lodash's functions file by file (ADR 0115)", () => {
  const barrels = ['es/core/utils/index.js', 'es/util/index.js'].map((file) => fs.readFileSync(path.join(plotsDir, file), 'utf8'));

  it("no longer takes lodash's main file: each function it names comes from lodash's file of that function", () => {
    for (const source of barrels) {
      const named = /export \{([^}]*)\} from 'lodash'/.exec(source)![1].split(',').map((s) => s.trim()).filter(Boolean);
      const out = lodashPerMethod(source, hasMethodFile);
      expect(out).not.toMatch(/from ['"]lodash['"]/);
      expect(perMethodImports(out)).toEqual(named.map((name) => ({ as: name, file: name })));
    }
  });

  it('each function taken file by file behaves as the one from lodash whole', () => {
    const names = barrels.flatMap((source) => perMethodImports(lodashPerMethod(source, hasMethodFile)).map((i) => i.file));
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) {
      const fn = loadCommonJs(methodFile(name)) as (...args: unknown[]) => unknown;
      expect(typeof fn).toBe('function');
      expect(fn.length).toBe((lodashMain[name] as (...args: unknown[]) => unknown).length);
    }
    const get = loadCommonJs(methodFile('get'));
    const mergeWith = loadCommonJs(methodFile('mergeWith'));
    const groupBy = loadCommonJs(methodFile('groupBy'));
    expect(get({ a: [{ b: 3 }] }, 'a[0].b')).toBe(3);
    expect(mergeWith({ a: [1] }, { a: [2] }, (x: unknown, y: unknown) => (Array.isArray(x) ? x.concat(y) : undefined))).toEqual({ a: [1, 2] });
    expect(groupBy([1.2, 1.4, 2.1], Math.floor)).toEqual({ 1: [1.2, 1.4], 2: [2.1] });
  });

  it('keeps imports by name, with their local names', () => {
    const source = "import { isString, memoize as remember } from 'lodash';\nexport const x = 1;\n";
    expect(lodashPerMethod(source, hasMethodFile)).toBe(
      "import isString from 'lodash/isString.js';\nimport remember from 'lodash/memoize.js';\nexport const x = 1;\n",
    );
  });

  it('leaves a line it does not understand as written: a heavier file, never a broken one', () => {
    const unknownName = "export { get, notALodashFunction } from 'lodash';";
    const wholeDefault = "import _ from 'lodash';";
    const namespace = "import * as _ from 'lodash';";
    for (const line of [unknownName, wholeDefault, namespace]) expect(lodashPerMethod(line, hasMethodFile)).toBe(line);
  });
});
