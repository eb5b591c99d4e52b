import { useEffect, type RefObject } from 'react';

/** Where a popup list opens: beside a folded sidebar's button, or under a navbar's button. */
export type PopupPlacement = 'beside' | 'below';

/** Fixed coordinates for a popup opened from `button` (fixed: the sidebar scrolls and would clip it). */
export function popupPosition(button: HTMLElement, placement: PopupPlacement): { top: number; left: number; maxHeight: number } {
  const rect = button.getBoundingClientRect();
  const top = placement === 'beside' ? rect.top : rect.bottom + 4;
  const left = placement === 'beside' ? rect.right + 4 : rect.left;
  return { top, left, maxHeight: Math.max(160, window.innerHeight - top - 8) };
}

/**
 * Closes an open popup menu when the user presses Escape (focus back on its button), clicks or tabs outside it.
 * `root` holds the button and its list. Not @portal/ui's useEscapeAndReturnFocus: that one gives focus back to the
 * opener on every close, which is right for a drawer but would pull focus back when the user tabs out of a menu.
 */
export function useClosePopupOutside(open: boolean, root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, root, button, close]);
}
