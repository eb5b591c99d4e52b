/**
 * The portal's react-router, shared as one singleton module (`@portal/react-router`, ADR 0048 session 12).
 *
 * A shared module is never tree-shaken: shared whole, react-router brought its framework and server parts
 * (sessions, cookies, request handlers, server components, SSR scripts) to every start, 58 KB gzip of the shell's
 * start. This module re-exports the browser-side API of the declarative router (routers, routes, hooks, links) so
 * that webpack bundles only those parts into the one module every app shares; the data router (createBrowserRouter,
 * RouterProvider, loaders, actions, fetchers, blockers) is left out: the portal uses none of it, and it was over half of
 * what remained (107 -> 51 KB minified, ADR 0115 "Session 56"); the antd-imports loader points every
 * `from 'react-router'` of the apps and workspace packages here, and fails the build on a name missing below.
 * Adding a name: add it here (every app is built with the same @portal/mf-config). 'react-router' is resolved from
 * the building app's node_modules (create-app-webpack-config.js), not from this package: tsconfig.json leaves this
 * folder out.
 */
export {
  BrowserRouter, HashRouter, MemoryRouter, Router, Routes, Route, Link, NavLink, Navigate, Outlet,
  createRoutesFromElements, createRoutesFromChildren, createSearchParams, generatePath, matchPath, matchRoutes,
  resolvePath, isRouteErrorResponse, useNavigate, useLocation, useParams, useSearchParams, useRoutes, useMatch,
  useHref, useResolvedPath, useInRouterContext, useNavigationType, useOutlet, useOutletContext, useBeforeUnload,
  useLinkClickHandler, UNSAFE_NavigationContext, UNSAFE_LocationContext, UNSAFE_RouteContext,
} from 'react-router';
