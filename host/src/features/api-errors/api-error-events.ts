import type { ApiError } from '@portal/api-client';

/**
 * The api-client's global error handler lives outside React; the snackbar lives inside antd's App, which loads
 * after the shell's frame (ADR 0062). This hub connects the two: errors raised while no snackbar listens (the user
 * context failing before antd has arrived) are kept, the last few, and shown when the first one subscribes.
 */
type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();
const WAITING_MAX = 5;
let waiting: ApiError[] = [];

export function reportApiError(error: ApiError): void {
  if (listeners.size === 0) {
    waiting = [...waiting, error].slice(-WAITING_MAX);
    return;
  }
  for (const listener of listeners) listener(error);
}

export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  const kept = waiting;
  waiting = [];
  for (const error of kept) listener(error);
  return () => listeners.delete(listener);
}
