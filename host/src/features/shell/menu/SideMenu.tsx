import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ROUTE_CATALOG } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { Spinner } from '@portal/ui';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import type { ShellUser } from '../use-shell-user';
import { buildMenu, selectedMenuItem } from './build-menu';
import { MenuList } from './MenuList';

export interface SideMenuProps {
  user: ShellUser;
  /** inline: the vertical layouts' sidebar; horizontal: the Material layout's navbar. */
  mode?: 'inline' | 'horizontal';
  collapsed?: boolean;
}

/**
 * The main menu, built from the route catalogue and the user's permissions only: it shows before
 * any remote has loaded, and before antd (ADR 0062). Tenant-side users (no merchant id) get the CRM menu,
 * others the merchant menu, limited and ordered by the merchant's boarding stage (ADR 0111).
 */
export function SideMenu({ user, mode = 'inline', collapsed = false }: SideMenuProps) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  // The stage's pages (ADR 0111): a new user context (stage moved) rebuilds the menu without signing out.
  const processingStatus = user.current?.merchant?.processingStatus;
  const items = useMemo(
    () => buildMenu(ROUTE_CATALOG, { merchantId: user.merchantId, profile: user.profile, permissions: user.permissions, processingStatus }),
    [user.merchantId, user.profile, user.permissions, processingStatus],
  );
  const selected = selectedMenuItem(items, pathname);
  const selectedGroup = items.find((g) => g.children?.some((i) => i.id === selected?.id));
  const [openIds, setOpenIds] = useState<string[]>([]);
  // Unfold the current page's group (also when the user context arrives after the first render).
  useEffect(() => {
    const id = selectedGroup?.id;
    if (id) setOpenIds((ids) => (ids.includes(id) ? ids : [...ids, id]));
  }, [selectedGroup?.id]);
  const toggle = useCallback((id: string) => setOpenIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])), []);

  let body;
  if (user.isLoading) {
    body = (
      <div className="portal-menu-status" role="status" aria-label={t(SHELL_TEXTS.loading)}>
        <Spinner color="var(--portal-on-sidebar, #fff)" />
      </div>
    );
  } else if (user.error) {
    body = <p className="portal-menu-error" role="alert">{t(SHELL_TEXTS.unknownError)}</p>;
  } else {
    body = (
      <MenuList
        items={items}
        groups={mode === 'horizontal' ? 'below' : collapsed ? 'beside' : 'inline'}
        iconsOnly={mode === 'inline' && collapsed}
        selectedId={selected?.id}
        openIds={openIds}
        onToggle={toggle}
        t={t}
        className={mode === 'horizontal' ? 'portal-menu portal-menu-horizontal' : collapsed ? 'portal-menu portal-menu-folded' : 'portal-menu'}
      />
    );
  }
  return (
    <nav data-testid="side-menu" aria-label={t(SHELL_TEXTS.mainMenu)}>
      {body}
    </nav>
  );
}
