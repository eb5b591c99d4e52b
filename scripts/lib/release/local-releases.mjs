// The releases of the portal `npm start` runs (ADR 0078): each start serves every remote's own build again
// (`.releases/local.json` from deploy/remotes/local.json), and the released versions of a release command stay
// servable under .releases/remotes/<name>/<version>/ for tabs that loaded them.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.mjs';

export const LOCAL_RELEASES = path.join(ROOT, '.releases');

/** Prepares .releases for a start; returns the backend's REMOTES_FILE and RELEASES_DIR. */
export function prepareLocalReleases() {
  for (const name of fs.readdirSync(path.join(ROOT, 'remotes'))) fs.mkdirSync(path.join(LOCAL_RELEASES, 'remotes', name), { recursive: true });
  const mapFile = path.join(LOCAL_RELEASES, 'local.json');
  fs.copyFileSync(path.join(ROOT, 'deploy', 'remotes', 'local.json'), mapFile);
  fs.rmSync(path.join(LOCAL_RELEASES, 'history.json'), { force: true });
  return { REMOTES_FILE: mapFile, RELEASES_DIR: LOCAL_RELEASES };
}
