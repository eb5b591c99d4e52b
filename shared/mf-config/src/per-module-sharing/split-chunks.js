// @ts-check
'use strict';
/**
 * Files for the modules of npm packages, grouped by who needs them (ADR 0048).
 *
 * Shared module by module, antd would arrive as hundreds of one-module files: Module Federation gives every
 * shared module its own lazy chunk, and webpack copies small helpers (clsx, icons) into each of them; the
 * start grew from 756 to 918 KB in 201 files when measured. Grouping by antd folder or by package instead
 * over-fetches (antd's ConfigProvider imports one file of `form`, and the whole `form` group came with it).
 *
 * So the grouping follows the code that needs a module, as webpack's own chunking does for ordinary lazy
 * imports: the roots are the entries, the exposed modules and every `import()` in app code; a shared module
 * counts as part of the code that consumes it. Every npm module is labelled with the roots that reach it:
 * - reached from the start (a page entry and the async boundary it loads, not a remote's container entry,
 *   whose exposed modules are roots of their own): one file of start-up vendor code;
 * - reached from a lazy part the start asks for at once (an `import()` named `start-...`, the host's antd part
 *   of ADR 0062): one file per such part, as the start's own;
 * - otherwise one file per set of roots (ADR 0115: a remote's first visit had made 40 to 90 requests, one per antd
 *   folder and package), except the fallbacks of shared modules the host provides (`keepApart`): those stay in one
 *   file per (set of roots, antd folder or package), fetched only where a host does not provide them, so the merged
 *   file carries no dead copy of what the host already loaded. The host keeps every shared module apart (remotes
 *   load its files per folder); a remote keeps apart the keys of host-provided-keys.json (written from the host's
 *   build; a remote built against an older list still works, it only fetches a few more bytes);
 * - in a start part of the host, the code of the remotes' first-visit keys the shell does not run and that are kept
 *   apart (the date picker's, the form's): one file per set of such keys beside the part (ADR 0115 "Session 59").
 */
const path = require('node:path');
const crypto = require('node:crypto');

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const CONSUME_SHARED_TYPE = 'consume-shared-module';
const PROVIDE_SHARED_TYPE = 'provide-module';
/** `import(/* webpackChunkName: "start-..." *\/ ...)`: a part loaded right after the start, its npm code in one file. */
const START_PART_PREFIX = 'start-';
/** The label of what a start part reaches only through unused connections (ADR 0119): loaded when a page uses it. */
const LATER = 'later';
/** `start-shell-zone>antd/es/date-picker/index.js`: a start part's module reached only through a remote's first-visit key. */
const FIRST_VISIT_SEPARATOR = '>';

/**
 * 'antd-button', 'rc-select', '@ant-design/icons' -> 'ant-design-icons': the folder or package of a module file.
 * @param {string | undefined} resource
 */
function familyOf(resource) {
  if (!resource) return undefined;
  const index = resource.lastIndexOf(NODE_MODULES);
  if (index < 0) return undefined;
  const parts = resource.slice(index + NODE_MODULES.length).split(path.sep);
  if (parts[0] === 'antd' && parts[1] === 'es' && parts[2]) return `antd-${parts[2].replace(/\.js$/, '')}`;
  if (parts[0] === '@rc-component' && parts[1]) return `rc-${parts[1]}`;
  const name = parts[0] && parts[0].startsWith('@') ? `${parts[0]}-${parts[1]}` : parts[0];
  return name ? name.replace(/^@/, '') : undefined;
}

/** @param {string} text */
const shortHash = (text) => crypto.createHash('sha1').update(text).digest('hex').slice(0, 8);

/**
 * A function that takes out of a set of root labels each root another root of the set dominates (ADR 0115 "Session
 * 63"): a lazy root every one of whose `import()`s sits in code that only roots dominated by (or equal to) that other
 * root load. Such a root is always loaded after the other, so a module both need can go in the other's file at no cost:
 * without this, the first visit of a remote whose landing page shares a few icons with one of its lazy parts (the
 * lookup's batch bar, a list's create form) fetched those in a file of their own.
 * @param {Map<import('webpack').Module, string>} lazyRoots lazy root -> its label
 * @param {Map<import('webpack').Module, Set<import('webpack').Module>>} importersOf lazy root -> the modules importing it
 * @param {Map<import('webpack').Module, Set<string>>} rootsOf module -> the labels of the roots that reach it
 * @returns {(labels: Set<string>) => Set<string>}
 */
