import { MERCHANT_AREA_STAGES, areaRootsOf, catalogPermissions, isOpenRule, PERMISSIONS, ROUTE_CATALOG, ruleOf, stageRuleOf, type CatalogRoute } from '../../shared/contracts/src';

function row(r: CatalogRoute): string {
  const perms = r.permissions.length ? r.permissions.map((p) => `\`${p}\``).join(', ') : '(signed in)';
  const who = r.userTypes?.length ? r.userTypes.join(', ') : 'any';
  const roots = areaRootsOf(r.path).filter((root) => !isOpenRule(ruleOf(root))).map((root) => `\`${root.path}\``);
  const stages = stageRuleOf(r)?.stages;
  const history = r.stageArea ? MERCHANT_AREA_STAGES[r.stageArea].historyIn ?? [] : [];
  const extra = [
    r.requiresMerchant ? 'acting for a merchant only' : '',
    stages ? `merchants at stage ${stages.join(', ')} only, else ${stageRuleOf(r)!.redirectTo}` : '',
    history.length ? `listed last (history) at stage ${history.join(', ')}` : '', roots.length ? `and the guard of ${roots.join(', ')}` : '',
    r.hideBreadcrumb ? 'crumb hidden' : '', r.menu?.hidden ? 'hidden in menu' : '', r.redirectTo ? `else ${r.redirectTo}` : '',
  ]
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
    'A permission the spec names is used with its exact spelling (ADR 0076). Where the spec names no permission for a',
    'menu item, the permission is built from the menu group and the path: `CRM.<Item>.View` for the CRM group,',
    '`CRM.TransactionManagement.<Path>`, `Reports.<Path>`, `Settings.<Path>`, `Platform.<Area>.<Path>`,',
    '`Merchant.<Group>.<Path>`. A route is reachable only when the guard of every area root above it (a row whose',
    'path is a prefix of its path; see the notes column) and its own pass (ADR 0076). A menu item is hidden when its',
    'route is not reachable; a group with no visible item is hidden. Tenant-side users (no merchant id) get the CRM',
    'menu, the others the merchant menu. A merchant area opens only at the boarding stages of `MERCHANT_AREA_STAGES`',
    '(`shared/contracts/src/merchant-stage.ts`, ADR 0111: boarding = NoProcessing, sandbox = SandboxEnabled, processing =',
    'any other processingStatus); the API refuses the same areas\' money-moving calls at the same stages.',
    '',
    section('CRM menu (tenant-side users)', ROUTE_CATALOG.filter((r) => r.menu?.kind === 'crm')),
    section('Merchant menu', ROUTE_CATALOG.filter((r) => r.menu?.kind === 'merchant')),
    section('Routes outside the menus', ROUTE_CATALOG.filter((r) => !r.menu)),
    '## Named permissions without a route of their own',
    '',
    'Checked by the server or by a feature of a page (for instance a button), not by a route guard.',
    '',
    ...unroutedPermissions().map((p) => `- \`${p}\``),
    '',
  ].join('\n');
}

function unroutedPermissions(): string[] {
  const routed = new Set(catalogPermissions());
  return [...new Set(Object.values(PERMISSIONS))].filter((p) => !routed.has(p)).sort();
}
