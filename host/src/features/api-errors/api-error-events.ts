import type { ApiError } from '@portal/api-client';

/**
 * The api-client's global error handler lives outside React; the snackbar lives inside antd's App.
 * This hub connects the two (errors raised before the snackbar mounts are dropped: nothing to show them in).
 */
type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

export function reportApiError(error: ApiError): void {
  for (const listener of listeners) listener(error);
}

export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
