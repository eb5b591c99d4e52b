import { remoteForPath, type RemoteName } from '@portal/contracts';
import type { RemoteModuleLoader } from '../federation/remote-module-loader';
import { shellIsComing } from './boot-splash';

/**
 * Starts loading the remote that owns the page being opened as soon as remotes.json is known (ADR 0061): its
 * manifest, entry and exposed module then download while the shell's session and user context load, instead
 * of after the shell has rendered its catch-all route. Only when a stored session says the shell will show
 * (a signed-out visitor goes to the sign-in page and needs no remote); the loader loads each remote once, so
 * the route's own `ensure` later finds it loading or loaded.
 */
export function preloadRouteRemote(loader: Pick<RemoteModuleLoader, 'ensure'>, pathname: string = window.location.pathname): RemoteName | null {
  if (!shellIsComing(pathname)) return null;
  const remote = remoteForPath(pathname);
  if (!remote) return null;
  loader.ensure(remote);
  return remote;
}
