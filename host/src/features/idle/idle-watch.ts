import type { SharedActivity } from './shared-activity';

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
  /** Another tab reported activity while the warning was open here: the warning closes, the watch goes on. */
  onActiveElsewhere?(): void;
  /** Activity shared with the user's other tabs (the watch uses the latest of its own and theirs). */
  shared?: SharedActivity;
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

  const lastKnownActivity = () => Math.max(lastActivity, cb.shared?.latest() ?? 0);

  const clearAll = () => {
    clearTimeout(idleTimer);
    clearInterval(countdown);
    clearInterval(keepAlive);
  };

  const armIdle = (ms: number) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(onIdleTimer, ms);
  };

  function signOut() {
    clearAll();
    running = false;
    idle = false;
    cb.onTimeout();
  }

  /**
   * The countdown follows the wall clock, not its own ticks: a background tab's timers are throttled (one
   * wake-up a minute) and a sleeping laptop runs none, so a tab can wake long after its session should have
   * ended. It then signs out at once (issue 15 item 9).
   */
  function onIdleTimer() {
    const quietFor = now() - lastKnownActivity();
    if (quietFor < idleMs) return armIdle(idleMs - quietFor);
    const deadline = lastKnownActivity() + idleMs + IDLE_CONSTANTS.timeoutSeconds * 1000;
    const secondsLeft = () => Math.ceil((deadline - now()) / 1000);
    if (secondsLeft() <= 0) return signOut();
    idle = true;
    const idleSince = now();
    clearInterval(keepAlive);
    cb.onIdle(secondsLeft());
    countdown = setInterval(() => {
      if ((cb.shared?.latest() ?? 0) > idleSince) {
        // The user works in another tab: this one is not idle after all.
        arm();
        cb.onActiveElsewhere?.();
        return;
      }
      const left = Math.max(0, secondsLeft());
      cb.onCountdown(left);
      if (left <= 0) signOut();
    }, 1000);
  }

  /** Watches from the last known activity (this tab's or another's). */
  function arm() {
    clearAll();
    idle = false;
    armIdle(Math.max(0, idleMs - (now() - lastKnownActivity())));
    keepAlive = setInterval(() => {
      if (!idle) cb.onKeepAlive();
    }, IDLE_CONSTANTS.keepAliveMs);
  }

  function watch() {
    lastActivity = now();
    cb.shared?.report(lastActivity, true);
    arm();
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
      if (!running || idle) return;
      lastActivity = now();
      cb.shared?.report(lastActivity);
    },
    reset() {
      if (running) watch();
    },
    isIdle: () => idle,
  };
}
