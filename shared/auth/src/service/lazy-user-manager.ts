import type { UserManager } from 'oidc-client-ts';

export interface LazyUserManager {
  /** The manager, loading oidc-client-ts on the first call; every caller awaits the same promise. */
  load(): Promise<UserManager>;
  /** The manager if it has been loaded, else null (nothing to unload in it then). */
  current(): UserManager | null;
}

/**
 * oidc-client-ts on demand: `create` runs once; a failed download (a chunk that could not be fetched) is
 * forgotten so that the next caller (a renewal retry, a second click) downloads again.
 */
export function createLazyUserManager(create: () => Promise<UserManager>, onLoaded: (manager: UserManager) => void = () => {}): LazyUserManager {
  let pending: Promise<UserManager> | null = null;
  let loaded: UserManager | null = null;
  return {
    load() {
      pending ??= create().then(
        (manager) => {
          loaded = manager;
          onLoaded(manager);
          return manager;
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
