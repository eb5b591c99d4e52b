import { useCallback, useSyncExternalStore } from 'react';

/** Under 600 px: a phone held upright. Side panels take the whole screen there (a 390 px window has no room beside them). */
export const PHONE_SCREEN_QUERY = '(max-width: 599.98px)';

/** Whether a CSS media query matches now, kept current as the window changes (no antd Grid: usable before antd loads). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener?.('change', onChange);
    window.addEventListener('resize', onChange);
    return () => {
      list.removeEventListener?.('change', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, [query]);
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
