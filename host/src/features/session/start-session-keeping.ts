import { createSessionKeeper, type AuthChannel, type AuthService } from '@portal/auth';

/** Starts the session keeper for the page's lifetime (renewal, cross-tab messages, visibility checks). */
export function startSessionKeeping(auth: AuthService, channel: AuthChannel): () => void {
  return createSessionKeeper({
    service: auth,
    channel,
    // Logged, never shown: issue 3 wants a short token "renewed without the user noticing" (renewal follows at 30 s).
    onExpiring: (seconds) => console.info(`The access token expires in ${seconds} s; renewal follows.`),
    log: (message, error) => console.warn(message, error ?? ''),
  }).start();
}
