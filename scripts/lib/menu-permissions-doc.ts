import { ROUTE_CATALOG, type CatalogRoute } from '../../shared/contracts/src';

function row(r: CatalogRoute): string {
  const perms = r.permissions.length ? r.permissions.map((p) => `\`${p}\``).join(', ') : '(signed in)';
  const who = r.userTypes?.length ? r.userTypes.join(', ') : 'any';
  const extra = [r.hideBreadcrumb ? 'crumb hidden' : '', r.menu?.hidden ? 'hidden in menu' : '', r.redirectTo ? `else ${r.redirectTo}` : '']
    .filter(Boolean)
    .join('; ');
  return `| \`${r.path}\` | ${r.title} | ${r.owner} | ${perms} | ${who} | ${extra} | ${r.filledBy} |`;
}

/** Markdown for docs/menu-permissions.md, generated from ROUTE_CATALOG. */
export function renderMenuPermissionsDoc(): string {
  const head = '| path | title | owner | permission (any of) | user types | notes | filled by |\n|---|---|---|---|---|---|---|';
  const section = (title: string, rows: CatalogRoute[]) => {
    const groups = new Map<string, CatalogRoute[]>();
    for (const r of rows) groups.set(r.menu?.group ?? '-', [...(groups.get(r.menu?.group ?? '-') ?? []), r]);
    return [`## ${title}`, '', ...[...groups].map(([g, rs]) => `### ${g}\n\n${head}\n${rs.map(row).join('\n')}\n`)].join('\n');
  };
  return [
    '# Routes, menus and permissions',
    '',
    'Generated from `shared/contracts/src/route-catalog.ts` by `npx tsx scripts/gen-menu-permissions.ts`; do not edit by hand.',
    'Where the spec names no permission for a menu item, the permission is built from the menu group and the',
    'path: `CRM.<Item>.View` for the CRM group, `CRM.TransactionManagement.<Path>`, `Reports.<Path>`,',
    '`Settings.<Path>`, `Platform.<Area>.<Path>`, `Merchant.<Group>.<Path>`. An item is hidden when the user',
    'holds none of its permissions; a group with no visible item is hidden. Tenant-side users (no merchant id)',
    'get the CRM menu, the others the merchant menu.',
    '',
    section('CRM menu (tenant-side users)', ROUTE_CATALOG.filter((r) => r.menu?.kind === 'crm')),
    section('Merchant menu', ROUTE_CATALOG.filter((r) => r.menu?.kind === 'merchant')),
    section('Routes outside the menus', ROUTE_CATALOG.filter((r) => !r.menu)),
  ].join('\n');
}
