import { createSessionKeeper, type AuthChannel, type AuthService } from '@portal/auth';

/**
 * Starts the session keeper for the page's lifetime (renewal, cross-tab messages, visibility checks).
 * The expiring notification is informational: renewal follows 30 s later without the user's help.
 */
export function startSessionKeeping(auth: AuthService, channel: AuthChannel): () => void {
  return createSessionKeeper({
    service: auth,
    channel,
    onExpiring: (seconds) => console.info(`The access token expires in ${seconds} s; renewal follows.`),
    log: (message, error) => console.warn(message, error ?? ''),
  }).start();
}
