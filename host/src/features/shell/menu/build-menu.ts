import { holdsAny, type CatalogRoute, type ProfileUserType } from '@portal/contracts';

export type MenuKind = 'crm' | 'merchant';

export interface MenuItem {
  path: string;
  title: string;
}

export interface MenuGroup {
  title: string;
  items: MenuItem[];
}

export interface MenuUser {
  merchantId: string | null | undefined;
  profile: ProfileUserType | undefined;
  permissions: readonly string[];
}

/** A user without a merchant id is tenant-side and sees the CRM menu; everybody else the merchant menu. */
export function menuKindFor(user: Pick<MenuUser, 'merchantId'>): MenuKind {
  return user.merchantId ? 'merchant' : 'crm';
}

function visibleTo(row: CatalogRoute, user: MenuUser, held: ReadonlySet<string>): boolean {
  if (row.menu?.hidden) return false;
  if (row.userTypes && (!user.profile || !row.userTypes.includes(user.profile))) return false;
  return holdsAny(held, row.permissions);
}

/**
 * The main menu from the route catalogue: groups in catalogue order (rows of one kind with the same
 * group title merge), an item hidden when the user holds none of its permissions, empty groups hidden.
 */
export function buildMenu(catalog: readonly CatalogRoute[], user: MenuUser): MenuGroup[] {
  const kind = menuKindFor(user);
  const held = new Set(user.permissions);
  const groups = new Map<string, MenuGroup>();
  for (const row of catalog) {
    if (row.menu?.kind !== kind) continue;
    const group = groups.get(row.menu.group) ?? { title: row.menu.group, items: [] };
    groups.set(row.menu.group, group);
    if (visibleTo(row, user, held)) group.items.push({ path: row.path, title: row.title });
  }
  return [...groups.values()].filter((group) => group.items.length > 0);
}

/** The menu item to highlight: the longest item path that is `pathname` or a parent of it. */
export function selectedMenuPath(groups: readonly MenuGroup[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const item of groups.flatMap((g) => g.items)) {
    if ((pathname === item.path || pathname.startsWith(`${item.path}/`)) && (!best || item.path.length > best.length)) best = item.path;
  }
  return best;
}
