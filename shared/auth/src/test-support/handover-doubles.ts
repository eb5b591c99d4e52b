import type { AuthChannel, AuthMessage } from '../session/auth-channel';

/**
 * Tabs on one BroadcastChannel: a message posted by one tab reaches every other tab (never itself), a moment later,
 * as a structured clone. Every message crossing it is kept, to check what a listening tab could read.
 */
export function channelBus() {
  const tabs = new Set<{ listeners: Set<(message: AuthMessage) => void> }>();
  const crossed: AuthMessage[] = [];
  const tab = (): AuthChannel => {
    const me = { listeners: new Set<(message: AuthMessage) => void>() };
    tabs.add(me);
    return {
      post(message) {
        crossed.push(message);
        const copy = structuredClone(message);
        void Promise.resolve().then(() => {
          for (const other of tabs) if (other !== me) for (const listener of other.listeners) listener(copy);
        });
      },
      subscribe(listener) {
        me.listeners.add(listener);
        return () => me.listeners.delete(listener);
      },
      close() {
        tabs.delete(me);
      },
    };
  };
  return { tab, crossed };
}

/**
 * WebCrypto that tells when all its work is done: its answers come from Node's thread pool, outside the fake clock,
 * so a test waits for the crypto itself (never for time) before it moves the clock.
 */
export function trackedCrypto() {
  const real = globalThis.crypto.subtle;
  const calls: Promise<unknown>[] = [];
  const subtle = new Proxy(real, {
    get(target, name) {
      const value = Reflect.get(target, name) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const call = (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        calls.push(call);
        return call;
      };
    },
  });
  /** Resolves once every crypto call made (and every one they led to, channel deliveries included) has settled. */
  const idle = async () => {
    for (;;) {
      const seen = calls.length;
      await Promise.allSettled(calls);
      for (let i = 0; i < 20; i++) await Promise.resolve();
      if (calls.length === seen) return;
    }
  };
  return { subtle, idle };
}
