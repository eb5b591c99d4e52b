export interface OnDemand<T> {
  /** The value, created (downloading its code) on the first call; every caller awaits the same promise. */
  load(): Promise<T>;
  /** The value if it has been loaded, else null. */
  current(): T | null;
}

/**
 * Code loaded on demand (oidc-client-ts and what uses it, issue 14): `create` runs once; a failed download (a chunk
 * that could not be fetched) is forgotten so that the next caller (a renewal retry, a second click) downloads again.
 */
export function createOnDemand<T>(create: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    load() {
      pending ??= create().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

/** Runs `work` when the page is idle (after the first render's work), within `timeoutMs` at the latest. */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  } else {
    setTimeout(work, 0);
  }
}
