// Types of kill-test.mjs for the TypeScript that imports it (deploy/e2e/replica-killed.spec.ts).
export type KillTestCheck = [name: string, figures: string, passed: boolean];
export interface KillTestResult {
  rows: Array<Array<string | number>>;
  checks: KillTestCheck[];
  ok: boolean;
  killedAfterMs: number | null;
  recoveredAfterMs: number | null;
}
export const KILL_TEST_HEADER: string[];
export function runKillTest(options: {
  origin: string;
  databaseUrl: string;
  clients?: number;
  seconds?: number;
  killAfterMs?: number;
  kill(): Promise<void>;
}): Promise<KillTestResult>;
/** Signs `email` in with the demo password through the provider's pages (a cookie jar and redirects) and returns its tokens. */
export function signIn(origin: string, email: string): Promise<{ access_token: string; refresh_token: string; expires_in: number }>;
