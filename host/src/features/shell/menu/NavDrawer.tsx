import { Drawer } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useEscapeAndReturnFocus } from '@portal/ui';
import { Logo } from '../layout/Logo';
import { LanguagePicker } from '../toolbar/LanguagePicker';
import type { ShellUser } from '../use-shell-user';
import { NAV_DRAWER_ID } from './nav-drawer-id';
import { SideMenu } from './SideMenu';

/**
 * Narrow screens (under 768 px): the side menu in a drawer opened by the top bar's menu button.
 * Choosing a page closes it; Escape and a click outside close it too, and focus goes back to the button.
 * The top bar has no room for the language picker there, so the drawer's footer holds it.
 */
export function NavDrawer({ user, open, onClose }: { user: ShellUser; open: boolean; onClose(): void }) {
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEscapeAndReturnFocus(open, onClose);

  useEffect(() => {
    if (open && pathname !== shownAt.current) onClose();
    shownAt.current = pathname;
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={280}
      title={<Logo />}
      rootClassName="portal-nav-drawer"
      id={NAV_DRAWER_ID}
      data-testid="nav-drawer"
      footer={<LanguagePicker />}
    >
      {/* A link chosen closes the drawer, the current page's too (its path does not change). */}
      <div onClick={(event) => { if ((event.target as HTMLElement).closest('a')) onClose(); }}>
        <SideMenu user={user} />
      </div>
    </Drawer>
  );
}
