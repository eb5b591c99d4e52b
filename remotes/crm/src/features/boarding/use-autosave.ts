import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; error: string };

/**
 * Saves `value` `delayMs` after the last change (debounced), one save after another so an older answer never
 * overwrites a newer one. A failed save keeps the value where it is (the form is not reset) and the next change or
 * `flush()` tries again. `flush()` saves at once what is pending (before a submit).
 */
export function useAutosave<T>(value: T, save: (value: T) => Promise<unknown>, { delayMs = 800, enabled = true }: { delayMs?: number; enabled?: boolean } = {}) {
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const serialised = JSON.stringify(value);
  const saved = useRef(serialised);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, save });
  latest.current = { value, save };

  const run = useCallback(() => {
    clearTimeout(timer.current);
    const { value: current, save: write } = latest.current;
    const text = JSON.stringify(current);
    chain.current = chain.current.then(async () => {
      if (text === saved.current) return;
      setState({ status: 'saving' });
      try {
        await write(current);
        saved.current = text;
        setState({ status: 'saved' });
      } catch (error) {
        setState({ status: 'error', error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    }).catch(() => undefined);
    return chain.current;
  }, []);

  useEffect(() => {
    if (!enabled || serialised === saved.current) return undefined;
    timer.current = setTimeout(() => { void run(); }, delayMs);
    return () => clearTimeout(timer.current);
  }, [serialised, enabled, delayMs, run]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Saves what is pending now; resolves true when everything is saved. */
  const flush = useCallback(async () => {
    await run();
    return JSON.stringify(latest.current.value) === saved.current;
  }, [run]);

  return { state, flush };
}
