import { useEffect, useRef } from 'react';

/** Runs `effect` once per mount, also under StrictMode's double effects (sign-in must not start twice). */
export function useRunOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
