import type { SetupServerApi } from 'msw/node';
import { installTimerMessageChannel } from '../jsdom/timer-message-channel';
import { setupMswServer } from './setup-msw-server';
import { waitLimit } from '../time/wait-limit';

/** How long a page test waits for a page's first answer (a lazily loaded antd panel on a loaded machine). */
export const SLOW = waitLimit(10_000);

/**
 * The set-up a page's test file shares with every other: antd's schedulers on timers (installTimerMessageChannel),
 * 60 s per test (whole pages on two busy cores), one msw server for the file (handlers reset after each test) and
 * the session storage cleared after each test (lists keep their filters and columns there). Call it at the top
 * level of the file; `server.use(...)` adds a test's handlers, `SLOW` is the wait for a page's first rows.
 */
export function pageTestSetup(): { server: SetupServerApi; SLOW: typeof SLOW } {
  installTimerMessageChannel();
  jest.setTimeout(60_000);
  const server = setupMswServer();
  afterEach(() => window.sessionStorage.clear());
  return { server, SLOW };
}
