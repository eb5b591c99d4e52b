// Test-only: renders the host's real route table and providers around a memory router.
import type { RemoteVersionWatch } from '../features/remotes/new-version/remote-version-watch';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, useLocation, useNavigate, type Location, type To } from 'react-router';
import { configureApiClient, getSystemMode } from '@portal/api-client';
import { createStaticAuthService, USER_CONTEXT_QUERY_KEY, type AuthService } from '@portal/auth';
import { catalogRouteObjects, DEFAULT_SERVICE_BASES, type RemoteModule, type RemoteName } from '@portal/contracts';
import { createPortalI18n } from '@portal/i18n';
import { signedInUserFor, userContextFor } from '@portal/testing';
import { PlaceholderPage } from '@portal/ui';
import { RemoteModuleLoader, type LoadRemote } from '../app/federation/remote-module-loader';
import { AppProviders } from '../app/providers/AppProviders';
import { AppRoutes } from '../app/router/app-routes';
import { ShellZone } from '../features/shell/zone/shell-zone';

// The app starts the shell's antd part beside the session (start-portal); a test renders once it is there. The frame's
// own loading state (the page's title while antd loads) has its test in ShellLayout.test.tsx.
beforeAll(() => ShellZone.preload());

export const IDENTITY_ORIGIN = 'http://identity.test';

/**
 * Node's MessageChannel with ports that never hold the process open. antd's overflow menus create a
 * channel per update and never close it; a listening Node port is ref'ed and kept jest from exiting.
 */
class UnrefMessageChannel extends NodeMessageChannel {
  constructor() {
    super();
    for (const port of [this.port1, this.port2]) {
      port.unref();
      // Node re-refs a port when a message listener is attached (onmessage included).
      port.ref = () => port;
    }
  }
}

// antd's forms batch updates through MessageChannel, which jsdom lacks.
if (typeof globalThis.MessageChannel === 'undefined') {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = UnrefMessageChannel;
}

export interface RenderAppOptions {
  /** Demo account to be signed in as; omitted: signed out. */
  user?: string;
  route?: string;
  /** Replaces the static session (e.g. a fake completeSignIn). */
  auth?: AuthService;
  /** Default: never settles (the remote stays "loading"). */
  loadRemote?: LoadRemote;
  /** Put the user context in the cache up front (default true); false: fetch it (answer it with msw). */
  seedUserContext?: boolean;
  /** Receives full-page navigations (identity pages). */
  leavePortal?: (url: string) => void;
  /** Tells whether a remote was released since the page loaded it (absent: never). */
  versionWatch?: RemoteVersionWatch;
}

/** A remote module like the real ones: the catalogue rows of `name` as placeholder pages. */
export function fakeRemoteModule(name: RemoteName): RemoteModule {
  return { name, routes: catalogRouteObjects(name, (row) => <PlaceholderPage title={row.title} path={row.path} filledBy={row.filledBy} />) };
}

/** What a spec reads of the router (where the user is) and does with it (go somewhere), as the app's router is a declarative one. */
export interface TestRouter {
  state: { location: Location };
  navigate(to: To): void;
}

/** Keeps `router` current: the location on every change, and a navigate that goes through the router. */
function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  router.state.location = location;
  router.navigate = (to) => void navigate(to);
  return null;
}

export function renderApp(options: RenderAppOptions = {}) {
  const { user, route = '/', seedUserContext = true } = options;
  const auth = options.auth ?? createStaticAuthService(user ? signedInUserFor(user) : null, user ? `demo-token:${user}` : undefined);
  configureApiClient({
    services: DEFAULT_SERVICE_BASES,
    getAccessToken: () => auth.getAccessToken(),
    getUserType: () => auth.getSnapshot().user?.profile ?? null,
    getMode: getSystemMode,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user && seedUserContext) queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, userContextFor(user));
  const remoteLoader = new RemoteModuleLoader(options.loadRemote ?? (() => new Promise<RemoteModule>(() => {})));
  const router: TestRouter = { state: { location: { pathname: route, search: '', hash: '', state: null, key: 'default' } }, navigate: () => {} };
  const services = {
    auth, queryClient, store: createStore(), i18n: createPortalI18n('en'), remoteLoader, settings: { identityOrigin: IDENTITY_ORIGIN, leavePortal: options.leavePortal ?? jest.fn() },
    versionWatch: options.versionWatch,
  };
  const result = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <RouterProbe router={router} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router, auth, remoteLoader, queryClient };
}
