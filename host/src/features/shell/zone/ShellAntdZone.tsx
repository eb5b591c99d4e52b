import { Suspense, lazy } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';
import { AlertArea } from '../../alerts/AlertArea';
import { IdleWarning } from '../../idle/IdleWarning';
import { ScaDialog } from '../../sca/ScaDialog';
import { AntdThemeRoot } from '../../theme/AntdThemeRoot';
import { ToolbarIslands } from '../toolbar/ToolbarIslands';
import type { ShellUser } from '../use-shell-user';

// The quick panel loads when first opened (issue 14).
const QuickPanel = lazy(async () => ({ default: (await import('../quick-panel/QuickPanel')).QuickPanel }));
// The narrow screens' drawer (antd's Drawer) loads with the narrow layout: a wide screen never downloads it (ADR 0048).
const NavDrawer = lazy(async () => ({ default: (await import('../menu/NavDrawer')).NavDrawer }));

export interface ShellAntdZoneProps {
  user: ShellUser;
  /** The top bar's element the support button and the notifications bell are drawn into. */
  islandsSlot: HTMLElement | null;
  /** Narrow screens: the menu drawer's state. */
  navDrawer?: { open: boolean; onClose(): void };
  quickPanel: { open: boolean; used: boolean; onClose(): void };
}

/**
 * What the signed-in shell draws with antd, in one chunk the frame loads beside the session (ADR 0062): the page area
 * (remotes' and host pages), the top bar's support button and notifications bell (drawn into the bar through a
 * portal, so that one ConfigProvider and one App hold them and the page), the alert area, the narrow screens'
 * drawer, the quick panel, the idle warning and the strong-authentication code dialog.
 */
export function ShellAntdZone({ user, islandsSlot, navDrawer, quickPanel }: ShellAntdZoneProps) {
  return (
    <AntdThemeRoot>
      <AlertArea />
      {/* The page itself (the axe walk scans it); the frame's <main> holds it. */}
      <div id="portal-page" data-testid="portal-page">
        <Outlet />
      </div>
      {islandsSlot && createPortal(<ToolbarIslands user={user} />, islandsSlot)}
      {navDrawer && (
        <Suspense fallback={null}>
          <NavDrawer user={user} open={navDrawer.open} onClose={navDrawer.onClose} />
        </Suspense>
      )}
      {(quickPanel.open || quickPanel.used) && (
        <Suspense fallback={null}>
          <QuickPanel open={quickPanel.open} onClose={quickPanel.onClose} />
        </Suspense>
      )}
      <IdleWarning />
      <ScaDialog user={user} />
    </AntdThemeRoot>
  );
}
