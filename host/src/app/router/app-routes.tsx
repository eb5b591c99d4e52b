import { useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '@portal/auth';
import { authRoutes } from '../../features/auth-pages';
import { hostPageRoutes } from '../../features/host-pages/host-page-routes';
import { LandingRedirect } from '../../features/shell/LandingRedirect';
import { ShellLayout } from '../../features/shell/layout/ShellLayout';
import { RemoteAreaPart } from '../../features/shell/zone/shell-zone';

let routes: RouteObject[] | undefined;

/**
 * The host's route table, built once. Remote routes are not listed: the catch-all inside the shell finds the
 * remote that owns the path (route catalogue prefixes) and renders its routes once loaded.
 */
export function appRoutes(): RouteObject[] {
  routes ??= buildAppRoutes();
  return routes;
}

/**
 * The host's routes, drawn inside a declarative router (BrowserRouter, or MemoryRouter in tests). The portal uses
 * none of the data router's features (loaders, actions, fetchers, blockers), which are over half of react-router's
 * size in every page's start (ADR 0115 "Session 56").
 */
export function AppRoutes() {
  return useRoutes(appRoutes());
}

function buildAppRoutes(): RouteObject[] {
  return [
    { path: '/authentication', children: authRoutes },
    {
      id: 'shell',
      element: (
        <RequireAuth>
          <ShellLayout />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <LandingRedirect /> },
        ...hostPageRoutes(),
        // Drawn inside the shell's antd part (the Outlet is there), so it is loaded with it (ADR 0062).
        { path: '*', element: <RemoteAreaPart /> },
      ],
    },
  ];
}
