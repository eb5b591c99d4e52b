/** Time as the support module sees it: injected so tests move it by hand instead of waiting. */
export interface Clock {
  now(): Date;
  /** Resolves after `ms`, or at once when `signal` aborts (the server is closing). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms, signal) => new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  }),
};

/** A clock that only moves when told to (tests): sleepers wake when `advance` passes their time. */
export class ManualClock implements Clock {
  private sleepers: Array<{ at: number; wake: () => void }> = [];

  constructor(private time: number = Date.now()) {}

  now(): Date {
    return new Date(this.time);
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const sleeper = { at: this.time + ms, wake: resolve };
      this.sleepers.push(sleeper);
      signal?.addEventListener('abort', () => {
        this.sleepers = this.sleepers.filter((s) => s !== sleeper);
        resolve();
      }, { once: true });
    });
  }

  advance(ms: number): void {
    this.time += ms;
    const due = this.sleepers.filter((s) => s.at <= this.time);
    this.sleepers = this.sleepers.filter((s) => s.at > this.time);
    due.forEach((s) => s.wake());
  }

  /** Sets the time (forward or back) without waking anyone early. */
  set(to: Date): void {
    this.time = to.getTime();
    this.advance(0);
  }
}
