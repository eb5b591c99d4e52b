import { getInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSE_KEY, REMOTE_NAMES, federationNameOf, type RemoteModule, type RemoteName, type RemotesManifest } from '@portal/contracts';

/**
 * The host's side of contract 2: remotes are registered at run time from /remotes.json and loaded
 * on first use. Registering does not fetch anything; the manifest and remoteEntry.js of a remote
 * are fetched by the first loadRemote for it.
 */

function federationInstance(): ModuleFederation {
  // The build plugin creates the host's instance; init() joins it (or creates one outside webpack).
  return getInstance() ?? init({ name: 'host', remotes: [], shareStrategy: 'loaded-first' });
}

/** The remotes the host knows, with their manifest URLs (unknown names in the file are ignored). */
export function knownRemotes(manifest: RemotesManifest): Array<{ remote: RemoteName; entry: string }> {
  return REMOTE_NAMES.filter((remote) => typeof manifest[remote] === 'string').map((remote) => ({ remote, entry: manifest[remote] }));
}

export function registerPortalRemotes(manifest: RemotesManifest, options: { force?: boolean } = {}): void {
  const remotes = knownRemotes(manifest).map(({ remote, entry }) => ({ name: federationNameOf(remote), entry }));
  federationInstance().registerRemotes(remotes, { force: options.force });
}

function isRemoteModule(value: unknown, remote: RemoteName): value is RemoteModule {
  const candidate = value as Partial<RemoteModule> | null;
  return !!candidate && candidate.name === remote && Array.isArray(candidate.routes);
}

/**
 * A loader for RemoteModuleLoader: loads `<remote>/module`. On a retry the remote is registered again
 * with `force`, which drops the runtime's cached failure (manifest, entry script, module).
 */
export function createFederationLoader(manifest: RemotesManifest) {
  const entries = new Map(knownRemotes(manifest).map(({ remote, entry }) => [remote, entry]));
  const loadOnce = async (remote: RemoteName, fresh: boolean): Promise<RemoteModule> => {
    const entry = entries.get(remote);
    if (!entry) throw new Error(`The remote "${remote}" is not listed in remotes.json.`);
    const instance = federationInstance();
    if (fresh) instance.registerRemotes([{ name: federationNameOf(remote), entry }], { force: true });
    const exposed = await instance.loadRemote<{ default?: unknown }>(`${federationNameOf(remote)}/${REMOTE_EXPOSE_KEY.replace(/^\.\//, '')}`);
    const candidate = exposed?.default ?? exposed;
    if (!isRemoteModule(candidate, remote)) throw new Error(`The remote "${remote}" did not expose a RemoteModule named "${remote}".`);
    return candidate;
  };
  // A first load that fails (a dropped connection, a chunk that did not arrive) is tried once more at once; a second
  // failure shows the area's Retry page (ADR 0078). Later attempts are the user's Retry, each tried once. The first
  // failure is written to the console: the retry registers the remote afresh, so its files are fetched a second time,
  // and a page that downloads its chunks twice is explained there (ADR 0115).
  return async (remote: RemoteName, attempt: number): Promise<RemoteModule> => {
    if (attempt > 0) return loadOnce(remote, true);
    try {
      return await loadOnce(remote, false);
    } catch (error) {
      console.warn(`The remote "${remote}" did not load; trying once more`, error);
      return loadOnce(remote, true);
    }
  };
}
