import { SCA_HEADER, SCA_STEP_SECONDS } from '@portal/contracts';
import { DEMO_TOTP_SECRET } from '../../src/db/seed-data';
import { scaClock, totpCode } from '../../src/modules/sca/totp';

/**
 * The SCA clock under a test's control (ADR 0080): it stands still unless moved, and `nextCode` moves it one
 * 30-second step and answers that step's code (a code works once, so each change needs the next step's).
 */
export function fakeScaClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
  let now = start;
  const real = scaClock.now;
  scaClock.now = () => now;
  return {
    now: () => now,
    advance(ms: number) { now += ms; },
    restore() { scaClock.now = real; },
    async nextCode(secret = DEMO_TOTP_SECRET): Promise<string> {
      now += SCA_STEP_SECONDS * 1000;
      return totpCode(secret, now);
    },
    /** Headers for apiClient's changes: a fresh code each. */
    headers(secret = DEMO_TOTP_SECRET) {
      return async () => ({ [SCA_HEADER]: await this.nextCode(secret) });
    },
  };
}
