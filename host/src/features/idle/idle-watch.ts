/** Idle constants (spec part 1 section 9). */
export const IDLE_CONSTANTS = {
  /** Seconds without activity before the warning opens. */
  idleSeconds: 1800,
  /** The warning counts down from this many seconds. */
  timeoutSeconds: 60,
  /** Keep-alive ping interval while the user is active. */
  keepAliveMs: 15_000,
} as const;

export interface IdleWatchCallbacks {
  /** The warning opens with this many seconds left. */
  onIdle(secondsLeft: number): void;
  /** One second passed in the warning. */
  onCountdown(secondsLeft: number): void;
  /** The countdown reached zero: sign out. */
  onTimeout(): void;
  /** Every 15 s while the user is not idle. */
  onKeepAlive(): void;
  now?: () => number;
}

export interface IdleWatch {
  start(): void;
  stop(): void;
  /** The user did something (ignored while the warning is open: Continue is needed then). */
  activity(): void;
  /** Continue: close the warning and watch again from now. */
  reset(): void;
  isIdle(): boolean;
}

/**
 * Watches for inactivity. Activity only records a time stamp (mouse moves are frequent); the idle
 * timer re-arms itself for the rest of the period when activity happened since it was set.
 */
export function createIdleWatch(cb: IdleWatchCallbacks): IdleWatch {
  const now = cb.now ?? (() => Date.now());
  const idleMs = IDLE_CONSTANTS.idleSeconds * 1000;
  let running = false;
  let idle = false;
  let lastActivity = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let countdown: ReturnType<typeof setInterval> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;

  const clearAll = () => {
    clearTimeout(idleTimer);
    clearInterval(countdown);
    clearInterval(keepAlive);
  };

  const armIdle = (ms: number) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(onIdleTimer, ms);
  };

  function onIdleTimer() {
    const quietFor = now() - lastActivity;
    if (quietFor < idleMs) return armIdle(idleMs - quietFor);
    idle = true;
    clearInterval(keepAlive);
    let left: number = IDLE_CONSTANTS.timeoutSeconds;
    cb.onIdle(left);
    countdown = setInterval(() => {
      left -= 1;
      cb.onCountdown(left);
      if (left <= 0) {
        clearAll();
        running = false;
        idle = false;
        cb.onTimeout();
      }
    }, 1000);
  }

  function watch() {
    clearAll();
    idle = false;
    lastActivity = now();
    armIdle(idleMs);
    keepAlive = setInterval(() => {
      if (!idle) cb.onKeepAlive();
    }, IDLE_CONSTANTS.keepAliveMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      watch();
    },
    stop() {
      running = false;
      idle = false;
      clearAll();
    },
    activity() {
      if (running && !idle) lastActivity = now();
    },
    reset() {
      if (running) watch();
    },
    isIdle: () => idle,
  };
}
