// The shared keys the host provides (ADR 0115), kept in @portal/mf-config so that a remote's build knows, without
// the host's build at hand, which of its shared modules' fallbacks the host will usually serve: those stay in one
// file per antd folder or package, the rest of a remote's npm code is merged into one file per set of roots
// (per-module-sharing/split-chunks.js). `node scripts/lib/host-provided-keys.mjs` writes the list from the host's
// production build; the build step of `npm test` says when it is out of date (a stale list costs bytes, never breaks).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './paths.mjs';
import { checkKeyList, writeKeyList } from './committed-key-list.mjs';

export const HOST_PROVIDED_KEYS_FILE = path.join('shared', 'mf-config', 'src', 'per-module-sharing', 'host-provided-keys.json');

/** The keys the host's build provides (host/dist/share-graph.json), sorted; undefined without a build. */
export function builtHostKeys(root = ROOT) {
  const graphFile = path.join(root, 'host', 'dist', 'share-graph.json');
  if (!fs.existsSync(graphFile)) return undefined;
  return Object.keys(JSON.parse(fs.readFileSync(graphFile, 'utf8')).provides).sort();
}

/** { ok, message }: whether the committed list matches the host's build (ok either way: a stale list costs bytes only). */
export function checkHostProvidedKeys(root = ROOT) {
  return checkKeyList({
    root, file: HOST_PROVIDED_KEYS_FILE, built: builtHostKeys(root), name: 'host-provided keys', listOf: "the remotes'",
    builtFrom: "the host's build", missing: 'no host build', fix: 'run node scripts/lib/host-provided-keys.mjs and rebuild the remotes',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const built = builtHostKeys();
  if (!built) throw new Error('host/dist/share-graph.json is missing: build the host in production mode first');
  writeKeyList(HOST_PROVIDED_KEYS_FILE, built);
  console.log(`wrote ${built.length} keys to ${HOST_PROVIDED_KEYS_FILE}`);
}
