import { useContext, useSyncExternalStore } from 'react';
import type { AuthService, AuthSnapshot } from '../service/auth-service';
import type { SignInResult } from '../service/sign-in-result';
import { AuthServiceContext } from './AuthProvider';

export interface UseAuthResult extends AuthSnapshot {
  signIn: (returnUrl?: string) => Promise<SignInResult | void>;
  signOut: () => Promise<void>;
  service: AuthService;
}

export function useAuthService(): AuthService {
  const service = useContext(AuthServiceContext);
  if (!service) throw new Error('useAuth must be used inside <AuthProvider>');
  return service;
}

/** The current session; re-renders when it changes. */
export function useAuth(): UseAuthResult {
  const service = useAuthService();
  const snapshot = useSyncExternalStore(service.subscribe, service.getSnapshot, service.getSnapshot);
  return {
    ...snapshot,
    signIn: (returnUrl) => service.signIn(returnUrl),
    signOut: () => service.signOut(),
    service,
  };
}
