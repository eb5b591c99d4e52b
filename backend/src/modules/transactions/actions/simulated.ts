import { createHash } from 'node:crypto';

/**
 * What the portal cannot ask for real here (ADR 0046 says so): the providers' answers. They are simulated deterministically from md5 of an id, as the seed derives its rows (ADR 0044), so a
 * test can compute the answer and a demo shows the same outcome every time.
 */

/** A 28-bit number from md5 of `key`, as the seed's `r` (first 7 hex digits). */
export const md5Number = (key: string): number => parseInt(createHash('md5').update(key).digest('hex').slice(0, 7), 16);

/**
 * What the provider answers a status check of a Pending transaction: 8 in 10 go through (a payment Captured, an
 * authorisation Reserved, a refund Successful), the others are declined (refunds fail) with one of the seed's
 * decline codes. Payouts wait for the payout action and disputes for the scheme: they stay Pending.
 */
export function providerStatus(id: string, type: string): { status: string; declineCode?: string } {
  const r = md5Number(`${id}:provider-status`);
  const through = r % 10 < 8;
  switch (type) {
    case 'Sale': return through ? { status: 'Captured' } : { status: 'Declined', declineCode: ['05', '51', '54', '14'][r % 4]! };
    case 'Authorisation': return through ? { status: 'Reserved' } : { status: 'Declined', declineCode: ['05', '51', '54', '14'][r % 4]! };
    case 'Refund': return through ? { status: 'Successful' } : { status: 'Failed' };
    default: return { status: 'Pending' };
  }
}

/** Elapsed time of a simulated provider call, milliseconds to the microsecond (20-920 ms). */
export const elapsedMs = (key: string): number => (md5Number(`${key}:elapsed`) % 900_000) / 1000 + 20;
