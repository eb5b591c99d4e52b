import { DEFAULT_PATH, ROUTE_CATALOG, holdsAny } from '@portal/contracts';
import { DEMO_USERS, userContextFor } from '@portal/testing';
import type { DemoUser } from '../support';

/**
 * Every page an account can open, straight from the route catalogue and the account's seeded
 * permissions: a page added to the catalogue (a part-2 page replacing its placeholder) is walked
 * without touching the spec. Redirect-only rows are left out (they show another page).
 */
export function routesToWalk(demo: DemoUser): string[] {
  const account = DEMO_USERS.find((u) => u.email === (demo.twinOf ?? demo.email));
  if (!account) throw new Error(`${demo.email} is not seeded`);
  const paths = ROUTE_CATALOG.filter((row) => !row.redirectTo)
    .filter((row) => !row.userTypes || row.userTypes.includes(demo.kind))
    .filter((row) => holdsAny(account.permissions, row.permissions))
    .map((row) => row.path);
  // Platform users land on the merchant dashboard although their menu is the CRM one.
  if (demo.kind === 'platform' && !paths.includes(DEFAULT_PATH)) paths.unshift(DEFAULT_PATH);
  return [...new Set(paths)];
}

export interface WalkPlan {
  account: DemoUser;
  routes: string[];
  /** The languages this account walks its routes in. */
  languages: string[];
  /** The languages in which this account also scans the shell's panels (first walker of its kind per language). */
  panelLanguages: string[];
}

/**
 * Who walks which language (ADR 0040). Accounts of one kind with the same pages (tenant@ and tenant2@,
 * merchant@ and merchant2@: same code, the other tenant's data) share the languages between them, so that
 * every page of every account is walked and every page is walked in every language, without walking the
 * same pages in the same language twice. An account alone with its pages walks them in every language.
 */
export function planWalk(accounts: readonly DemoUser[], languages: readonly string[]): WalkPlan[] {
  const groups = new Map<string, DemoUser[]>();
  const routesOf = new Map(accounts.map((a) => [a.email, routesToWalk(a)]));
  // A declared twin (tenant-approver@ of tenant@) walks nothing: its twin walks the same pages with the same code.
  for (const account of accounts.filter((a) => !a.twinOf)) {
    // Same kind, same pages and the same shell (a SandboxEnabled merchant's shell has its Test-mode marker).
    const processing = userContextFor(account.email).user.merchant?.processingStatus ?? '';
    const key = `${account.kind} ${processing} ${routesOf.get(account.email)!.join(' ')}`;
    groups.set(key, [...(groups.get(key) ?? []), account]);
  }
  const plans = accounts.map((account): WalkPlan => {
    if (account.twinOf) return { account, routes: routesOf.get(account.email)!, languages: [], panelLanguages: [] };
    const group = [...groups.values()].find((g) => g.includes(account))!;
    const share = group.length === 1 ? [...languages] : languages.filter((_, i) => i % group.length === group.indexOf(account) % languages.length);
    // A group larger than the number of languages: the extra accounts walk the first language too.
    return { account, routes: routesOf.get(account.email)!, languages: share.length ? share : [languages[0]!], panelLanguages: [] };
  });
  for (const lang of languages) {
    for (const kind of new Set(accounts.map((a) => a.kind))) {
      plans.find((p) => p.account.kind === kind && p.languages.includes(lang))?.panelLanguages.push(lang);
    }
  }
  return plans;
}
