/** The host's authentication pages (spec part 1 section 2, prefix authentication/). */
export const AUTH_PATHS = {
  login: '/authentication/login',
  loginCallback: '/authentication/login-callback',
  loginFailed: '/authentication/login-failed',
  profile: '/authentication/profile',
  register: '/authentication/register',
  logout: '/authentication/logout',
  loggedOut: '/authentication/logged-out',
  logoutCallback: '/authentication/logout-callback',
  unauthorized: '/authentication/unauthorized',
} as const;

/** Navigation state that marks a logout as started inside the app (the logout page checks it). */
export interface LogoutState {
  local: true;
}

export const LOCAL_LOGOUT_STATE: LogoutState = { local: true };

export function isLocalLogout(state: unknown): state is LogoutState {
  return typeof state === 'object' && state !== null && (state as Partial<LogoutState>).local === true;
}

export function loginFailedPath(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return `${AUTH_PATHS.loginFailed}?message=${encodeURIComponent(message)}`;
}
