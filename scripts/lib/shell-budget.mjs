// The guard of issue 14: the signed-in shell's start-up JavaScript, computed from the host's production
// build (host/dist/initial-js.json, written by @portal/mf-config's InitialAssetsPlugin from webpack's chunk
// graph), must stay within its budget. `npm test` runs it after the build; no browser timing involved.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './paths.mjs';

/**
 * KB of gzip (level 6, as the bench computes it) the host may load before the shell renders.
 * Issue 14 targets 250 KB for the whole signed-in shell; what stands in the way is in ADR 0048. This is a
 * ratchet at today's figure: lower it whenever the shell gets lighter, never raise it without an ADR saying why.
 */
// 784 -> 744 (ADR 0048): jszip, oidc-client-ts on the silent-renew page and the profile pages left the start, and
// the lazy code of shared modules the host only provides is no longer counted (742.6 KB measured with antd shared
// whole). With PORTAL_PER_MODULE_SHARING=1 (antd module by module) the start measures 600.3 KB; next steps in ADR 0048.
// 744 -> 734 (session 10): @portal/contracts says "sideEffects": false, so each app bundles only the contract modules
// it uses (the shell had carried every remote's endpoint declarations: 743.1 KB before, 733.3 KB after).
// 734 -> 521 (session 11, ADR 0048): antd and @rc-component shared module by module by default, @portal/ui file by
// file, antd's own imports of @rc-component barrels file by file (520.5 KB measured; 733.3 KB with
// PORTAL_PER_MODULE_SHARING=0).
// 521 -> 452 (session 12, ADR 0048): the entry's share tables written as data and webpack's dead sharing runtime
// dropped (main.js 85.7 -> 61.5 KB), react-router shared as one module of its browser API (@portal/react-router), the
// snackbar's sanitizer, report downloads and the narrow screens' drawer loaded on first use (451.8 KB measured).
// 452 -> 453 (session 12, ADR 0061): the boot splash (0.7 KB in main.js) draws the tenant's splash from the first
// script, before vendor-start arrives.
// 453 -> 437 (session 13, ADR 0048): oidc-client-ts loaded on demand, the stored session read without it (436.5 KB
// measured; scripts/lib/on-demand-libraries.mjs keeps the library out of the start).
// 437 -> 249 (session 13, ADR 0062): the shell's frame (layout, menu, top bar, breadcrumbs, footer, splash) drawn
// without antd; antd's part of the shell (the page area, the bell, the support button, the panels) is a chunk the
// start asks for beside the session, printed beside this figure (248.4 KB measured, the part 152.8 KB).
// 249 -> 236 (session 13, ADR 0048 "the entry"): the share tables written once, the federation runtime built for the
// browser only (main.js 62.4 -> 45.9 KB; 235.7 KB measured).
// 236 -> 240 (issue 26): main.js 45.9 -> 49.9 KB: the share tables list every antd module some remote uses (antd is
// shared module by module, ADR 0048), and the settings pages and the forms moved onto the kit's engine use more of
// them; 239.9 KB measured. Issue 14's goal stays 250 KB.
// 240 -> 242 (issue 27, ADR 0068): the shell draws the Test-mode banner, the mode tag, the skip link and the page
// title from its first frame (they must be there before any page); 240.7 KB measured.
// 242 -> 237 (issue 33, ADR 0115): the shell's own and workspace code its start loads in one file (12 files became 3),
// one gzip window instead of ten; 236.9 KB measured.
// 237 -> 239 (issue 33, ADR 0116): a new tab takes the session of the open tabs before its first call (the handover's
// key exchange and channel messages must run before anything else loads); 238.2 KB measured.
// Session 40 (ADR 0115): lazy files named with 8 hex digits of their content hash, not 20 (the runtime's map of every
// lazy file's name is in main.js): 239.2 -> 238.6 KB, with antd's Tree in two new lazy files.
// 239 -> 221 (session 56, ADR 0115): the shell routes with react-router's declarative router, and the portal's
// react-router module leaves the data router out (createRouter, RouterProvider, loaders, fetchers): 220.1 KB measured;
// then react-i18next shared as the portal's module of the three names it uses (not Trans, the HOCs, SSR): 213.2 KB.
// 214 -> 215 (session 61, ADR 0115 "Session 61"): the runtime's map in the start names each lazy file, and sessions 60
// and 61 added eight (antd's menus, the pickers' popup, the virtual list, the validator, the tree's node, message,
// notification), which took 30 KB off antd's part: 213.2 -> 214.0 KB measured in a clean clone, at the old line.
export const SHELL_INITIAL_JS_BUDGET_KB = 215;

