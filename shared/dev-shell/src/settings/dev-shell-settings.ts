import { holdsAny, type PortalRouteHandle, type RemoteModule } from '@portal/contracts';
import type { DemoUser } from '@portal/testing';

export type DevMode = 'msw' | 'backend';

export interface DevShellSettings {
  mode: DevMode;
  /** The demo account msw answers for (msw mode). */
  userEmail: string;
}

export const DEV_USER_STORAGE_KEY = 'portal-dev-user';
export const DEV_MODE_STORAGE_KEY = 'portal-dev-mode';

type DevRoute = RemoteModule['routes'][number];

function canOpen(user: DemoUser, route: DevRoute): boolean {
  const handle = route.handle as Partial<PortalRouteHandle> | undefined;
  if (handle?.userTypes?.length && !handle.userTypes.includes(user.profile)) return false;
  return holdsAny(user.permissions, handle?.permissions ?? []);
}

function isUnder(route: DevRoute, pathname: string): boolean {
  return !!route.path && (pathname === route.path || pathname.startsWith(`${route.path}/`));
}

/**
 * Mode and demo user, first from the query (?mode=msw|backend&user=<email>), then the last choice
 * (stored: it must survive the sign-in redirect, which drops the query), then the environment
 * (PORTAL_DEV_MODE, PORTAL_DEV_USER at dev-server start), then defaults: msw, and the first demo
 * account that can open the requested page, else one of the remote's routes.
 */
export function readDevShellSettings(options: {
  search: string;
  /** The page being opened: a default user who can open it is preferred. */
  pathname?: string;
  env: { mode?: string; user?: string };
  stored?: { mode?: string | null; user?: string | null };
  users: readonly DemoUser[];
  remote: RemoteModule;
}): DevShellSettings {
  const query = new URLSearchParams(options.search);
  const rawMode = query.get('mode') || options.stored?.mode || options.env.mode || 'msw';
  const mode: DevMode = rawMode === 'backend' ? 'backend' : 'msw';
  const known = (email: string | null | undefined) => options.users.find((u) => u.email.toLowerCase() === email?.toLowerCase());
  const chosen =
    known(query.get('user')) ??
    known(options.stored?.user) ??
    known(options.env.user) ??
    options.users.find((u) => options.remote.routes.some((r) => isUnder(r, options.pathname ?? '') && canOpen(u, r))) ??
    options.users.find((u) => options.remote.routes.some((r) => canOpen(u, r))) ??
    options.users[0];
  return { mode, userEmail: chosen.email };
}

/** The URL that reloads the dev shell with another mode or user. */
export function devShellUrl(current: string, change: Partial<DevShellSettings>): string {
  const url = new URL(current);
  if (change.mode) url.searchParams.set('mode', change.mode);
  if (change.userEmail) url.searchParams.set('user', change.userEmail);
  return url.href;
}
