import type { RemoteModule, RemoteName } from '@portal/contracts';

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; module: RemoteModule }
  | { status: 'error'; error: Error };

/** Loads `<remote>/module`; `attempt` is 0 on the first try and counts retries. */
export type LoadRemote = (remote: RemoteName, attempt: number) => Promise<RemoteModule>;

const IDLE: RemoteState = { status: 'idle' };

/**
 * Remembers each remote's load state so a remote loads once, failures stay contained to its own
 * area, and Retry starts a fresh attempt. React reads it through useSyncExternalStore.
 */
export class RemoteModuleLoader {
  private readonly states = new Map<RemoteName, RemoteState>();
  private readonly attempts = new Map<RemoteName, number>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly load: LoadRemote,
    private readonly onLoaded: (module: RemoteModule) => void = () => {},
  ) {}

  get(remote: RemoteName): RemoteState {
    return this.states.get(remote) ?? IDLE;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts loading unless it is loading, loaded or failed (a failure waits for retry). */
  ensure(remote: RemoteName): void {
    if (this.get(remote).status === 'idle') void this.start(remote);
  }

  /** A new attempt after a failure. */
  retry(remote: RemoteName): void {
    if (this.get(remote).status !== 'loading') void this.start(remote);
  }

  private async start(remote: RemoteName): Promise<void> {
    const attempt = this.attempts.get(remote) ?? 0;
    this.attempts.set(remote, attempt + 1);
    this.set(remote, { status: 'loading' });
    try {
      const module = await this.load(remote, attempt);
      this.onLoaded(module);
      this.set(remote, { status: 'loaded', module });
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      this.set(remote, { status: 'error', error });
    }
  }

  private set(remote: RemoteName, state: RemoteState): void {
    this.states.set(remote, state);
    for (const listener of this.listeners) listener();
  }
}