/**
 * Sizes of the host's start-up JavaScript: { files: [{ file, gzip }], totalKb, parts: [{ name, files, totalKb }] }.
 * `parts` are what the start asks for at once but draws its first frame without (the shell's antd part, ADR 0062):
 * printed beside the figure, not counted in it.
 */
export function shellInitialJs(root = ROOT) {
  const dist = path.join(root, 'host', 'dist');
  const listFile = path.join(dist, 'initial-js.json');
  if (!fs.existsSync(listFile)) throw new Error(`${path.relative(root, listFile)} is missing: build the host in production mode first`);
  const { files, parts = {} } = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  const size = (list) => {
    const sized = list.map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 6 }).length }));
    return { files: sized, totalKb: sized.reduce((n, f) => n + f.gzip, 0) / 1024 };
  };
  return { ...size(files), parts: Object.entries(parts).map(([name, part]) => ({ name, ...size(part.files) })) };
}

/**
 * KB of gzip of the start's parts together (antd's part of the shell, ADR 0062): not in the start's figure, since the
 * first frame is drawn without them, but downloaded on every page before any page draws. A ratchet as above.
 */
// 350 (issue 33, ADR 0115 "Session 39"): antd's Button and Tag styles take `isBright` without ColorPicker's presets,
// so Collapse and @rc-component/collapse left the part (349.7 -> 346.1 KB measured).
// 347 -> 335 (session 39, ADR 0115 "antd's part module by module"): the remote error page drawn without antd's Result,
// whose module carried its 403, 404 and 500 illustrations (346.1 -> 334.9 KB measured).
// 335 -> 324 (session 40, ADR 0115 "Session 40"): antd's Table filter dropdown asks for antd's Tree when it draws one
// (antd/tree and @rc-component/tree left the part: 334.9 -> 323.9 KB measured).
// 324 -> 277 (session 59, ADR 0115 "Session 59"): the date picker's and the form's code, which the shell does not run, load
// in files of their own with the remote pages that draw them (323.7 -> 276.0 KB measured, with antd's colour packages
// shared whole from the host; 1 KB over it, as a clone's path moves module ids by a few bytes).
// 277 -> 261 (session 60, ADR 0115 "Session 60"): antd's Dropdown, Table filter dropdown and the tabs' "more" dropdown
// ask for their menus (antd's and @rc-component/menu) when they open (276.0 -> 260.4 KB measured); then a select's
// options list its virtual list when it opens (254.4 KB measured).
// 255 -> 243 (session 61, ADR 0115 "Session 61"): antd's form checks its rules with async-validator loaded when first
// needed, the tree's util file asks for the tree's node when drawn (252.6 KB measured), and antd's App its message and
// notification hooks' files with the first message or notification shown (241.5 KB measured).
// 243 -> 233 (session 62, ADR 0115 "Session 62"): antd's Radio loads when a radio is drawn (the table's single-choice
// selection and column filter, the kit's radio editor), and the form's hooks, which it had kept in the part, go with the
// form's file (231.6 KB measured).
export const SHELL_START_PARTS_BUDGET_KB = 233;

/** { ok, message }: the verdict of the guard, with the figures that explain it. */
export function checkShellBudget({ root = ROOT, budgetKb = SHELL_INITIAL_JS_BUDGET_KB, partsBudgetKb = SHELL_START_PARTS_BUDGET_KB } = {}) {
  const { files, totalKb, parts } = shellInitialJs(root);
  const biggest = (list) => [...list].sort((a, b) => b.gzip - a.gzip).slice(0, 5)
    .map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ');
  const partsKb = parts.reduce((n, p) => n + p.totalKb, 0);
  const partsNote = parts.map((p) => `; then ${p.name} ${p.totalKb.toFixed(1)} KB in ${p.files.length} files, asked for beside the session`).join('');
  const partsBudgetNote = parts.length ? ` (parts' budget ${partsBudgetKb} KB)` : '';
  const figure = `${totalKb.toFixed(1)} KB gzip in ${files.length} files (budget ${budgetKb} KB)${partsNote}${partsBudgetNote}`;
  if (totalKb > budgetKb) return { ok: false, message: `shell start-up JavaScript over budget: ${figure}; largest: ${biggest(files)}` };
  if (partsKb > partsBudgetKb) {
    return { ok: false, message: `the parts the shell's start asks for are over budget: ${figure}; largest: ${biggest(parts.flatMap((p) => p.files))}` };
  }
  return { ok: true, message: `shell start-up JavaScript: ${figure}` };
}

/**
 * KB of gzip a remote may add on its first visit, after the shell has started (issue 14: at most 60 KB for a simple
 * area). Worked out from the builds' share graphs (remoteFirstVisits below), not from a browser.
 */
