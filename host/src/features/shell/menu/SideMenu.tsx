import { Alert, Menu, Spin, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTE_CATALOG } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import type { ShellUser } from '../use-shell-user';
import { buildMenu, selectedMenuPath, type MenuGroup } from './build-menu';

type Items = NonNullable<MenuProps['items']>;

/** A group with one item of the same title (Dashboard, AI chat) is a plain item; others fold. */
function toMenuItems(groups: MenuGroup[], t: (key: string) => string): Items {
  return groups.map((group) => {
    const only = group.items.length === 1 ? group.items[0] : undefined;
    if (only && only.title.toLowerCase() === group.title.toLowerCase()) {
      return { key: only.path, label: <Link to={only.path}>{t(only.title)}</Link> };
    }
    return {
      key: `group:${group.title}`,
      label: t(group.title),
      children: group.items.map((item) => ({ key: item.path, label: <Link to={item.path}>{t(item.title)}</Link> })),
    };
  });
}

/**
 * The main menu, built from the route catalogue and the user's permissions only: it shows before
 * any remote has loaded. Tenant-side users (no merchant id) get the CRM menu, others the merchant menu.
 */
export function SideMenu({ user }: { user: ShellUser }) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  const groups = useMemo(
    () => buildMenu(ROUTE_CATALOG, { merchantId: user.merchantId, profile: user.profile, permissions: user.permissions }),
    [user.merchantId, user.profile, user.permissions],
  );
  const selected = selectedMenuPath(groups, pathname);
  const selectedGroup = groups.find((g) => g.items.length > 1 && g.items.some((i) => i.path === selected));
  const selectedGroupKey = selectedGroup ? `group:${selectedGroup.title}` : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  // Unfold the current page's group (also when the user context arrives after the first render).
  useEffect(() => {
    if (selectedGroupKey) setOpenKeys((keys) => (keys.includes(selectedGroupKey) ? keys : [...keys, selectedGroupKey]));
  }, [selectedGroupKey]);

  let body;
  if (user.isLoading) body = <Spin style={{ display: 'block', margin: 24 }} />;
  else if (user.error) body = <Alert type="error" showIcon title={t(SHELL_TEXTS.unknownError)} style={{ margin: 12 }} />;
  else
    body = (
      <Menu
        mode="inline"
        theme="dark"
        style={{ background: 'transparent', borderInlineEnd: 0 }}
        items={toMenuItems(groups, t)}
        selectedKeys={selected ? [selected] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        forceSubMenuRender
      />
    );
  return (
    <nav data-testid="side-menu" aria-label="Main menu">
      {body}
    </nav>
  );
}
