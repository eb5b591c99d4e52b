import { useCallback, useEffect, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';

/** A tooltip this wide at least fits beside its entry; narrower room (a phone's drawer) puts it under the entry. */
const MIN_BESIDE = 160;
const GAP = 8;

interface Tip {
  text: string;
  style: { top: number; left: number; maxWidth: number; transform?: string };
}

/** What an entry spreads on its link or button: the tooltip opens on hover and on keyboard focus alike. */
export interface MenuTooltipHandlers {
  onMouseEnter(event: MouseEvent<HTMLElement>): void;
  onMouseLeave(): void;
  onFocus(event: FocusEvent<HTMLElement>): void;
  onBlur(): void;
}

export interface MenuTooltip {
  handlers: MenuTooltipHandlers;
  /** The tooltip itself (null when closed), drawn once per menu. */
  node: ReactNode;
}

/** The label is cut with an ellipsis: its text is wider than its box. */
function isCut(label: HTMLElement): boolean {
  return label.scrollWidth > label.clientWidth;
}

/**
 * The whole title of a menu entry whose label the menu's width cuts (long Turkish titles), shown beside the entry
 * on hover and on focus, closed by Escape (WCAG 1.4.13). Without antd: the shell's menu is drawn before antd loads
 * (ADR 0062). The link's or button's accessible name already holds the whole text; this is for the eyes.
 */
export function useMenuTooltip(): MenuTooltip {
  const [tip, setTip] = useState<Tip | null>(null);
  const hide = useCallback(() => setTip(null), []);
  const show = useCallback((entry: HTMLElement) => {
    const label = entry.querySelector<HTMLElement>('.portal-menu-label');
    if (!label || !isCut(label)) return setTip(null);
    const box = entry.getBoundingClientRect();
    const room = window.innerWidth - box.right - 2 * GAP;
    const style = room >= MIN_BESIDE
      ? { top: box.top + box.height / 2, left: box.right + GAP, maxWidth: room, transform: 'translateY(-50%)' }
      : { top: box.bottom + 2, left: box.left + GAP, maxWidth: window.innerWidth - box.left - 2 * GAP };
    return setTip({ text: label.textContent ?? '', style });
  }, []);

  useEffect(() => {
    if (!tip) return undefined;
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') setTip(null); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tip]);

  const handlers: MenuTooltipHandlers = {
    onMouseEnter: (event) => show(event.currentTarget),
    onMouseLeave: hide,
    onFocus: (event) => show(event.currentTarget),
    onBlur: hide,
  };
  const node = tip && <div role="tooltip" className="portal-menu-tooltip" style={tip.style}>{tip.text}</div>;
  return { handlers, node };
}
