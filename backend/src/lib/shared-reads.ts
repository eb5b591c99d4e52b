/**
 * One read for callers that ask the same question at the same moment: while a read of `key` runs, a second caller
 * with that key gets the same promise; once it settles, the next caller reads again. Nothing is kept after the read
 * (no staleness beyond its own duration). Per owner (a database), so two servers in one process never share.
 */
export function sharedReads<Owner extends object, T>(): (owner: Owner, key: string, read: () => Promise<T>) => Promise<T> {
  const running = new WeakMap<Owner, Map<string, Promise<T>>>();
  return (owner, key, read) => {
    let reads = running.get(owner);
    if (!reads) running.set(owner, (reads = new Map()));
    const pending = reads.get(key);
    if (pending) return pending;
    const started = read().finally(() => reads.delete(key));
    reads.set(key, started);
    return started;
  };
}
