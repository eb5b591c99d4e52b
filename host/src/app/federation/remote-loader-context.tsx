import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteName } from '@portal/contracts';
import type { RemoteModuleLoader, RemoteState } from './remote-module-loader';

const RemoteLoaderContext = createContext<RemoteModuleLoader | null>(null);

export function RemoteLoaderProvider({ loader, children }: { loader: RemoteModuleLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteModuleLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider');
  return loader;
}

/** The current state of `remote` without starting a load (breadcrumbs read it). */
export function useRemoteState(remote: RemoteName | undefined): RemoteState {
  const loader = useRemoteLoader();
  return useSyncExternalStore(
    loader.subscribe,
    () => (remote ? loader.get(remote) : IDLE_STATE),
    () => IDLE_STATE,
  );
}

/** The state of `remote`, loading it on first use. */
export function useRemoteModule(remote: RemoteName): RemoteState {
  const loader = useRemoteLoader();
  const state = useRemoteState(remote);
  useEffect(() => loader.ensure(remote), [loader, remote]);
  return state;
}

const IDLE_STATE: RemoteState = { status: 'idle' };
