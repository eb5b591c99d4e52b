// Where releases live and which one each environment serves (ADR 0078):
//   <releases>/remotes/<name>/<version>/   a remote's released build (served at /remotes/<name>/<version>/)
//   <releases>/history.json                per environment and remote, the manifest URLs it served, oldest first
// and the environment's remotes map: `<releases>/local.json` for the portal `npm start` runs, `deploy/remotes/<env>.json`
// for the others (the ConfigMap's source). A switch writes the map to a temporary file and renames it over the old
// one: a reader sees the old map or the new one, never half of either.
import fs from 'node:fs';
import path from 'node:path';

/** How many released versions of a remote stay servable (the one served, and the ones to roll back to). */
export const KEEP_VERSIONS = 3;

export const versionUrl = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;
export const versionOfUrl = (url) => /\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url ?? '')?.[1] ?? null;

export function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw new Error(`${file} is not valid JSON: ${error.message}`, { cause: error });
  }
}

/** Writes `file` whole or not at all: a temporary file beside it, then a rename over it. */
export function writeJsonAtomically(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

export function releaseStore({ releasesDir, mapFile }) {
  const historyFile = path.join(releasesDir, 'history.json');
  const readHistory = () => readJson(historyFile, {});

  return {
    mapFile,
    versionDir: (name, version) => path.join(releasesDir, 'remotes', name, version),
    readMap: () => readJson(mapFile, null),

    /** Points the environment's map at `url` for `name` (atomically) and records it in the history. */
    switchTo(env, name, url) {
      const map = readJson(mapFile, null);
      if (!map) throw new Error(`${mapFile} does not exist: no environment map to switch`);
      if (!(name in map)) throw new Error(`${mapFile} has no entry "${name}"`);
      const history = readHistory();
      const served = (history[env] ??= {})[name] ??= [];
      if (served.length === 0 && map[name] !== url) served.push(map[name]);
      served.push(url);
      writeJsonAtomically(mapFile, { ...map, [name]: url });
      writeJsonAtomically(historyFile, history);
      return { from: map[name], to: url };
    },

    /** Back to the URL served before the current one; the current one is forgotten (a later release starts from here). */
    rollBack(env, name) {
      const map = readJson(mapFile, null);
      if (!map) throw new Error(`${mapFile} does not exist: no environment map to roll back`);
      const history = readHistory();
      const served = history[env]?.[name] ?? [];
      if (served.length < 2 || served.at(-1) !== map[name]) {
        throw new Error(`nothing to roll back to: ${name} in ${env} has no earlier release recorded while this one is served`);
      }
      served.pop();
      const previous = served.at(-1);
      writeJsonAtomically(mapFile, { ...map, [name]: previous });
      writeJsonAtomically(historyFile, history);
      return { from: map[name], to: previous };
    },

    /**
     * Removes released folders of `name` beyond the KEEP_VERSIONS newest, never one an environment map or the
     * history's last KEEP_VERSIONS entries name. Returns the versions removed.
     */
    prune(name, maps) {
      const dir = path.join(releasesDir, 'remotes', name);
      if (!fs.existsSync(dir)) return [];
      const history = readHistory();
      const keep = new Set(maps.map((m) => versionOfUrl(m?.[name])).filter(Boolean));
      for (const env of Object.values(history)) for (const url of (env[name] ?? []).slice(-KEEP_VERSIONS)) keep.add(versionOfUrl(url));
      const versions = fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())
        .map((e) => ({ version: e.name, at: fs.statSync(path.join(dir, e.name)).mtimeMs }))
        .sort((a, b) => b.at - a.at);
      const removed = [];
      versions.forEach(({ version }, i) => {
        if (i < KEEP_VERSIONS || keep.has(version)) return;
        fs.rmSync(path.join(dir, version), { recursive: true, force: true });
        removed.push(version);
      });
      return removed;
    },
  };
}
