/**
 * @jest-environment node
 */
import { groupNpmModules } from './split-chunks';

type FakeModule = { id: string; type: string; resource?: string; options?: { shareKey: string }; dependencies: object[]; blocks: { groupOptions?: { name?: string }; dependencies: object[]; blocks: [] }[]; identifier(): string };

/**
 * A host's module graph: its entry, the shell's antd part loaded beside it (`start-shell-zone`), which uses antd's App
 * and imports the kit's barrel without using it; the barrel reaches antd's Table and Tree through shared modules.
 */
function hostGraph() {
  const targets = new Map<object, FakeModule>();
  const inactive = new Set<object>();
  const module = (id: string, extra: Partial<FakeModule> = {}): FakeModule => ({ id, type: 'javascript/auto', dependencies: [], blocks: [], identifier: () => id, ...extra });
  const link = (from: FakeModule, to: FakeModule, { used = true } = {}) => { const dep = {}; targets.set(dep, to); if (!used) inactive.add(dep); from.dependencies.push(dep); };
  const lazy = (from: FakeModule, to: FakeModule, name?: string) => { const dep = {}; targets.set(dep, to); from.blocks.push({ groupOptions: { name }, dependencies: [dep], blocks: [] }); };
  const npm = (file: string) => module(file, { resource: `/x/node_modules/.pnpm/antd@6/node_modules/antd/es/${file}` });
  const shared = (key: string, fallback: FakeModule) => { const c = module(`consume ${key}`, { type: 'consume-shared-module', options: { shareKey: key } }); lazy(c, fallback); return c; };

  const entry = module('entry');
  // The entry's async boundary (import('./bootstrap')) is part of the start; the bootstrap asks for the antd part.
  const bootstrap = module('bootstrap', { resource: '/x/host/src/bootstrap.tsx' });
  const zone = module('shell zone', { resource: '/x/host/src/ShellAntdZone.tsx' });
  const kit = module('kit barrel', { resource: '/x/shared/kit/src/index.ts' });
  const app = npm('app/index.js');
  const table = npm('table/index.js');
  const tree = npm('tree/index.js');
  // The form's code: its own module, antd's grid (which a remote's first visit also asks for alone) and a helper the
  // shell's App runs too.
  const form = npm('form/index.js');
  const grid = npm('grid/index.js');
  const util = npm('_util/hooks.js');
  lazy(entry, bootstrap);
  lazy(bootstrap, zone, 'start-shell-zone');
  link(zone, shared('antd/es/app/index.js', app));
  link(zone, kit, { used: false });
  link(kit, shared('antd/es/table/index.js', table));
  link(kit, shared('antd/es/tree/index.js', tree));
  link(kit, shared('antd/es/form/index.js', form));
  link(form, shared('antd/es/grid/index.js', grid));
  link(form, shared('antd/es/_util/hooks.js', util));
  link(app, shared('antd/es/_util/hooks.js', util));
  const modules = [entry, bootstrap, zone, kit, app, table, tree, form, grid, util];
  for (const m of [...targets.values()]) if (!modules.includes(m)) modules.push(m);

  const chunk = {};
  const compilation = {
    entrypoints: new Map([['main', { chunks: [chunk] }]]),
    chunkGraph: { getChunkEntryModulesIterable: () => [entry] },
    moduleGraph: {
      getModule: (dep: object) => targets.get(dep),
      getConnection: (dep: object) => ({ isActive: () => !inactive.has(dep) }),
    },
    modules: new Set(modules),
  };
  return { compilation: compilation as never, app, table, tree, form, grid, util };
}

describe("the host's start parts (ADR 0119)", () => {
  it('carry what the shell uses and what the remotes\' first visits consume, not what only an unused import reaches', () => {
    const { compilation, app, table, tree } = hostGraph();
    const names = groupNpmModules(compilation, { mergeStartCode: true, keepInStartParts: (key) => key === 'antd/es/table/index.js' });
    expect(names.get(app as never)).toBe('vendor-start-shell-zone');
    expect(names.get(table as never)).toBe('vendor-start-shell-zone');
    // Loaded with the page that uses it, in its folder's file.
    expect(names.get(tree as never)).toMatch(/^vendor-[0-9a-f]{8}-antd-tree$/);
  });

  it("put a first-visit key kept apart in a file of its own beside the part, with what only it needs (ADR 0115 \"Session 59\")", () => {
    const { compilation, app, table, form, grid, util } = hostGraph();
    const firstVisit = new Set(['antd/es/table/index.js', 'antd/es/form/index.js', 'antd/es/grid/index.js']);
    const names = groupNpmModules(compilation, { mergeStartCode: true, keepInStartParts: (key) => firstVisit.has(key), apartFromStartParts: (key) => key === 'antd/es/form/index.js' });
    expect(names.get(form as never)).toMatch(/^vendor-start-shell-zone-[0-9a-f]{8}$/);
    // The shell runs the helper; a remote asks for the grid alone: both stay in the part, as does the table.
    expect(names.get(util as never)).toBe('vendor-start-shell-zone');
    expect(names.get(grid as never)).toBe('vendor-start-shell-zone');
    expect(names.get(table as never)).toBe('vendor-start-shell-zone');
    expect(names.get(app as never)).toBe('vendor-start-shell-zone');
    // Without the key kept apart, the form is the part's as before.
    expect(groupNpmModules(compilation, { mergeStartCode: true, keepInStartParts: (key) => firstVisit.has(key) }).get(form as never)).toBe('vendor-start-shell-zone');
  });

  it('carry everything they reach without the list (the grouping before ADR 0119)', () => {
    const { compilation, tree } = hostGraph();
    expect(groupNpmModules(compilation, { mergeStartCode: true }).get(tree as never)).toBe('vendor-start-shell-zone');
  });
});

