import type { AuthSnapshot } from './auth-service';

/** Holds the current snapshot; a new object only when it changes (useSyncExternalStore needs that). */
export function createSnapshotStore(initial: AuthSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    set(next: AuthSnapshot) {
      if (next === snapshot) return;
      snapshot = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
