import { test as base } from '@playwright/test';
import { ownBackend, type OwnBackend } from './backend-process';

/**
 * One backend of their own for the specs whose data must not reach the specs running on the shared web server
 * (notifications' test-only route, the XSS corpus's payloads, restart's stop and start), started once per worker
 * on first use: the three files used to start one each, a cold start of 10-60 s apiece (ADR 0037, session 12).
 * Tests of one worker run one after another, so a spec that stops and starts it (restart) has it to itself;
 * every spec here reads only its own data or counts relative to what it found.
 */
export const test = base.extend<object, { isolatedBackend: OwnBackend }>({
  isolatedBackend: [
    async ({}, use) => {
      // The test-only notification route (NOTIFICATIONS_TEST_ROUTES) is what notifications.spec seeds with; the
      // other specs never call it.
      const backend = await ownBackend({ NOTIFICATIONS_TEST_ROUTES: '1' });
      await backend.start();
      await use(backend);
      await backend.dispose();
    },
    // ownBackend allows a cold start 120 s on a loaded machine.
    { scope: 'worker', timeout: 150_000 },
  ],
});

/** Attaches the isolated backend's log to a failed test of the calling file. */
export function attachBackendLogOnFailure(): void {
  test.afterEach(async ({ isolatedBackend }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('backend.log', { body: isolatedBackend.log(), contentType: 'text/plain' });
  });
}
