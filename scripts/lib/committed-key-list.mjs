// A list of shared keys kept in the repository because another app's build needs it without that app's build at hand
// (ADR 0115 the host's provided keys for the remotes, ADR 0119 the remotes' first-visit keys for the host): how it is
// written, and how `npm test`'s build step says it differs from the builds. A stale list costs bytes, never breaks,
// so the check is ok either way and only says what to run.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/** Writes `keys` (sorted) to `file` under `root`, one key a line. */
export function writeKeyList(file, keys, root = ROOT) {
  fs.writeFileSync(path.join(root, file), `${JSON.stringify(keys, null, 0).replace(/","/g, '",\n"')}\n`);
}

/**
 * { ok: true, message }: `built` (undefined when a build is missing: `missing` says which) against the list in `file`.
 * `name` starts the message, `listOf` names whose list it is, `builtFrom` the builds, `fix` what to run when they differ.
 */
export function checkKeyList({ root = ROOT, file, built, name, listOf, builtFrom, missing, fix }) {
  if (!built) return { ok: true, message: `${name}: ${missing}` };
  const listed = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const listedSet = new Set(listed);
  const builtSet = new Set(built);
  const added = built.filter((k) => !listedSet.has(k));
  const removed = listed.filter((k) => !builtSet.has(k));
  if (!added.length && !removed.length) return { ok: true, message: `${name}: ${built.length}, ${listOf} list is up to date` };
  return {
    ok: true,
    message: `${name}: ${listOf} list (${file}) differs from ${builtFrom} (${added.length} new, e.g. ${added.slice(0, 3).join(', ') || '-'}; ${removed.length} gone): ${fix}`,
  };
}
