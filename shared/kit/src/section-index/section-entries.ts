import { ROUTE_CATALOG, type CatalogRoute, type ProfileUserType } from '@portal/contracts';

/** What decides whether a user may open a catalogue route (the route guards' rule). */
export interface EntryAccess {
  profile: ProfileUserType | undefined;
  hasAny(permissions: string[]): boolean;
}

/**
 * The entries of a section (the catalogue's menu rows under `basePath`) that this user may open, in menu order:
 * what the section's index page lists. Hidden menu rows (tables reached from another page) are left out.
 */
export function sectionEntries(basePath: string, access: EntryAccess, catalog: readonly CatalogRoute[] = ROUTE_CATALOG): CatalogRoute[] {
  const prefix = `${basePath.replace(/\/+$/, '')}/`;
  return catalog.filter((row) => row.path.startsWith(prefix) && row.menu && !row.menu.hidden
    && (!row.userTypes?.length || (access.profile !== undefined && row.userTypes.includes(access.profile)))
    && access.hasAny(row.permissions));
}
