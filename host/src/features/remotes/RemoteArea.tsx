import { useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { DEFAULT_PATH, remoteForPath, type RemoteModule, type RemoteName } from '@portal/contracts';
import { ErrorBoundary, PageLoading, RemoteErrorPage } from '@portal/ui';
import { useRemoteLoader, useRemoteModule } from '../../app/federation/remote-loader-context';
import { guardRoutes } from '@portal/auth';
import { NewVersionNotice } from './new-version/NewVersionNotice';

/**
 * The shell's catch-all route. A path under a remote's prefix loads that remote (once) and renders its
 * routes, guarded by their handles; anything else goes to /dashboard. Load failures and render errors
 * stay inside this area: the menu and header keep working, and Retry tries again.
 */
export function RemoteArea() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to={DEFAULT_PATH} replace />;
  return <RemoteAreaFor key={remote} remote={remote} />;
}

function RemoteAreaFor({ remote }: { remote: RemoteName }) {
  const loader = useRemoteLoader();
  const state = useRemoteModule(remote);
  if (state.status === 'error') {
    return (
      <div data-testid="remote-error">
        <RemoteErrorPage remote={remote} error={state.error} onRetry={() => loader.retry(remote)} />
      </div>
    );
  }
  if (state.status !== 'loaded') {
    // The page's title where the page will draw its own, from the first frame on (ADR 0062).
    return <PageLoading testId="remote-loading" />;
  }
  return (
    <ErrorBoundary
      onError={(error) => console.error(`The remote "${remote}" failed while rendering`, error)}
      fallback={(error, reset) => <RenderErrorFallback remote={remote} error={error} reset={reset} />}
    >
      <NewVersionNotice remote={remote} />
      <RemoteRoutes module={state.module} />
    </ErrorBoundary>
  );
}

function RemoteRoutes({ module }: { module: RemoteModule }) {
  const routes = useMemo(() => [...guardRoutes(module.routes), { path: '*', element: <Navigate to={DEFAULT_PATH} replace /> }], [module]);
  return useRoutes(routes);
}

/** A render error clears itself when the user navigates elsewhere; Retry renders the page again. */
function RenderErrorFallback({ remote, error, reset }: { remote: RemoteName; error: Error; reset: () => void }) {
  const { pathname } = useLocation();
  const failedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== failedAt.current) reset();
  }, [pathname, reset]);
  return (
    <div data-testid="remote-error">
      <RemoteErrorPage remote={remote} error={error} onRetry={reset} />
    </div>
  );
}
