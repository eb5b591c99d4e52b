import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { RemoteName } from '@portal/contracts';
import type { RemoteVersionWatch } from './remote-version-watch';

export const RemoteVersionWatchContext = createContext<RemoteVersionWatch | null>(null);

const never = () => () => undefined;

/** Whether a newer version of `remote` was released since the page loaded it; checks on route changes. */
export function useNewRemoteVersion(remote: RemoteName): boolean {
  const watch = useContext(RemoteVersionWatchContext);
  const { pathname } = useLocation();
  useEffect(() => {
    void watch?.check();
  }, [watch, pathname]);
  return useSyncExternalStore(watch?.subscribe ?? never, () => watch?.isNewer(remote) ?? false, () => false);
}
