import { useEffect, useRef } from 'react';
import { useFocusBeforeOpen } from './use-focus-before-open';

/**
 * For a panel that a click outside closes (drawers, popups): Escape closes it too, and focus goes back
 * to the control that had it when the panel opened (the button that opened it), as a dialog's does.
 * `onClose` may change every render; the latest one is called.
 */
export function useEscapeAndReturnFocus(open: boolean, onClose: () => void): void {
  const opener = useRef<HTMLElement | null>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const focusedBeforeOpen = useFocusBeforeOpen(open);

  useEffect(() => {
    if (!open) return;
    opener.current = focusedBeforeOpen instanceof HTMLElement ? focusedBeforeOpen : null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      const target = opener.current;
      opener.current = null;
      // After the closing render: the panel's own focus handling must not win over ours.
      if (target?.isConnected) setTimeout(() => target.focus(), 0);
    };
  }, [open, focusedBeforeOpen]);
}
