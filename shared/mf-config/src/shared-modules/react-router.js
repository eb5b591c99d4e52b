/**
 * The portal's react-router, shared as one singleton module (`@portal/react-router`, ADR 0048 session 12).
 *
 * A shared module is never tree-shaken: shared whole, react-router brought its framework and server parts
 * (sessions, cookies, request handlers, server components, SSR scripts) to every start, 58 KB gzip of the shell's
 * start. This module re-exports the browser-side API (declarative and data routers, hooks, links, forms) so that
 * webpack bundles only those parts into the one module every app shares; the antd-imports loader points every
 * `from 'react-router'` of the apps and workspace packages here, and fails the build on a name missing below.
 * Adding a name: add it here (every app is built with the same @portal/mf-config). 'react-router' is resolved from
 * the building app's node_modules (create-app-webpack-config.js), not from this package: tsconfig.json leaves this
 * folder out.
 */
export {
  BrowserRouter, HashRouter, MemoryRouter, Router, Routes, Route, Link, NavLink, Navigate, Outlet, RouterProvider, Form,
  ScrollRestoration, createBrowserRouter, createHashRouter, createMemoryRouter, createRoutesFromElements,
  createRoutesFromChildren, createSearchParams, generatePath, matchPath, matchRoutes, resolvePath, redirect,
  isRouteErrorResponse, useNavigate, useLocation, useParams, useSearchParams, useRoutes, useMatches, useMatch, useHref,
  useResolvedPath, useInRouterContext, useNavigationType, useOutlet, useOutletContext, useRouteError, useBlocker,
  useBeforeUnload, useLoaderData, useActionData, useNavigation, useRevalidator, useRouteLoaderData, useFetcher,
  useFetchers, useSubmit, useFormAction, useLinkClickHandler, useViewTransitionState, UNSAFE_NavigationContext,
  UNSAFE_LocationContext, UNSAFE_RouteContext, UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext,
} from 'react-router';
