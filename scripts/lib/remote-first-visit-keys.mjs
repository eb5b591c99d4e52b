// The shared keys the remotes' first visits consume (ADR 0119), kept in @portal/mf-config so that the host's build
// knows, without the remotes' builds at hand, which of the modules its shell does not run it should still carry in
// antd's part of the shell: the remotes take them from there on their first visit (the lookup's filters, the
// dashboard's and the reports' tables and pickers), while what neither the shell nor a first visit uses (reached only
// through the kit's barrel) loads with the page that uses it. `node scripts/lib/remote-first-visit-keys.mjs` writes the
// list from the remotes' production builds; the build step of `npm test` says when it is out of date (a stale list costs
// bytes or a few requests, never correctness: a key missing from it is served from the host's file of its folder).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './paths.mjs';
import { checkKeyList, writeKeyList } from './committed-key-list.mjs';
import { HOST_PROVIDED_KEYS_FILE } from './host-provided-keys.mjs';

export const REMOTE_FIRST_VISIT_KEYS_FILE = path.join('shared', 'mf-config', 'src', 'per-module-sharing', 'remote-first-visit-keys.json');

/**
 * The keys one remote's first visit consumes: those of every chunk its container entry and exposed modules load, from
 * its build's share graph, and those its own copies of the keys no host provides consume in turn (the dashboard's own
 * Statistic asks for antd's grid). What a host-provided module needs comes with it in the host, whose grouping follows
 * each key's code there.
 * @param {{ entries: Record<string, string[]>, exposes: Record<string, string[]>, chunks: Record<string, { files: string[], consumes: string[] }>, fallbacks?: Record<string, string[]> }} graph
 * @param {(key: string) => boolean} [hostProvides] the keys of host-provided-keys.json
 */
export function firstVisitKeysOf(graph, hostProvides = () => false) {
  const queue = [
    ...Object.values(graph.entries).filter((list) => list.some((id) => graph.chunks[id]?.files.includes('remoteEntry.js'))).flat(),
    ...Object.values(graph.exposes).flat(),
  ];
  const keys = new Set();
  const seen = new Set();
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(String(id))) continue;
    seen.add(String(id));
    for (const key of graph.chunks[id]?.consumes ?? []) {
      if (keys.has(key)) continue;
      keys.add(key);
      if (!hostProvides(key)) queue.push(...(graph.fallbacks?.[key] ?? []));
    }
  }
  return [...keys].sort();
}

/** Every remote's first-visit keys, one sorted list; undefined when a remote has no build. */
export function builtRemoteFirstVisitKeys(root = ROOT) {
  const remotesDir = path.join(root, 'remotes');
  const keys = new Set();
  const providedFile = path.join(root, HOST_PROVIDED_KEYS_FILE);
  const provided = new Set(fs.existsSync(providedFile) ? JSON.parse(fs.readFileSync(providedFile, 'utf8')) : []);
  for (const name of fs.readdirSync(remotesDir).sort()) {
    const graphFile = path.join(remotesDir, name, 'dist', 'share-graph.json');
    if (!fs.existsSync(graphFile)) return undefined;
    for (const key of firstVisitKeysOf(JSON.parse(fs.readFileSync(graphFile, 'utf8')), (key) => provided.has(key))) keys.add(key);
  }
  return [...keys].sort();
}

/** { ok, message }: whether the committed list matches the remotes' builds (ok either way: a stale list costs bytes only). */
export function checkRemoteFirstVisitKeys(root = ROOT) {
  return checkKeyList({
    root, file: REMOTE_FIRST_VISIT_KEYS_FILE, built: builtRemoteFirstVisitKeys(root), name: "remotes' first-visit keys", listOf: "the host's",
    builtFrom: "the remotes' builds", missing: 'a remote has no build', fix: 'run node scripts/lib/remote-first-visit-keys.mjs and rebuild the host',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const built = builtRemoteFirstVisitKeys();
  if (!built) throw new Error('a remote\'s dist/share-graph.json is missing: build the remotes in production mode first');
  writeKeyList(REMOTE_FIRST_VISIT_KEYS_FILE, built);
  console.log(`wrote ${built.length} keys to ${REMOTE_FIRST_VISIT_KEYS_FILE}`);
}
