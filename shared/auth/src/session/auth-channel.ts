import { AUTH_CHANNEL_NAME } from '@portal/contracts';

/** A new tab asks the open tabs for the session (ADR 0116): its ECDH P-256 public key, raw. */
export interface SessionRequest {
  type: 'session-request';
  id: string;
  key: ArrayBuffer;
}

/** A signed-in tab's answer: the session sealed (AES-GCM) for the asking tab only (session-handover.ts). */
export interface SessionOffer {
  type: 'session-offer';
  id: string;
  key: ArrayBuffer;
  iv: Uint8Array<ArrayBuffer>;
  sealed: ArrayBuffer;
}

/**
 * A signed-in tab saying its sealed answer is on the way (sent before the crypto that seals it): the asking tab then
 * waits for that answer beyond its first limit (session-handover.ts). It carries nothing but the request's id.
 */
export interface SessionComing {
  type: 'session-coming';
  id: string;
}

/** What tabs tell each other on the `portal-auth` channel (spec part 1 section 4; the handover, ADR 0116). */
export type AuthMessage =
  | { type: 'logout' }
  | { type: 'login'; sub?: string }
  | { type: 'renewed'; sub?: string }
  | SessionRequest
  | SessionComing
  | SessionOffer;

export interface AuthChannel {
  post(message: AuthMessage): void;
  subscribe(listener: (message: AuthMessage) => void): () => void;
  close(): void;
}

/** By tag, not instanceof: what a channel delivers may come from another realm (tests, workers). */
const isKind = (value: unknown, kind: string) => Object.prototype.toString.call(value) === `[object ${kind}]`;

function isAuthMessage(value: unknown): value is AuthMessage {
  const message = value as Partial<SessionOffer> | null;
  const type = message?.type as unknown;
  if (type === 'logout' || type === 'login' || type === 'renewed') return true;
  if (typeof message?.id !== 'string') return false;
  if (type === 'session-coming') return true;
  if (!isKind(message.key, 'ArrayBuffer')) return false;
  if (type === 'session-request') return true;
  return type === 'session-offer' && isKind(message.iv, 'Uint8Array') && isKind(message.sealed, 'ArrayBuffer');
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
