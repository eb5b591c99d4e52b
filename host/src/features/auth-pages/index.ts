export { authRoutes } from './auth-routes';
export { AUTH_PATHS, LOCAL_LOGOUT_STATE, isLocalLogout } from './auth-paths';
