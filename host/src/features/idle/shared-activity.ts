/** localStorage key holding the latest activity time (ms since epoch) of any of the user's tabs. */
export const SHARED_ACTIVITY_KEY = 'portal-last-activity';
/** Mouse moves are frequent: a tab writes the shared time at most this often. */
export const SHARED_ACTIVITY_WRITE_MS = 5_000;

type ActivityStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The last-activity time shared by every tab of the browser, so a background tab does not time out a busy user. */
export interface SharedActivity {
  /** The latest time any tab reported (0 when none). */
  latest(): number;
  /** Records activity at `at`; throttled unless forced (Continue, start). */
  report(at: number, force?: boolean): void;
}

function browserStorage(): ActivityStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: every tab watches on its own
  }
}

export function createSharedActivity(storage: ActivityStorage | undefined = browserStorage(), writeEveryMs = SHARED_ACTIVITY_WRITE_MS): SharedActivity {
  let lastWrite = Number.NEGATIVE_INFINITY;
  const latest = () => {
    const value = Number(storage?.getItem(SHARED_ACTIVITY_KEY));
    return Number.isFinite(value) ? value : 0;
  };
  return {
    latest,
    report(at, force = false) {
      if (!storage || (!force && at - lastWrite < writeEveryMs)) return;
      lastWrite = at;
      // Another tab may have written a later time meanwhile: never move the shared time back.
      if (at > latest()) {
        try {
          storage.setItem(SHARED_ACTIVITY_KEY, String(at));
        } catch {
          // quota or blocked storage: this tab's own watch still works
        }
      }
    },
  };
}