export const REMOTE_FIRST_VISIT_BUDGET_KB = 60;
/**
 * The simple areas the budget applies to; the others are printed. An area whose exposed module imports every page
 * statically (support: 380 KB, all its pages and forms) downloads them all on its first visit: its weight is its
 * features', until its routes load per page (ADR 0048, session 11).
 */
export const SIMPLE_REMOTES = ['crm'];

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * What each remote's first visit downloads after the shell's start, from the production builds: the remote's
 * entry and the chunks of its exposed modules, then for each shared module they consume that the start has not
 * loaded, the files of its provider (the host's when the host provides it: it registered first and every app has
 * the same version; else the remote's own), recursively for what those files consume in turn.
 * Returns [{ remote, files: [{ app, file, gzip }], ownKb, hostKb, totalKb }], or [] when no share graph exists.
 */
export function remoteFirstVisits(root = ROOT) {
  const hostDist = path.join(root, 'host', 'dist');
  const hostGraphFile = path.join(hostDist, 'share-graph.json');
  if (!fs.existsSync(hostGraphFile)) return [];
  const host = { name: 'host', dist: hostDist, graph: readJson(hostGraphFile) };
  const start = readJson(path.join(hostDist, 'initial-js.json'));
  // The start's parts (the shell's antd part, ADR 0062) load as the shell starts, before any remote can render.
  const parts = Object.values(start.parts ?? {});
  const startFiles = new Set([...start.files, ...parts.flatMap((part) => part.files)]);
  // Shared modules the start consumed: those of every host chunk the start loaded (chunks of consume modules
  // alone have no file: initial-js.json lists the chunk ids as well).
  const startChunks = start.chunks
    ? [...start.chunks, ...parts.flatMap((part) => part.chunks)]
    : Object.keys(host.graph.chunks).filter((id) => host.graph.chunks[id].files.length && host.graph.chunks[id].files.every((f) => startFiles.has(f)));
  // `vendor-start-shell-zone-<group>.<hash>.js`: the files the host's grouping gives the first-visit keys kept apart from a part.
  const partGroupFile = (file) => Object.keys(start.parts ?? {}).some((part) => file.startsWith(`vendor-${part}-`));
  const startKeys = new Set();
  for (const id of startChunks) for (const key of host.graph.chunks[id]?.consumes ?? []) startKeys.add(key);
  const remotesDir = path.join(root, 'remotes');
  const gzipOf = new Map();
  const gzip = (app, file) => {
    const id = path.join(app.dist, file);
    if (!gzipOf.has(id)) gzipOf.set(id, zlib.gzipSync(fs.readFileSync(id), { level: 6 }).length);
    return gzipOf.get(id);
  };
  const visits = [];
  for (const name of fs.readdirSync(remotesDir).sort()) {
    const graphFile = path.join(remotesDir, name, 'dist', 'share-graph.json');
    if (!fs.existsSync(graphFile)) continue;
    const remote = { name, dist: path.join(remotesDir, name, 'dist'), graph: readJson(graphFile) };
    const loadedKeys = new Set(startKeys);
    const loadedFiles = new Set([...startFiles].map((f) => `host:${f}`));
    const files = [];
    const queue = [];
    const push = (app, ids) => { for (const id of ids ?? []) queue.push([app, id]); };
    // The container entry only (remoteEntry.js): a remote's own pages (reports-settings' Data Analytics tool) are other
    // entries, which a first visit through the shell never loads.
    for (const ids of Object.values(remote.graph.entries)) if (ids.some((id) => remote.graph.chunks[id]?.files.includes('remoteEntry.js'))) push(remote, ids);
    for (const ids of Object.values(remote.graph.exposes)) push(remote, ids);
    const seenChunks = new Set();
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [app, id] = item;
      if (seenChunks.has(`${app.name}:${id}`)) continue;
      seenChunks.add(`${app.name}:${id}`);
      const chunk = app.graph.chunks[id];
      if (!chunk) continue;
      for (const file of chunk.files) {
        if (loadedFiles.has(`${app.name}:${file}`)) continue;
        loadedFiles.add(`${app.name}:${file}`);
        files.push({ app: app.name, file, gzip: gzip(app, file) });
      }
      for (const key of chunk.consumes) {
        if (loadedKeys.has(key)) continue;
        loadedKeys.add(key);
        if (host.graph.provides[key]) push(host, host.graph.provides[key]);
        else push(app, app.graph.fallbacks[key] ?? app.graph.provides[key]);
      }
    }
    const kbOf = (list) => list.reduce((n, f) => n + f.gzip, 0) / 1024;
    const own = files.filter((f) => f.app !== 'host');
    // antd's part of the shell in files of its own (the date picker's, the form's: ADR 0115 "Session 59"), loaded with
    // the first visits that draw them: antd's part still, not the remote's weight, and printed apart.
    const antdGroups = files.filter((f) => f.app === 'host' && partGroupFile(f.file));
    const counted = files.filter((f) => !antdGroups.includes(f));
    visits.push({ remote: name, files: counted, antdGroups, ownKb: kbOf(own), hostKb: kbOf(counted) - kbOf(own), antdGroupsKb: kbOf(antdGroups), totalKb: kbOf(counted) });
  }
  return visits;
}

