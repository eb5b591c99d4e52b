import path from 'node:path';
import { clone, cloneDeep } from './base-clone.mjs';
import { isPlainObject, toPath } from './path-and-plain.mjs';

// lodash itself (its CommonJS build, which formik depends on beside lodash-es: the same code): the oracle.
const formikDir = path.dirname(require.resolve('formik/package.json', { paths: [path.join(__dirname, '../../../../kit')] }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lodash = <T>(name: string): T => require(require.resolve(`lodash/${name}.js`, { paths: [formikDir] })) as T;
// dayjs, as the portal's forms hold dates (the kit's dependency).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dayjs = require(require.resolve('dayjs', { paths: [formikDir, path.join(__dirname, '../../../../kit')] })) as ((value?: string) => { format(pattern: string): string }) & { isDayjs(value: unknown): boolean };
const lodashClone = lodash<(v: unknown) => unknown>('clone');
const lodashCloneDeep = lodash<(v: unknown) => unknown>('cloneDeep');
const lodashToPath = lodash<(v: unknown) => unknown>('toPath');
const lodashIsPlainObject = lodash<(v: unknown) => boolean>('isPlainObject');

class Money { constructor(public amount: number, public currency: string) {} }
const symbol = Symbol('note');
const file = new File(['x'], 'order.csv');

/** A form's values as the portal's forms hold them. */
function formValues() {
  return {
    reference: 'PAY-1',
    amount: 12.5,
    when: dayjs('2026-12-06T10:00:00Z'),
    range: [dayjs('2026-12-01'), dayjs('2026-12-06')],
    created: new Date('2026-12-06T00:00:00Z'),
    tags: ['a', 'b'],
    nested: { lines: [{ sku: 'X', qty: 2 }], money: new Money(5, 'GBP') },
    upload: file,
    onPick: () => 1,
    pattern: /ref-\d+/gi,
    methods: new Map([['card', { share: 0.8 }]]),
    picked: new Set([{ id: 1 }]),
    empty: null,
    missing: undefined,
    [symbol]: { hidden: true },
  };
}

describe('formik\'s lodash functions without lodash: the same results as lodash', () => {
  it('cloneDeep copies a form\'s values as lodash does: equal, nothing shared but what lodash shares', () => {
    const values = formValues();
    const mine = cloneDeep(values) as ReturnType<typeof formValues>;
    const theirs = lodashCloneDeep(values) as ReturnType<typeof formValues>;
    expect(mine).toEqual(theirs);
    expect(mine).toEqual(values);
    // Copied: the objects, arrays, dates, day values (still dayjs), class instances, maps, sets, patterns.
    for (const key of ['range', 'created', 'tags', 'nested', 'methods', 'picked', 'pattern', 'when'] as const) expect(mine[key]).not.toBe(values[key]);
    expect(dayjs.isDayjs(mine.when)).toBe(true);
    expect(mine.when.format('YYYY-MM-DD')).toBe('2026-12-06');
    expect(mine.nested.money).toBeInstanceOf(Money);
    expect(mine.nested.lines[0]).not.toBe(values.nested.lines[0]);
    expect(mine.methods.get('card')).not.toBe(values.methods.get('card'));
    expect(mine[symbol]).toEqual({ hidden: true });
    // Shared, as lodash shares them: a file, a function.
    expect(mine.upload).toBe(file);
    expect(theirs.upload).toBe(file);
    expect(mine.onPick).toBe(values.onPick);
  });

  it('clone copies one level: a new object or array, its values the same', () => {
    const values = formValues();
    const mine = clone(values) as ReturnType<typeof formValues>;
    expect(mine).not.toBe(values);
    expect(mine).toEqual(lodashClone(values));
    expect(mine.nested).toBe(values.nested);
    const list = [1, { a: 1 }];
    const copied = clone(list) as typeof list;
    expect(copied).toEqual(list);
    expect(copied).not.toBe(list);
    expect(copied[1]).toBe(list[1]);
    expect(Object.getPrototypeOf(clone(new Money(1, 'EUR')))).toBe(Money.prototype);
  });

  it('cycles, boxed values, buffers and values lodash does not copy', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    const copied = cloneDeep(cyclic) as typeof cyclic;
    expect(copied.self).toBe(copied);
    const odd = [Object(3), new Uint8Array([1, 2]), new ArrayBuffer(4), new Error('x'), new WeakMap(), Object.create(null), 'text', 7, null, undefined, true];
    expect(cloneDeep(odd)).toEqual(lodashCloneDeep(odd));
    for (const top of [new Error('x'), () => 1, new WeakMap(), file]) expect(cloneDeep(top)).toEqual(lodashCloneDeep(top));
    expect(cloneDeep(undefined)).toBeUndefined();
  });

  it('toPath reads a field\'s name into its path as lodash does', () => {
    for (const name of ['reference', 'nested.lines[0].qty', 'a["b.c"].d', "a['x\\'y']", '.lead', 'a..b', 'a[]', 'a[-1.5]', '', 'rows.10.amount']) {
      expect(toPath(name)).toEqual(lodashToPath(name));
    }
    expect(toPath(['a', 1, -0])).toEqual(lodashToPath(['a', 1, -0]));
    expect(toPath(12)).toEqual(lodashToPath(12));
    expect(toPath(null)).toEqual(lodashToPath(null));
  });

  it('isPlainObject tells a plain object from everything else as lodash does', () => {
    for (const value of [{}, { a: 1 }, Object.create(null), new Money(1, 'GBP'), [], new Date(), null, 'x', dayjs(), Object.create({}), file]) {
      expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
    }
  });
});

describe('the build gives formik the stand-ins, and lodash to everyone else', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { formikLodashPlugin } = require('../formik-lodash-plugin') as { formikLodashPlugin(): { resourceRegExp: RegExp; newResource: (r: { request: string; contextInfo: { issuer: string } }) => void } };
  const replaced = (request: string, issuer: string) => {
    const plugin = formikLodashPlugin();
    const resource = { request, contextInfo: { issuer } };
    if (plugin.resourceRegExp.test(request)) plugin.newResource(resource);
    return resource.request;
  };
  const formikFile = '/repo/node_modules/.pnpm/formik@2.4.9/node_modules/formik/dist/formik.esm.js';

  it('each of formik\'s four imports resolves to its stand-in file, which exists and exports it', () => {
    for (const name of ['clone', 'cloneDeep', 'toPath', 'isPlainObject']) {
      const file = replaced(`lodash-es/${name}`, formikFile);
      expect(file).toBe(path.join(__dirname, `${name}.mjs`));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(typeof (require(file) as { default: unknown }).default).toBe('function');
    }
  });

  it('other packages, and formik\'s other lodash imports, are left alone', () => {
    expect(replaced('lodash-es/cloneDeep', '/repo/node_modules/@ant-design/plots/es/core/utils.js')).toBe('lodash-es/cloneDeep');
    expect(replaced('lodash-es/merge', formikFile)).toBe('lodash-es/merge');
  });
});
