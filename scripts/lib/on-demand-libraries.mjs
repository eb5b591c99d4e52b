// Libraries the shell loads on demand, never in its start (issue 14, ADR 0048): the guard of `npm test` looks for
// each one's code in the host's start-up files (host/dist/initial-js.json), so that a static import slipped in
// later (a value imported from the library in a module the start reaches) fails the build step instead of
// quietly adding its weight back.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/**
 * Each library with strings its minified code keeps and nothing else in the portal writes (oidc-client-ts names
 * its loggers after its classes: new Logger("OidcClient")). Why it is on demand: ADR 0048, session 13.
 */
export const ON_DEMAND_LIBRARIES = [
  { name: 'oidc-client-ts', markers: ['OidcClient', 'WebStorageStateStore'], loadedBy: '@portal/auth (service/oidc-actions.ts)' },
];

const quoted = (marker) => new RegExp(`["'\`]${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\`]`);

/** { ok, message, found: [{ library, file }] }: which on-demand libraries' code the start-up files contain. */
export function checkOnDemandLibraries({ root = ROOT, libraries = ON_DEMAND_LIBRARIES } = {}) {
  const dist = path.join(root, 'host', 'dist');
  const listFile = path.join(dist, 'initial-js.json');
  if (!fs.existsSync(listFile)) throw new Error(`${path.relative(root, listFile)} is missing: build the host in production mode first`);
  const { files } = JSON.parse(fs.readFileSync(listFile, 'utf8'));
  const found = [];
  for (const file of files) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const library of libraries) if (library.markers.some((marker) => quoted(marker).test(code))) found.push({ library, file });
  }
  const names = libraries.map((library) => library.name).join(', ');
  return found.length === 0
    ? { ok: true, found, message: `on demand, not in the shell's start: ${names}` }
    : {
        ok: false,
        found,
        message: `in the shell's start but meant to load on demand: ${found.map(({ library, file }) => `${library.name} in ${file} (import it only through ${library.loadedBy})`).join('; ')}`,
      };
}
