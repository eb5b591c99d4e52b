import { useState } from 'react';

/**
 * The element that had focus when `open` turned true, read in that very render: before the panel it opens (a child,
 * committed after this render) takes focus. Read later, in an effect, it was the panel itself whenever the panel
 * focuses at once, as antd's drawers and dialogs do without their opening motion ("reduce motion", ADR 0072).
 */
export function useFocusBeforeOpen(open: boolean): Element | null {
  const [seen, setSeen] = useState<{ open: boolean; opener: Element | null }>({ open: false, opener: null });
  if (open !== seen.open) {
    // React's "state from the previous render" pattern: this render is redone at once with the new state.
    const opener = open && typeof document !== 'undefined' ? document.activeElement : seen.opener;
    setSeen({ open, opener });
    return opener;
  }
  return seen.opener;
}
