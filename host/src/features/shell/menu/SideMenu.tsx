import { Alert, Menu, Spin, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTE_CATALOG } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import type { ShellUser } from '../use-shell-user';
import { buildMenu, selectedMenuItem, type PortalMenuItem } from './build-menu';
import { menuIcon } from './menu-icons';

type Items = NonNullable<MenuProps['items']>;

function toAntItems(items: PortalMenuItem[], t: (key: string) => string): Items {
  return items.map((item) => {
    // The title attribute shows the whole text where a long (e.g. Turkish) title is cut with an ellipsis.
    if (item.type === 'item') return { key: item.id, icon: menuIcon(item.icon), label: <Link to={item.url!} title={t(item.title)}>{t(item.title)}</Link> };
    const children = toAntItems(item.children ?? [], t);
    if (item.type === 'group') return { type: 'group' as const, key: item.id, label: t(item.title), children };
    return { key: item.id, icon: menuIcon(item.icon), label: t(item.title), children };
  });
}

export interface SideMenuProps {
  user: ShellUser;
  /** inline: the vertical layouts' sidebar; horizontal: the Material layout's navbar. */
  mode?: 'inline' | 'horizontal';
  collapsed?: boolean;
}

/**
 * The main menu, built from the route catalogue and the user's permissions only: it shows before
 * any remote has loaded. Tenant-side users (no merchant id) get the CRM menu, others the merchant menu.
 */
export function SideMenu({ user, mode = 'inline', collapsed = false }: SideMenuProps) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const items = useMemo(
    () => buildMenu(ROUTE_CATALOG, { merchantId: user.merchantId, profile: user.profile, permissions: user.permissions }),
    [user.merchantId, user.profile, user.permissions],
  );
  // Built once per menu and language: every navigation re-renders the menu (selection), not its 100-odd items.
  const antItems = useMemo(() => toAntItems(items, t), [items, t]);
  const selected = selectedMenuItem(items, pathname);
  const selectedGroup = items.find((g) => g.children?.some((i) => i.id === selected?.id));
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  // Unfold the current page's group (also when the user context arrives after the first render).
  useEffect(() => {
    const key = selectedGroup?.id;
    if (key) setOpenKeys((keys) => (keys.includes(key) ? keys : [...keys, key]));
  }, [selectedGroup?.id]);

  let body;
  if (user.isLoading) body = <Spin style={{ display: 'block', margin: 24 }} />;
  else if (user.error) body = <Alert type="error" showIcon title={t(SHELL_TEXTS.unknownError)} style={{ margin: 12 }} />;
  else if (mode === 'horizontal')
    body = (
      <Menu mode="horizontal" theme="dark" className="portal-navbar-menu" items={antItems} selectedKeys={selected ? [selected.id] : []} />
    );
  else
    body = (
      <Menu
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        style={{ background: 'transparent', borderInlineEnd: 0 }}
        items={antItems}
        selectedKeys={selected ? [selected.id] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        forceSubMenuRender
      />
    );
  return (
    <nav data-testid="side-menu" aria-label={t(SHELL_TEXTS.mainMenu)}>
      {body}
    </nav>
  );
}
