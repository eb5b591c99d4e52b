import { LOCAL_STORAGE_KEYS } from '@portal/contracts';

/** The detail drawer's width (spec part 2 sections 2.3 and 9): a pixel number in local storage `drawerSize`. */
export const DEFAULT_DRAWER_WIDTH = 720;
export const MIN_DRAWER_WIDTH = 360;
/** What the arrow keys move the drawer's edge by. */
export const DRAWER_WIDTH_STEP = 32;

/** The widest the drawer may be: the window less a margin to click back on the list. */
export const maxDrawerWidth = () => Math.max(MIN_DRAWER_WIDTH, (typeof window === 'undefined' ? 1280 : window.innerWidth) - 48);

export const clampDrawerWidth = (width: number) => Math.round(Math.min(maxDrawerWidth(), Math.max(MIN_DRAWER_WIDTH, width)));

/** The width kept last time, or the default (a missing or unreadable value counts as none). */
export function readDrawerWidth(): number {
  const stored = Number(window.localStorage.getItem(LOCAL_STORAGE_KEYS.drawerSize));
  return Number.isFinite(stored) && stored > 0 ? clampDrawerWidth(stored) : clampDrawerWidth(DEFAULT_DRAWER_WIDTH);
}

export function writeDrawerWidth(width: number): void {
  window.localStorage.setItem(LOCAL_STORAGE_KEYS.drawerSize, String(clampDrawerWidth(width)));
}