/**
 * KB of gzip any remote's first visit may add after the shell's start and antd's part of the shell (issue 33, ADR
 * 0115): a remote's exposed module carries its routes, its landing pages and their texts; the other pages load with
 * their routes, charts when shown. It replaced the growth limit over each remote's figure before issue 26's resource
 * layer (support 44.6, transactions 440.2, dashboard 300.8, reports-settings 763.7 KB).
 */
export const REMOTE_FIRST_VISIT_LIMIT_KB = 150;

/**
 * { ok, message }: every remote's first visit within REMOTE_FIRST_VISIT_LIMIT_KB and every simple area's within
 * REMOTE_FIRST_VISIT_BUDGET_KB, with every remote's figure.
 */
export function checkRemoteFirstVisits({ root = ROOT, budgetKb = REMOTE_FIRST_VISIT_BUDGET_KB, simple = SIMPLE_REMOTES, limitKb = REMOTE_FIRST_VISIT_LIMIT_KB } = {}) {
  const visits = remoteFirstVisits(root);
  if (!visits.length) return { ok: true, message: 'remote first visits: no share graph in the build (built with PORTAL_PER_MODULE_SHARING=0?)' };
  const limitOf = (remote) => (simple.includes(remote) ? Math.min(budgetKb, limitKb) : limitKb);
  const groups = (v) => (v.antdGroups.length ? `; then antd's part's ${v.antdGroups.length} file${v.antdGroups.length === 1 ? '' : 's'} of its own ${v.antdGroupsKb.toFixed(1)} KB` : '');
  const lines = visits.map((v) => `  ${v.remote}: ${v.totalKb.toFixed(1)} KB gzip in ${v.files.length} files (own ${v.ownKb.toFixed(1)} KB, host's ${v.hostKb.toFixed(1)} KB${groups(v)}) (at most ${limitOf(v.remote)} KB${simple.includes(v.remote) ? ', simple area' : ''})`);
  const over = visits.filter((v) => v.totalKb > limitOf(v.remote));
  return over.length
    ? { ok: false, message: `remote first visits over budget (${over.map((v) => v.remote).join(', ')}):\n${lines.join('\n')}` }
    : { ok: true, message: `remote first visits (after the shell's start and antd's part):\n${lines.join('\n')}` };
}

/**
 * KB of gzip a remote's container entry (remoteEntry.js, which every page of the remote loads first) may weigh: its
 * share tables keep the rows its own code needs, those of its copies of the host's modules in a file of their own
 * (ADR 0140: 24-29 KB before, 14.6-18.3 KB after; the CRM's, the largest, keeps what its pages' own libraries'
 * copies consume).
 */
export const REMOTE_ENTRY_BUDGET_KB = 22;

/** { ok, message }: every remote's built entry within REMOTE_ENTRY_BUDGET_KB, with every remote's figure. */
export function checkRemoteEntries({ root = ROOT, budgetKb = REMOTE_ENTRY_BUDGET_KB } = {}) {
  const remotesDir = path.join(root, 'remotes');
  const entries = fs.existsSync(remotesDir)
    ? fs.readdirSync(remotesDir).sort()
      .map((name) => ({ name, file: path.join(remotesDir, name, 'dist', 'remoteEntry.js') }))
      .filter(({ file }) => fs.existsSync(file))
      .map(({ name, file }) => ({ name, kb: zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length / 1024 }))
    : [];
  if (!entries.length) return { ok: true, message: 'remote entries: no remote build' };
  const figures = entries.map((e) => `${e.name} ${e.kb.toFixed(1)} KB`).join(', ');
  const over = entries.filter((e) => e.kb > budgetKb);
  return over.length
    ? { ok: false, message: `remote entries over ${budgetKb} KB gzip (${over.map((e) => e.name).join(', ')}; were their share tables written whole? see the build's warnings): ${figures}` }
    : { ok: true, message: `remote entries (at most ${budgetKb} KB gzip each): ${figures}` };
}
