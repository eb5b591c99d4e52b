import { useSyncExternalStore } from 'react';

/** Under 768 px (antd's md breakpoint) every layout puts its menu in a drawer: a 264 px sidebar leaves no room at 390 px. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener?.('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    query.removeEventListener?.('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Whether the window is narrower than the md breakpoint (without antd's Grid: the frame draws before antd, ADR 0062;
 * for the same reason not @portal/ui's useMediaQuery, whose package brings antd with it).
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_SCREEN_QUERY).matches, () => false);
}
