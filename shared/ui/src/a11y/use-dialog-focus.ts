import { useCallback, useLayoutEffect, useRef } from 'react';
import { useFocusBeforeOpen } from './use-focus-before-open';

/** What a dialog's first field is: the first control a user types or picks in (an antd Select's search input too). */
const FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([tabindex="-1"])',
  'select:not([disabled]):not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ');

/** Popups whose items vanish or hide when they close (menus, select lists): never an opener to go back to. */
const POPUP = '.ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .ant-tooltip, [role="menu"], [role="listbox"]';

/** The last control focused outside a popup: the "More actions" button behind a menu item that opened a dialog. */
let lastFocusOutsidePopups: HTMLElement | null = null;
/** The element focused before the one that has focus now (what antd's dialog took it from). */
let focusedBefore: HTMLElement | null = null;
let focusedNow: HTMLElement | null = null;
let tracking = false;

/** Follows focus across the document: the last control outside popups, and what had focus before the focused one. */
function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (target !== focusedNow) [focusedBefore, focusedNow] = [focusedNow, target];
    if (!target.closest(POPUP)) lastFocusOutsidePopups = target;
  }, true);
}

/** Who opened a dialog: the focused control, or (opened from a menu item or with nothing focused) the last one outside popups. */
function openerOf(active: Element | null): HTMLElement | null {
  if (active instanceof HTMLElement && active !== document.body && !active.closest(POPUP)) return active;
  return lastFocusOutsidePopups?.isConnected ? lastFocusOutsidePopups : null;
}

export interface DialogFocusProps {
  panelRef(element: HTMLDivElement | null): void;
  afterOpenChange(open: boolean): void;
}

/**
 * Keyboard focus for an antd Modal (spread the result on it): once open, its first field has focus (antd focuses the
 * panel, whose first Tab stop is the ×); closed (open false, or the dialog unmounted, as conditionally drawn dialogs
 * are) focus goes back to the control that opened it, the menu's button when the opener was a menu item (antd goes
 * back only after its own closing motion, and never when the dialog is unmounted instead). A field focused already
 * (autoFocus) keeps focus; a dialog without fields keeps antd's focus on the panel.
 */
export function useDialogFocus(open: boolean): DialogFocusProps {
  const panel = useRef<HTMLDivElement | null>(null);
  trackFocus();
  const focusedBeforeOpen = useFocusBeforeOpen(open);

  useLayoutEffect(() => {
    if (!open) return;
    const opener = openerOf(focusedBeforeOpen);
    return () => {
      // Closing or unmounted: unless the user has moved on elsewhere, back to the opener. After this render: until
      // then the dialog's focus trap still holds and would pull focus straight back to its ×.
      setTimeout(() => {
        const active = document.activeElement;
        const lost = !active || active === document.body || !active.isConnected || !!panel.current?.contains(active);
        if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
      }, 0);
    };
  }, [open, focusedBeforeOpen]);

  const panelRef = useCallback((element: HTMLDivElement | null) => {
    // Kept after antd lets go of it: the closing check above still needs to know what was inside.
    if (element) panel.current = element;
  }, []);

  const afterOpenChange = useCallback((opened: boolean) => {
    const root = panel.current;
    if (!opened || !root) return;
    const active = document.activeElement;
    if (active && active !== root && root.contains(active) && active.matches(FIELD)) return;
    // A dialog opened from this one (a form on top of a list) before this one's opening motion ended has the focus,
    // and the user may be typing in it: never pull focus back from under them. antd's dialog has just moved focus to
    // its own panel when it was outside it (rc-dialog, at the end of the motion, before this callback): give it back
    // to the field the user was typing in.
    if (active && !root.contains(active) && active.closest('[role="dialog"]')) return;
    const typingIn = focusedBefore;
    if (active && root.contains(active) && !active.matches(FIELD) && typingIn?.isConnected && !root.contains(typingIn)
      && typingIn.matches(FIELD) && typingIn.closest('[role="dialog"]')) {
      typingIn.focus({ preventScroll: true });
      return;
    }
    root.querySelector<HTMLElement>(FIELD)?.focus();
  }, []);

  return { panelRef, afterOpenChange };
}