/**
 * A remote's module graph: its container entry exposes the page module, which uses icons A and C and imports two lazy
 * parts: the batch bar (icons A and B) and a dialog the bar also imports (icon B). A second exposed module uses icon A.
 */
function remoteGraph() {
  const targets = new Map<object, FakeModule>();
  const module = (id: string, extra: Partial<FakeModule> = {}): FakeModule => ({ id, type: 'javascript/auto', dependencies: [], blocks: [], identifier: () => id, ...extra });
  const link = (from: FakeModule, to: FakeModule) => { const dep = {}; targets.set(dep, to); from.dependencies.push(dep); };
  const lazy = (from: FakeModule, to: FakeModule) => { const dep = {}; targets.set(dep, to); from.blocks.push({ dependencies: [dep], blocks: [] }); };
  const icon = (name: string) => module(name, { resource: `/x/node_modules/.pnpm/@ant-design+icons@6/node_modules/@ant-design/icons/es/icons/${name}.js` });
  const container = module('container entry', { type: 'javascript/dynamic' });
  const page = module('page module', { resource: '/x/remote/src/module.tsx' });
  const other = module('other exposed module', { resource: '/x/remote/src/other.tsx' });
  const bar = module('batch bar', { resource: '/x/remote/src/BatchBar.tsx' });
  const dialog = module('dialog', { resource: '/x/remote/src/Dialog.tsx' });
  const [a, b, c] = [icon('A'), icon('B'), icon('C')];
  lazy(container, page);
  lazy(container, other);
  link(page, a);
  link(page, c);
  lazy(page, bar);
  lazy(page, dialog);
  link(bar, a);
  link(bar, b);
  lazy(bar, dialog);
  link(dialog, b);
  link(other, a);
  const compilation = {
    entrypoints: new Map(),
    chunkGraph: { getChunkEntryModulesIterable: () => [] },
    moduleGraph: { getModule: (dep: object) => targets.get(dep), getConnection: () => ({ isActive: () => true }) },
    modules: new Set([container, page, other, bar, dialog, a, b, c]),
  };
  return { compilation: compilation as never, a, b, c };
}

describe("a remote's npm files (ADR 0115 \"Session 63\")", () => {
  it("put what a lazy part shares with the page that imports it in the page's file, and no more", () => {
    const { compilation, a, b, c } = remoteGraph();
    const names = groupNpmModules(compilation, { keepApart: () => false });
    // Icon C only the page uses; the bar (loaded only after the page) also uses icon A: both in the page's one file.
    expect(names.get(c as never)).toMatch(/^vendor-[0-9a-f]{8}$/);
    expect(names.get(b as never)).toMatch(/^vendor-[0-9a-f]{8}$/);
    expect(names.get(b as never)).not.toBe(names.get(c as never));
    // Icon A is also the other exposed module's, which loads without the page: a file of its own, as before.
    expect(names.get(a as never)).not.toBe(names.get(c as never));
    expect(names.get(a as never)).not.toBe(names.get(b as never));
  });

  it('merge a lazy part into the page it always loads after', () => {
    const { compilation, a, c } = remoteGraph();
    // Without the other exposed module, icon A is the page's and the bar's only: the page's file.
    const graph = compilation as unknown as { modules: Set<FakeModule> };
    for (const m of [...graph.modules]) if (m.id === 'other exposed module') graph.modules.delete(m);
    const container = [...graph.modules].find((m) => m.id === 'container entry')!;
    container.blocks = container.blocks.slice(0, 1);
    const names = groupNpmModules(compilation, { keepApart: () => false });
    expect(names.get(a as never)).toBe(names.get(c as never));
  });
});
