import {
  DEFAULT_PATH, areaIsHistoryAt, decideAccess, guardRulesOf, merchantStageOf, type AccessRule, type CatalogRoute, type MerchantArea, type ProcessingStatus,
  type ProfileUserType,
} from '@portal/contracts';

export type MenuKind = 'crm' | 'merchant';

/** A main menu entry in the spec's shape (part 1 section 2 "General", part 2 section 2.3). */
export interface PortalMenuItem {
  id: string;
  title: string;
  /** Comma-separated: the user needs at least one; empty or absent: any signed-in user. */
  permission?: string;
  type: 'group' | 'item' | 'collapsable';
  url?: string;
  icon?: string;
  hidden?: boolean;
  exactMatch?: boolean;
  /** Host-only: user types the item is for (platform-only entries). */
  userTypes?: ProfileUserType[];
  /** Host-only: the item is for users acting for a merchant. */
  requiresMerchant?: boolean;
  /** Host-only: the guards of the area roots above the item's route and its stage guard, which must pass too (ADR 0076, 0111). */
  areaRules?: AccessRule[];
  /** Host-only: the merchant area of a group (ADR 0111): where it is history, it is listed last. */
  stageArea?: MerchantArea;
  children?: PortalMenuItem[];
}

export interface MenuUser {
  merchantId: string | null | undefined;
  profile: ProfileUserType | undefined;
  permissions: readonly string[];
  /** The merchant's processingStatus (user context): which boarding stage's pages it sees (ADR 0111). */
  processingStatus?: ProcessingStatus | null;
}

/** A user without a merchant id is tenant-side and sees the CRM menu; everybody else the merchant menu. */
export function menuKindFor(user: Pick<MenuUser, 'merchantId'>): MenuKind {
  return user.merchantId ? 'merchant' : 'crm';
}

const GROUP_ICONS: Record<string, string> = {
  Dashboard: 'dashboard', CRM: 'team', 'Transaction management': 'transaction', Reports: 'reports', Settings: 'settings',
  Support: 'support', 'Platform transaction management': 'transaction', 'Tenant management': 'tenants', Users: 'users',
  Resources: 'book', 'Leave management': 'calendar', 'AI chat': 'robot', Boarding: 'boarding', Transactions: 'transaction',
  Payments: 'payments', 'Payment settings': 'settings', 'Developer settings': 'code', Documentation: 'book',
};

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Platform users have no merchant id, so they get the CRM menu, whose dashboard needs
 * CRM.Dashboard.View; their landing page is /dashboard, listed first for them.
 */
const PLATFORM_DASHBOARD: PortalMenuItem = {
  id: 'platform-dashboard', title: 'Dashboard', type: 'item', url: DEFAULT_PATH, icon: 'dashboard', exactMatch: true, permission: '', userTypes: ['platform'],
};

/**
 * The whole menu of one kind from the route catalogue, in catalogue order: each menu group becomes a
 * collapsable entry (rows of one kind with the same group title merge); a group holding only an item of
 * its own title (Dashboard, AI chat) becomes a plain item.
 */
export function buildMenuItems(catalog: readonly CatalogRoute[], kind: MenuKind): PortalMenuItem[] {
  const groups = new Map<string, PortalMenuItem>();
  for (const row of catalog) {
    if (row.menu?.kind !== kind) continue;
    const title = row.menu.group;
    const group: PortalMenuItem = groups.get(title) ?? { id: `${kind}-${slug(title)}`, title, type: 'collapsable' as const, icon: GROUP_ICONS[title], children: [] };
    if (row.stageArea) group.stageArea = row.stageArea;
    groups.set(title, group);
    const areaRules = guardRulesOf(row, catalog);
    group.children!.push({
      id: row.path, title: row.title, type: 'item', url: row.path, permission: row.permissions.join(','),
      hidden: row.menu.hidden || undefined, exactMatch: row.menu.exactMatch || undefined, userTypes: row.userTypes,
      requiresMerchant: row.requiresMerchant || undefined, areaRules: areaRules.length > 0 ? areaRules : undefined,
    });
  }
  const items = [...groups.values()].map((group): PortalMenuItem => {
    const only = group.children!.length === 1 ? group.children![0] : undefined;
    return only && only.title.toLowerCase() === group.title.toLowerCase() ? { ...only, icon: group.icon, stageArea: group.stageArea } : group;
  });
  return kind === 'crm' ? [PLATFORM_DASHBOARD, ...items] : items;
}

/** The route guards' decision (ADR 0076): the area roots' guards and the item's own must all pass. */
function visible(item: PortalMenuItem, user: MenuUser, held: ReadonlySet<string>): boolean {
  if (item.hidden) return false;
  const own: AccessRule = { permissions: item.permission ? [item.permission] : [], userTypes: item.userTypes, requiresMerchant: item.requiresMerchant };
  return decideAccess([...(item.areaRules ?? []), own], { profile: user.profile, permissions: held, merchantId: user.merchantId, processingStatus: user.processingStatus }).allowed;
}

/** Items the user may see: an item is hidden when the user may not open its route; an empty group is hidden. */
export function filterMenu(items: readonly PortalMenuItem[], user: MenuUser): PortalMenuItem[] {
  const held = new Set(user.permissions);
  const walk = (list: readonly PortalMenuItem[]): PortalMenuItem[] =>
    list.flatMap((item) => {
      if (item.type === 'item') return visible(item, user, held) ? [item] : [];
      if (item.hidden) return [];
      const children = walk(item.children ?? []);
      return children.length > 0 ? [{ ...item, children }] : [];
    });
  return walk(items);
}

/** Areas that are history at the merchant's stage (boarding once it processes) go last, in their order (ADR 0111). */
export function orderByStage(items: readonly PortalMenuItem[], user: Pick<MenuUser, 'merchantId' | 'processingStatus'>): PortalMenuItem[] {
  const stage = user.merchantId ? merchantStageOf(user.processingStatus) : undefined;
  const history = (item: PortalMenuItem) => !!item.stageArea && areaIsHistoryAt(item.stageArea, stage);
  return [...items.filter((item) => !history(item)), ...items.filter(history)];
}

/** The user's main menu: the kind by merchant id, filtered by permissions, user type and boarding stage. */
export function buildMenu(catalog: readonly CatalogRoute[], user: MenuUser): PortalMenuItem[] {
  return orderByStage(filterMenu(buildMenuItems(catalog, menuKindFor(user)), user), user);
}

/** Every item (leaf) of a menu tree, in order. */
export function menuLeaves(items: readonly PortalMenuItem[]): PortalMenuItem[] {
  return items.flatMap((item) => (item.type === 'item' ? [item] : menuLeaves(item.children ?? [])));
}

/** The item to highlight: exactMatch items only on their own path, others also on deeper paths; the longest wins. */
export function selectedMenuItem(items: readonly PortalMenuItem[], pathname: string): PortalMenuItem | undefined {
  let best: PortalMenuItem | undefined;
  for (const item of menuLeaves(items)) {
    if (!item.url) continue;
    const hit = pathname === item.url || (!item.exactMatch && pathname.startsWith(`${item.url}/`));
    if (hit && (!best || item.url.length > best.url!.length)) best = item;
  }
  return best;
}
