import { AUTH_CHANNEL_NAME } from '@portal/contracts';

/** What tabs tell each other on the `portal-auth` channel (spec part 1 section 4). */
export type AuthMessage =
  | { type: 'logout' }
  | { type: 'login'; sub?: string }
  | { type: 'renewed'; sub?: string };

export interface AuthChannel {
  post(message: AuthMessage): void;
  subscribe(listener: (message: AuthMessage) => void): () => void;
  close(): void;
}

function isAuthMessage(value: unknown): value is AuthMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'logout' || type === 'login' || type === 'renewed';
}

/** The BroadcastChannel `portal-auth`; a silent no-op where the browser has none. */
export function createAuthChannel(name: string = AUTH_CHANNEL_NAME): AuthChannel {
  const Channel = typeof BroadcastChannel === 'undefined' ? undefined : BroadcastChannel;
  const channel = Channel ? new Channel(name) : undefined;
  const listeners = new Set<(message: AuthMessage) => void>();
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (!isAuthMessage(event.data)) return;
      for (const listener of listeners) listener(event.data);
    };
  }
  return {
    post(message) {
      channel?.postMessage(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}
