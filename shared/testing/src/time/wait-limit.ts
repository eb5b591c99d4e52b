/**
 * How long a test waits for something a user waits for (a lazily loaded panel, a page's first rows), as
 * testing-library's `{ timeout }` option. `npm test -- --busy` stretches every time limit by
 * PORTAL_TEST_TIME_FACTOR (two CPU-bound processes beside the suite); a limit written as a bare number in a test
 * would not stretch, and a passing test never waits for it anyway, so every explicit limit goes through here.
 */
export function waitLimit(ms: number): { timeout: number } {
  return { timeout: ms * timeFactor() };
}

function timeFactor(): number {
  // Read at call time: the browser build of @portal/testing (msw's worker) has no `process`.
  const value = typeof process === 'undefined' ? undefined : Number(process.env.PORTAL_TEST_TIME_FACTOR);
  return value && value > 0 ? value : 1;
}