function dominatedRootsDropper(lazyRoots, importersOf, rootsOf) {
  /** @type {Map<string, Set<string>>} label -> the labels of the roots whose code imports it (any label of its importers) */
  const loaders = new Map();
  for (const [root, label] of lazyRoots) {
    const importers = [...(importersOf.get(root) ?? [])];
    // An importer no root reaches (a remote's container entry) makes the root a top one: nothing dominates it.
    if (!importers.length || importers.some((m) => !rootsOf.get(m)?.size)) continue;
    const set = loaders.get(label) ?? new Set();
    for (const m of importers) for (const l of /** @type {Set<string>} */ (rootsOf.get(m))) if (l !== label) set.add(l);
    loaders.set(label, set);
  }
  // Dominators by the usual fixpoint: a label's are itself and those every one of its loaders has; a label that is not
  // a lazy root of this kind (the start, a start part, what only unused code reaches) has itself only.
  const all = new Set([...lazyRoots.values(), ...[...loaders.values()].flatMap((set) => [...set])]);
  /** @type {Map<string, Set<string>>} */
  const dominators = new Map([...all].map((label) => [label, loaders.get(label)?.size ? new Set(all) : new Set([label])]));
  for (let changed = true; changed;) {
    changed = false;
    for (const [label, from] of loaders) {
      if (!from.size) continue;
      const next = new Set([label, ...[.../** @type {Set<string>} */ (dominators.get([...from][0]))].filter((d) => [...from].every((l) => dominators.get(l)?.has(d)))]);
      if (next.size !== dominators.get(label)?.size) { dominators.set(label, next); changed = true; }
    }
  }
  return (labels) => new Set([...labels].filter((label) => ![...labels].some((other) => other !== label && dominators.get(label)?.has(other))));
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {{ keepApart?: (shareKey: string) => boolean, mergeStartCode?: boolean, keepInStartParts?: (shareKey: string) => boolean, apartFromStartParts?: (shareKey: string) => boolean, activeOnly?: boolean }} [options]
 *   which shared modules' fallbacks stay in their folder's file (default: all, the grouping before ADR 0115); whether
 *   the app's own code the start loads goes into one file too (the host's); given, a start part carries what its code
 *   uses plus the shared modules this says to keep (the remotes' first visits' keys, ADR 0119) and no more;
 *   `activeOnly`: a root reaches what its code uses, not what an unused re-export names (a remote's page that takes
 *   one name of the kit's barrel is not a root of the kit's forms, so their formik and yup are not merged into a file
 *   that page loads: ADR 0115 "Session 58"); `apartFromStartParts`: of those first-visit keys, the ones whose code the
 *   shell does not run go in a file of their own beside the part, loaded with the remote pages that draw it (ADR 0115
 *   "Session 59": the date picker and the form, which support's lists and the CRM area do not draw)
 * @returns {Map<import('webpack').Module, string>} module -> the name of its file
 */
function groupNpmModules(compilation, { keepApart = () => true, mergeStartCode = false, keepInStartParts, apartFromStartParts = () => false, activeOnly = false } = {}) {
  const { moduleGraph, chunkGraph } = compilation;
  /** @param {import('webpack').Dependency} dep */
  const target = (dep) => moduleGraph.getModule(dep);

  /**
   * Entry modules -> their label: the app's start ('main', or 'dev' for a remote running alone) is "start"; another
   * page entry (the host's silent-renew page, reports-settings' Data Analytics tool) has its own label, so that its npm
   * code is not put in a file the remote's exposed modules load (ADR 0115: the tool's whole antd came with every first
   * visit of reports-settings, 490 KB).
   * @type {Map<import('webpack').Module, string>}
   */
  const startRoots = new Map();
  for (const [entryName, entrypoint] of compilation.entrypoints) {
    const label = entryName === 'main' || entryName === 'dev' ? 'start' : `entry-${entryName}`;
    for (const chunk of entrypoint.chunks) {
      for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
        // A remote's container entry is not a start: each module it exposes is loaded when first asked for.
        if (module.constructor.name === 'ContainerEntryModule') continue;
        startRoots.set(module, label);
        // The async boundary (`import('./bootstrap')`) is part of the start.
        for (const block of module.blocks) for (const dep of block.dependencies) { const m = target(dep); if (m) startRoots.set(m, label); }
      }
    }
  }

  /** @type {Map<import('webpack').Module, string>} lazy root -> its label */
  const lazyRoots = new Map();
  /** @type {Map<import('webpack').Module, Set<import('webpack').Module>>} lazy root -> the modules whose code imports it */
  const importersOf = new Map();
  for (const module of compilation.modules) {
    if (module.type === CONSUME_SHARED_TYPE || module.type === PROVIDE_SHARED_TYPE) continue;
    /** @param {import('webpack').AsyncDependenciesBlock} block */
    const addBlock = (block) => {
      const chunkName = block.groupOptions && block.groupOptions.name;
      for (const dep of block.dependencies) {
        const m = target(dep);
        if (!m || startRoots.has(m)) continue;
        importersOf.set(m, (importersOf.get(m) ?? new Set()).add(module));
        const startPart = typeof chunkName === 'string' && chunkName.startsWith(START_PART_PREFIX);
        if (startPart || !lazyRoots.has(m)) lazyRoots.set(m, startPart ? chunkName : shortHash(m.identifier()));
      }
      for (const inner of block.blocks) addBlock(inner);
    };
    for (const block of module.blocks) addBlock(block);
  }

  /** @type {Map<import('webpack').Module, Set<string>>} */
  const rootsOf = new Map();
  /** Modules some root reaches without passing through the fallback of a module kept apart: merged with their roots. */
  /** @type {Set<import('webpack').Module>} */
  const mergeable = new Set();
  /** @param {import('webpack').Dependency} dep */
  const active = (dep) => { const connection = moduleGraph.getConnection(dep); return !connection || connection.isActive(undefined); };
  /** @param {import('webpack').Module} module */
  const shareKeyOf = (module) => /** @type {{ options?: { shareKey?: string } }} */ (/** @type {unknown} */ (module)).options?.shareKey;
  /** @param {import('webpack').Module} root @param {string} label */
  const walk = (root, label) => {
    // A start part of the host (antd's part of the shell, ADR 0119) follows what its code really runs, and the modules
    // the remotes' first visits consume; what it reaches only through an unused re-export (the kit's barrel) is labelled
    // LATER instead: one file per antd folder or package, loaded with the page that uses it. A first-visit key the
    // shell's code does not run is followed under a label of its own (`<part>>key`), so that the code of the keys kept
    // apart (`apartFromStartParts`) can have a file of its own beside the part (ADR 0115 "Session 59").
    const trimmed = Boolean(keepInStartParts) && label.startsWith(START_PART_PREFIX);
    /** @type {Array<[import('webpack').Module, boolean, boolean, string]>} [module, reached only through a fallback kept apart, reached only through an unused connection, label] */
    const stack = [[root, false, false, label]];
    /** @type {Map<string, { merged: Set<import('webpack').Module>, apart: Set<import('webpack').Module>, unused: Set<import('webpack').Module> }>} */
    const seenByLabel = new Map();
    /** @param {string} itemLabel */
    const seenOf = (itemLabel) => {
      let seen = seenByLabel.get(itemLabel);
      if (!seen) seenByLabel.set(itemLabel, (seen = { merged: new Set(), apart: new Set(), unused: new Set() }));
      return seen;
    };
    const rootSeen = seenOf(label);
    for (let item = stack.pop(); item; item = stack.pop()) {
      const [module, apart, unused, itemLabel] = item;
      const seen = seenOf(itemLabel);
      if (module.type === PROVIDE_SHARED_TYPE || seen.merged.has(module) || (apart && seen.apart.has(module))) continue;
      if (unused && (seen.unused.has(module) || seen.apart.has(module))) continue;
      // What the part's own code runs is the part's already: a first-visit key's walk stops there.
      if (itemLabel !== label && (rootSeen.merged.has(module) || rootSeen.apart.has(module))) continue;
      (unused ? seen.unused : apart ? seen.apart : seen.merged).add(module);
      if (!apart && !unused) mergeable.add(module);
      let labels = rootsOf.get(module);
      if (!labels) rootsOf.set(module, (labels = new Set()));
      labels.add(unused ? LATER : itemLabel);
      for (const dep of module.dependencies) {
        if (activeOnly && !active(dep)) continue;
        const m = target(dep);
        if (m) stack.push([m, apart, unused || (trimmed && !active(dep)), itemLabel]);
      }
      // A shared module's own code is loaded before the code that consumes it runs: part of the same root.
      if (module.type === CONSUME_SHARED_TYPE) {
        const shareKey = shareKeyOf(module);
        const firstVisitKey = typeof shareKey === 'string' && keepInStartParts !== undefined && keepInStartParts(shareKey);
        const fallbackApart = apart || (typeof shareKey === 'string' && keepApart(shareKey));
        const fallbackUnused = unused && !firstVisitKey;
        // Reached only through an unused connection or another such key, a first-visit key is the remotes' code, not the
        // shell's: its own label, so that what one key needs (the form's grid, which the dashboard asks for alone) is not
        // counted as another's.
        const fallbackLabel = trimmed && firstVisitKey && (unused || itemLabel !== label) ? `${label}${FIRST_VISIT_SEPARATOR}${shareKey}` : itemLabel;
        for (const block of module.blocks) for (const dep of block.dependencies) { const m = target(dep); if (m) stack.push([m, fallbackApart || fallbackUnused, fallbackUnused, fallbackLabel]); }
      }
    }
  };
  for (const [root, label] of startRoots) walk(root, label);
  for (const [root, label] of lazyRoots) walk(root, label);
  const withoutDominated = dominatedRootsDropper(lazyRoots, importersOf, rootsOf);

  /** @type {Map<import('webpack').Module, string>} */
  const names = new Map();
  /** The start part's modules reached only through first-visit keys, by the set of those keys: module -> [part, group]. */
  /** @type {Map<import('webpack').Module, [string, string]>} */
  const firstVisitOnly = new Map();
  /** The first-visit keys of each group. */
  /** @type {Map<string, string[]>} */
  const groupKeys = new Map();
  for (const [module, labels] of rootsOf) {
    const resource = /** @type {{ resource?: string }} */ (module).resource;
    const family = familyOf(resource);
    const startLabels = [...labels].filter((label) => label.startsWith(START_PART_PREFIX));
    const ownPart = startLabels.filter((label) => !label.includes(FIRST_VISIT_SEPARATOR)).sort()[0];
    const startPart = ownPart ?? startLabels.map((label) => label.split(FIRST_VISIT_SEPARATOR)[0]).sort()[0];
    if (!family) {
      // The app's own and workspace modules the start loads (the @portal packages shared file by file each had a file:
      // 18 small requests on every page, ADR 0115): one file for the start, one per part loaded beside it.
      if (mergeStartCode && resource) {
        if (labels.has('start')) names.set(module, 'app-start');
        else if (startPart) names.set(module, `app-${startPart}`);
      }
      continue;
    }
    const roots = shortHash([...withoutDominated(labels)].sort().join(','));
    if (labels.has('start')) names.set(module, 'vendor-start');
    else if (startPart) {
      names.set(module, `vendor-${startPart}`);
      if (!ownPart) {
        const group = shortHash(startLabels.sort().join(','));
        firstVisitOnly.set(module, [startPart, group]);
        groupKeys.set(group, startLabels.map((label) => label.slice(label.indexOf(FIRST_VISIT_SEPARATOR) + 1)));
      }
    }
    else if (mergeable.has(module)) names.set(module, `vendor-${roots}`);
    else names.set(module, `vendor-${roots}-${family}`);
  }
  for (const [module, [startPart, group]] of firstVisitOnly) {
    if (groupKeys.get(group)?.every((key) => apartFromStartParts(key))) names.set(module, `vendor-${startPart}-${group}`);
  }
  return names;
}

