import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** antd's delay before a tooltip shows on hover (mouseEnterDelay 0.1 s). */
const SHOW_DELAY_MS = 100;

/**
 * A tooltip for the shell's frame, which draws before antd loads (ADR 0062): shown under its control on hover and on
 * keyboard focus, gone on leave, blur and Escape. The control's accessible name says the same (icon buttons).
 */
export function PlainTooltip({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), SHOW_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') hide(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <span className="portal-tooltip-host" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {children}
      {open && <span role="tooltip" id={id} className="portal-tooltip">{title}</span>}
    </span>
  );
}
