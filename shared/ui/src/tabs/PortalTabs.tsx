import { Tabs, type TabsProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';

/**
 * Moves the tab list's role from the whole bar to the list of tabs. rc-tabs puts role="tablist" on the bar, which also
 * holds the overflow ("More tabs") button and any extra content; a tablist may own tabs only, so axe reports
 * aria-required-children (serious) as soon as the tabs overflow and that button shows (a customer's record drawer
 * with its seven tabs). Keyboard handling stays on the tabs themselves, so nothing else changes.
 */
function tablistOnTheTabs(root: HTMLElement): void {
  for (const bar of root.querySelectorAll<HTMLElement>('.ant-tabs-nav')) {
    if (!bar.hasAttribute('role') && !bar.hasAttribute('aria-orientation')) continue;
    const list = bar.querySelector<HTMLElement>(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
    if (!list) continue;
    list.setAttribute('role', 'tablist');
    const orientation = bar.getAttribute('aria-orientation');
    if (orientation) list.setAttribute('aria-orientation', orientation);
    bar.removeAttribute('role');
    bar.removeAttribute('aria-orientation');
  }
}

/**
 * antd's Tabs with the tab list's role where ARIA wants it (`tablistOnTheTabs`). React sets the bar's attributes again
 * only when they change (a new orientation) or the bar is drawn anew: an observer moves them each time.
 */
export function PortalTabs(props: TabsProps) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = holder.current;
    if (!root) return undefined;
    tablistOnTheTabs(root);
    const observer = new MutationObserver(() => tablistOnTheTabs(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-orientation'] });
    return () => observer.disconnect();
  }, []);
  // `display: contents`: the holder draws no box, so the tabs lay out in their parent as before.
  return <div ref={holder} style={{ display: 'contents' }}><Tabs {...props} /></div>;
}