/**
 * The plugin that labels npm modules in each compilation, and the splitChunks setting that turns the labels
 * into files (SplitChunksPlugin reads its options once, so the cache group reads the labels through a closure).
 * @param {{ keepApart?: (shareKey: string) => boolean, mergeStartCode?: boolean, keepInStartParts?: (shareKey: string) => boolean, apartFromStartParts?: (shareKey: string) => boolean, activeOnly?: boolean }} [options] see groupNpmModules
 */
function npmChunkGroups(options = {}) {
  /** @type {Map<import('webpack').Module, string>} */
  let names = new Map();
  /** @type {import('webpack').WebpackPluginInstance} */
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('NpmChunkGroupsPlugin', (compilation) => {
        // Before SplitChunksPlugin (stage 10) asks for the names.
        compilation.hooks.optimizeChunks.tap({ name: 'NpmChunkGroupsPlugin', stage: -10 }, () => {
          names = groupNpmModules(compilation, options);
        });
      });
    },
  };
  /** @type {NonNullable<import('webpack').Configuration['optimization']>['splitChunks']} */
  const splitChunks = {
    chunks: 'async',
    cacheGroups: {
      npmByRoots: {
        chunks: 'async',
        enforce: true,
        priority: 20,
        reuseExistingChunk: true,
        test: (/** @type {import('webpack').Module} */ module) => names.has(module),
        name: (/** @type {import('webpack').Module} */ module) => names.get(module),
      },
    },
  };
  return { plugin, splitChunks };
}

module.exports = { npmChunkGroups, familyOf, groupNpmModules };
