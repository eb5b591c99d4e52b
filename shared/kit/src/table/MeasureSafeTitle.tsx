import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A column title with a control in it (the select-all checkbox). antd draws every title a second time inside its
 * hidden measure row (`aria-hidden`), where a focusable control is an axe "aria-hidden-focus" violation and a
 * stray Tab stop: that copy is made inert, the visible header keeps the working control.
 */
export function MeasureSafeTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element?.closest('.ant-table-measure-row')) element.setAttribute('inert', '');
  });
  return <span ref={ref}>{children}</span>;
}
