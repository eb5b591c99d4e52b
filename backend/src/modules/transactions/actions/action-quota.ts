import { ACTION_QUOTA } from '@portal/contracts';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { TooManyRequests } from '../../../http/errors';
import { addToWindow } from '../../identity/sign-in-lockout';
import type { Principal } from '../../users/repository';

const MINUTE = 60_000;

/**
 * The quota on transaction actions (issue 28 item 5, ADR 0102): per user and per tenant (platform staff together
 * as one), in one-minute windows counted in the database so that every replica counts the same calls. Past either,
 * 429 with the seconds left in the window; nothing is done, and the same request id may be sent again.
 */
export async function checkActionQuota(db: Db, quota: AppConfig['actionQuota'], principal: Principal, now = new Date()): Promise<void> {
  const owner = principal.user.tenantId ?? 'platform';
  const windows = [
    { key: `actions-user:${principal.user.id}`, max: quota.perUser },
    { key: `actions-tenant:${owner}`, max: quota.perTenant },
  ];
  for (const window of windows) {
    const { count, startedAt } = await addToWindow(db, window.key, now, { maxFailures: window.max, windowMs: MINUTE });
    if (count > window.max) {
      throw new TooManyRequests(ACTION_QUOTA.message, Math.max(1, Math.ceil((startedAt.getTime() + MINUTE - now.getTime()) / 1000)));
    }
  }
}
