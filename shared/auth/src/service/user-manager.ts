import { UserManager } from 'oidc-client-ts';
import type { ClientConfiguration } from '@portal/contracts';
import { buildUserManagerSettings } from './oidc-settings';

/**
 * The only module of the service that imports oidc-client-ts's code. It is loaded with `import()` (see
 * lazy-user-manager.ts), so the library is a lazy chunk of its own, not part of the shell's start (issue 14).
 */
export function createUserManager(settings: ClientConfiguration): UserManager {
  return new UserManager(buildUserManagerSettings(settings));
}
