import { test } from '@playwright/test';

/**
 * Closes, after each test of the calling file, the browser contexts the test opened itself (`browser.newContext`).
 * Playwright closes only its own `context` fixture; a signed-in page left open keeps renewing its token every
 * 10 s (ACCESS_TOKEN_TTL=40) and polling the bell for the rest of the worker's run, against the one backend every
 * later spec shares (session 11 found 13 such contexts alive in the one worker near the end of the specs part).
 */
export function closeOwnContextsAfterEach(): void {
  test.afterEach(async ({ browser, context }) => {
    await Promise.all(browser.contexts().filter((c) => c !== context).map((c) => c.close()));
  });
}
