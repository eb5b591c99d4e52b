/**
 * The API's session checks kept in memory (ADR 0127): a caller's principal and the liveness of its token's grant, read
 * by one statement per API call before, now read once and answered from memory until anything a session check reads
 * may have changed.
 *
 * Forgetting is what makes it safe, and it is always of everything (writes to accounts, roles, tenants, merchants and
 * grants are rare beside reads):
 * - this process's own writes (`sessionWriteStarted` / `sessionWriteEnded`, from the database pool's statements): no
 *   entry is kept while one is in flight, and all are forgotten once it commits or rolls back, so a sign-out, a
 *   password change or a suspension made here refuses the next call at once, as before;
 * - every other process's writes (other replicas, a job, psql) through PostgreSQL's NOTIFY (`forgetAll`), and while no
 *   such news can arrive (the listener not connected) nothing is kept (`setTrusted(false)`);
 * - an entry ends after `ttlMs` whatever happens, and when its grant expires.
 */
import type { Principal } from '../modules/users/repository';

/** How long a kept session check is answered from memory at most: the bound if a change's news were ever lost. */
export const SESSION_CHECK_KEPT_MS = 10_000;
/** Sessions kept at most (the oldest forgotten first): one per signed-in browser tab's grant. */
export const SESSION_CHECKS_KEPT = 10_000;

export interface SessionCheck {
  principal: Principal;
  /** When the token's grant ends (null: never); the check is kept only while it is live. */
  grantExpiresAt: Date | null;
}

export interface SessionCache {
  /**
   * The kept check of `userId` with grant `grantId`, else `load()`'s answer, kept when it is a live session (`keep`)
   * and nothing that a session check reads changed while it was read.
   */
  check<T extends SessionCheck>(userId: string, grantId: string, load: () => Promise<T | undefined>, keep: (c: T) => boolean): Promise<T | undefined>;
  /** A write to what a session check reads began in this process: nothing is kept until it ends. */
  sessionWriteStarted(): void;
  /** That write committed or rolled back: everything kept is forgotten. */
  sessionWriteEnded(): void;
  /** Another process changed what a session check reads. */
  forgetAll(): void;
  /** Whether changes made elsewhere reach this process (its listener is connected); while not, nothing is kept. */
  setTrusted(trusted: boolean): void;
  /** How many checks are kept (for tests and the bench). */
  readonly size: number;
}

export function createSessionCache(opts: { ttlMs?: number; maxEntries?: number; now?: () => number; trusted?: boolean } = {}): SessionCache {
  const ttlMs = opts.ttlMs ?? SESSION_CHECK_KEPT_MS;
  const maxEntries = opts.maxEntries ?? SESSION_CHECKS_KEPT;
  const now = opts.now ?? Date.now;
  // Each kept check with the time it is answered until.
  const kept = new Map<string, { check: SessionCheck; until: number }>();
  let trusted = opts.trusted ?? true;
  let writesInFlight = 0;
  // Bumped on every change: a check read before it is not kept after it.
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  return {
    async check<T extends SessionCheck>(userId: string, grantId: string, load: () => Promise<T | undefined>, keep: (c: T) => boolean) {
      const key = `${userId} ${grantId}`;
      const at = now();
      const hit = kept.get(key);
      if (hit && hit.until > at && (!hit.check.grantExpiresAt || hit.check.grantExpiresAt.getTime() > at)) return hit.check as T;
      if (hit) kept.delete(key);
      const readAt = generation;
      const loaded = await load();
      if (loaded && trusted && writesInFlight === 0 && readAt === generation && keep(loaded)) {
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
        kept.set(key, { check: loaded, until: at + ttlMs });
      }
      return loaded;
    },
    sessionWriteStarted() {
      writesInFlight += 1;
      forget();
    },
    sessionWriteEnded() {
      writesInFlight = Math.max(0, writesInFlight - 1);
      forget();
    },
    forgetAll: forget,
    setTrusted(value) {
      trusted = value;
      forget();
    },
    get size() {
      return kept.size;
    },
  };
}
