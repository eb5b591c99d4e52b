import type { RemoteName, RemotesManifest } from '@portal/contracts';

/** How often at most a route change reads /remotes.json again. */
export const VERSION_CHECK_INTERVAL_MS = 60_000;

/**
 * Tells whether a remote was released since this page loaded it (ADR 0078): on a route change, at most once a
 * minute, /remotes.json is read again (a small no-cache file) and each remote's manifest URL compared with the one
 * the page started with. The page keeps running its loaded version (its chunks stay served); the user is offered a
 * reload. A failed check says nothing: the next route change after the interval tries again. The page's own start
 * read the map just before this watch is made, so that counts as the first read: the landing route's first render
 * does not fetch it a second time (ADR 0115 "Session 39").
 */
export class RemoteVersionWatch {
  private lastCheck: number;
  private latest: RemotesManifest | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly loaded: RemotesManifest,
    private readonly fetchLatest: () => Promise<RemotesManifest>,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.lastCheck = now();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads the map again unless it was read less than VERSION_CHECK_INTERVAL_MS ago. */
  async check(): Promise<void> {
    const at = this.now();
    if (at - this.lastCheck < VERSION_CHECK_INTERVAL_MS) return;
    this.lastCheck = at;
    try {
      this.latest = await this.fetchLatest();
    } catch {
      return;
    }
    for (const listener of this.listeners) listener();
  }

  /** Whether the environment now serves another version of `remote` than the one this page loaded. */
  isNewer(remote: RemoteName): boolean {
    const next = this.latest?.[remote];
    return typeof next === 'string' && next !== this.loaded[remote];
  }
}
