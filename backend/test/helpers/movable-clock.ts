// The e2e server's clock moved forward on a signal (test/helpers/e2e-server.ts): `Date.now()` and `new Date()` answer
// the real time plus an offset in milliseconds, read from a file when the process gets SIGUSR2. Everything the server
// decides by the time (jose's and the token verifier's expiry, the identity provider's issue and expiry times) then
// sees the moved clock; timers (setTimeout) still run on real time. For a backend of a spec's own only: never in the
// product's code paths (src/), never on the shared e2e server.
import { readFileSync } from 'node:fs';

export function installMovableClock(offsetFile: string): void {
  const RealDate = Date;
  let offsetMs = 0;
  const now = () => RealDate.now() + offsetMs;
  const MovableDate = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // `Date()` called as a function: the current time as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  globalThis.Date = MovableDate;
  const read = () => {
    try {
      offsetMs = Number(readFileSync(offsetFile, 'utf8')) || 0;
    } catch {
      offsetMs = 0; // not moved yet
    }
  };
  // Started again on the same data dir (restart.spec): the clock where it was.
  read();
  process.on('SIGUSR2', read);
}
