import { RENEW_LOCK_NAME } from './constants';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function browserLocks(): LockManagerLike | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/**
 * Runs `work` holding the renewal Web Lock, so two tabs never renew at the same moment (the provider
 * rotates refresh tokens). Browsers without Web Locks run it directly.
 */
export function withRenewLock<T>(work: () => Promise<T>, locks: LockManagerLike | undefined = browserLocks()): Promise<T> {
  return locks ? locks.request(RENEW_LOCK_NAME, work) : work();
}

export type { LockManagerLike };
