import { LOCAL_STORAGE_KEYS } from '@portal/contracts';
import type { AuthService } from '../service/auth-service';
import type { AuthChannel, AuthMessage } from './auth-channel';
import { backoffDelayMs, crossTabLogoutDelayMs, SESSION_CONSTANTS } from './constants';
import { withRenewLock } from './with-lock';

/** What the keeper needs of the page; tests pass fakes (jsdom cannot navigate). */
export interface SessionKeeperOptions {
  service: AuthService;
  channel: AuthChannel;
  /** Full-page navigation (default window.location.assign). */
  navigate?: (url: string) => void;
  reload?: () => void;
  /** Current path + search, the returnUrl of a forced sign-in. */
  currentUrl?: () => string;
  now?: () => number;
  random?: () => number;
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Called once per token, 60 s before it expires. */
  onExpiring?: (secondsLeft: number) => void;
  log?: (message: string, error?: unknown) => void;
  /** The document whose visibility is watched (default: the page's). */
  doc?: Document;
  /** True on the authentication pages, where the visibility checks must not sign anybody out. */
  isOnAuthPage?: () => boolean;
}

export interface SessionKeeper {
  start(): () => void;
  /** Runs one renewal check now (the timers call it). */
  check(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function storedSub(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_STORAGE_KEYS.portalSub);
  } catch {
    return null;
  }
}

/**
 * Keeps the session alive and the tabs in step (spec part 1 section 4 "Session"):
 * - renewal scheduled from the token's expiry plus a check every 30 s; silent renewal at <= 30 s left;
 *   the expiring notification at 60 s;
 * - an expired token: up to 3 renewals, 5 s base backoff doubling (none before the first); after the
 *   limit a `logout` goes to the other tabs and a sign-in redirect starts;
 * - renewals hold a Web Lock so tabs never race for a token, and never resend a refresh token another
 *   tab spent (a duplicated tab holds a copy of it; see the service's renew);
 * - `logout` from another tab: wait 500-1500 ms, clear the session, go to /; `login`: reload;
 *   `renewed`: re-check this tab's own expiry (see ADR 0010);
 * - a tab made visible again checks that its user is still the stored `portal-sub`.
 */
