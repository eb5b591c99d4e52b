import { createContext, useEffect, type ReactNode } from 'react';
import type { AuthService } from '../service/auth-service';

export const AuthServiceContext = createContext<AuthService | null>(null);

export interface AuthProviderProps {
  service: AuthService;
  children?: ReactNode;
}

/** Makes the host's AuthService available to hooks and guards; starts loading the stored user. */
export function AuthProvider({ service, children }: AuthProviderProps) {
  useEffect(() => {
    void service.init();
  }, [service]);
  return <AuthServiceContext.Provider value={service}>{children}</AuthServiceContext.Provider>;
}
