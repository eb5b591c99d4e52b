/**
 * Card testing on the public payment page (ADR 0108): every payment attempt counts in two fixed windows, one per link
 * (every address together) and one per client address (every link together), in the database table the sign-in
 * limits use (`addToWindow`, ADR 0101/0102), so every replica counts the same attempts. Session creation through a
 * publishable key counts per address too. Past a limit the call is a 429 with Retry-After, and the page itself says
 * how long to wait instead of offering the form.
 */
import { PAYMENT_LINK_LIMITS as LIMITS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { TooManyRequests } from '../../http/errors';
import { addToWindow, windowBlockedFor } from '../identity/sign-in-lockout';
import { paymentLinkClock } from './clock';

const windowMs = LIMITS.payWindowMinutes * 60_000;
const linkKey = (linkId: string) => `pay-link:${linkId}`;
const addressKey = (address: string) => `pay-address:${address}`;
const sessionKey = (address: string) => `pay-session:${address}`;

/** The sentence of a 429, with whole minutes (at least 1) until the window ends. */
export const minutesOf = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/** Counts one payment attempt on `linkId` from `address`; throws a 429 past either limit (the attempt is still counted). */
export async function countPayAttempt(db: Db, linkId: string, address: string): Promise<void> {
  const now = paymentLinkClock.now();
  const perLink = await addToWindow(db, linkKey(linkId), now, { maxFailures: LIMITS.payAttemptsPerLink, windowMs });
  const perAddress = await addToWindow(db, addressKey(address), now, { maxFailures: LIMITS.payAttemptsPerAddress, windowMs });
  const over = [
    ...(perLink.count > LIMITS.payAttemptsPerLink ? [perLink.startedAt.getTime() + windowMs - now.getTime()] : []),
    ...(perAddress.count > LIMITS.payAttemptsPerAddress ? [perAddress.startedAt.getTime() + windowMs - now.getTime()] : []),
  ];
  if (over.length) throw tooMany(Math.max(...over));
}

/** Milliseconds until a payment on `linkId` from `address` may be tried again; 0 when it may now. */
export async function payBlockedFor(db: Db, linkId: string, address: string): Promise<number> {
  const now = paymentLinkClock.now();
  // windowBlockedFor blocks at `maxFailures` counted: the attempt after the last allowed one is refused.
  const [perLink, perAddress] = [
    await windowBlockedFor(db, linkKey(linkId), now, { maxFailures: LIMITS.payAttemptsPerLink, windowMs }),
    await windowBlockedFor(db, addressKey(address), now, { maxFailures: LIMITS.payAttemptsPerAddress, windowMs }),
  ];
  return Math.max(perLink, perAddress);
}

/** Counts one hosted payment session created from `address`: 0 when within the limit, else the milliseconds to wait. */
export async function countSession(db: Db, address: string): Promise<number> {
  const now = paymentLinkClock.now();
  const { count, startedAt } = await addToWindow(db, sessionKey(address), now, { maxFailures: LIMITS.sessionsPerAddress, windowMs });
  return count > LIMITS.sessionsPerAddress ? Math.max(1000, startedAt.getTime() + windowMs - now.getTime()) : 0;
}

function tooMany(ms: number): TooManyRequests {
  const minutes = minutesOf(ms);
  return new TooManyRequests(`Too many payment attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}`, Math.max(1, Math.ceil(ms / 1000)));
}