export function createSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const {
    service,
    channel,
    navigate = (url) => window.location.assign(url),
    reload = () => window.location.reload(),
    currentUrl = () => `${window.location.pathname}${window.location.search}`,
    now = () => Date.now(),
    random = Math.random,
    withLock = withRenewLock,
    onExpiring = () => {},
    log = (message, error) => console.warn(message, error ?? ''),
    isOnAuthPage = () => window.location.pathname.startsWith('/authentication/'),
  } = options;
  const doc = options.doc ?? (typeof document === 'undefined' ? undefined : document);

  let renewing: Promise<void> | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let expiringTimer: ReturnType<typeof setTimeout> | undefined;
  let notifiedFor: number | null = null;
  let scheduledFor: number | null = null;
  let leaving = false;

  const secondsLeft = (expiresAt: number) => expiresAt - now() / 1000;

  async function renewOnce(): Promise<void> {
    const before = service.getSnapshot().expiresAt;
    await withLock(async () => {
      // Another renewal in this tab may have finished while we waited for the lock.
      const current = service.getSnapshot().expiresAt;
      if (current && current !== before && secondsLeft(current) > SESSION_CONSTANTS.renewBeforeSeconds) return;
      if (!service.renew) throw new Error('This session cannot be renewed');
      await service.renew();
    });
    channel.post({ type: 'renewed', sub: service.getSnapshot().user?.sub });
  }

  async function renewExpired(): Promise<void> {
    const { maxRenewAttempts } = SESSION_CONSTANTS;
    for (let attempt = 1; attempt <= maxRenewAttempts; attempt++) {
      const delay = backoffDelayMs(attempt);
      if (delay > 0) await sleep(delay);
      try {
        await renewOnce();
        return;
      } catch (error) {
        log(`Token renewal attempt ${attempt} of ${maxRenewAttempts} failed`, error);
      }
    }
    log(`Token renewal failed ${maxRenewAttempts} times: signing in again`);
    await forceSignIn();
  }

  async function forceSignIn(): Promise<void> {
    leaving = true;
    channel.post({ type: 'logout' });
    const returnUrl = currentUrl();
    try {
      await service.clearLocalSession?.();
      if (service.signInRedirect) await service.signInRedirect(returnUrl);
      else await service.signIn(returnUrl);
    } catch (error) {
      log('The sign-in redirect could not start', error);
      navigate('/');
    }
  }

  async function check(): Promise<void> {
    if (renewing || leaving) return renewing ?? undefined;
    const { user, expiresAt } = service.getSnapshot();
    if (!user || !expiresAt) return;
    const left = secondsLeft(expiresAt);
    if (left <= SESSION_CONSTANTS.expiringNotificationSeconds && notifiedFor !== expiresAt && left > 0) {
      notifiedFor = expiresAt;
      onExpiring(Math.round(left));
    }
    if (left > SESSION_CONSTANTS.renewBeforeSeconds) return;
    const work = left <= 0
      ? renewExpired()
      : renewOnce().catch((error) => log('Silent token renewal failed; the next check tries again', error));
    renewing = work.finally(() => {
      renewing = null;
    });
    return renewing;
  }

  /** Timers from the token's expiry: one at the expiring notification, one at the renewal point. */
  function schedule(): void {
    const { user, expiresAt } = service.getSnapshot();
    if (expiresAt === scheduledFor) return;
    scheduledFor = expiresAt;
    clearTimeout(renewTimer);
    clearTimeout(expiringTimer);
    if (!user || !expiresAt) return;
    const { renewBeforeSeconds, expiringNotificationSeconds } = SESSION_CONSTANTS;
    const untilExpiring = (expiresAt - expiringNotificationSeconds) * 1000 - now();
    if (untilExpiring > 0) expiringTimer = setTimeout(() => void check(), untilExpiring);
    renewTimer = setTimeout(() => void check(), Math.max(0, (expiresAt - renewBeforeSeconds) * 1000 - now()));
  }

  async function followLogout(): Promise<void> {
    if (leaving) return;
    leaving = true;
    await sleep(crossTabLogoutDelayMs(random));
    try {
      await service.clearLocalSession?.();
    } finally {
      navigate('/');
    }
  }

  function onMessage(message: AuthMessage): void {
    if (message.type === 'logout') {
      void followLogout();
    } else if (message.type === 'login') {
      // Spec: a login message from another tab reloads the page. Only an interactive sign-in announces
      // itself (see oidc-auth-service), so a new tab joining the session silently reloads no one.
      reload();
    } else if (message.type === 'renewed') {
      // Tokens never cross tabs: this tab re-checks its own expiry now instead of at the next 30 s tick.
      // Were it a duplicate holding the refresh token just spent, its renewal goes through the provider
      // session (the spent record in localStorage tells it so), never resending that token.
      void check();
    }
  }

  async function signOutAndReload(): Promise<void> {
    leaving = true;
    try {
      await service.clearLocalSession?.();
    } finally {
      reload();
    }
  }

  function onVisibilityChange(): void {
    if (!doc || doc.visibilityState !== 'visible' || leaving || isOnAuthPage()) return;
    const { status, user } = service.getSnapshot();
    if (status === 'loading') return;
    const sub = storedSub();
    if (!user && !sub) void signOutAndReload();
    else if (user && sub && user.sub !== sub) void signOutAndReload();
  }

  return {
    check,
    start() {
      const interval = setInterval(() => void check(), SESSION_CONSTANTS.checkIntervalMs);
      // A new token (or a user loaded with an expired one) reschedules; a due renewal runs at once.
      const unsubscribeService = service.subscribe(schedule);
      const unsubscribeChannel = channel.subscribe(onMessage);
      doc?.addEventListener('visibilitychange', onVisibilityChange);
      schedule();
      return () => {
        clearInterval(interval);
        clearTimeout(renewTimer);
        clearTimeout(expiringTimer);
        unsubscribeService();
        unsubscribeChannel();
        doc?.removeEventListener('visibilitychange', onVisibilityChange);
      };
    },
  };
}
