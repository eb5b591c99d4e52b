import { DEFAULT_PATH, ROUTE_CATALOG, canOpenCatalogRoute } from '@portal/contracts';
// The demo users' modules themselves, not the package's index (its msw handlers and render helpers; support/menu.ts).
import { DEMO_USERS } from '../../../shared/testing/src/demo-users/demo-users';
import { userContextFor } from '../../../shared/testing/src/demo-users/user-context';
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
    .filter((row) => canOpenCatalogRoute(row, { profile: demo.kind, permissions: account.permissions, merchantId: account.merchant?.merchantId ?? null, processingStatus: account.merchant?.processingStatus }))
    .map((row) => row.path);
  // Platform users land on the merchant dashboard although their menu is the CRM one.
  if (demo.kind === 'platform' && !paths.includes(DEFAULT_PATH)) paths.unshift(DEFAULT_PATH);
  return [...new Set(paths)];
}

export interface WalkPlan {
  account: DemoUser;
  /** Every page of the account (routesToWalk). */
  routes: string[];
  /** The languages this account walks in (it scans its shell in each), in walking order. */
  languages: string[];
  /** The pages it walks in each of those languages: every one of its pages in at least one language. */
  routesIn: Record<string, string[]>;
  /** The languages in which this account also scans the shell's panels (first walker of its kind per language). */
  panelLanguages: string[];
}

/**
 * Who walks which page in which language (ADR 0040). The accounts of one kind share the work page by page:
 * each walks all its pages in one language (the kind's accounts, largest first, take the languages in turn),
 * and a page that no account of the kind has walked in some language yet is walked in it by the first account
 * that has it. So every page of every account is walked, every page in every language, and a page the kind's
 * accounts have in common is not scanned in the same language over and over (merchant@, sandbox@ and noprocessing@
 * draw many of the same pages with the same code over other data). A declared twin (tenant-approver@ and tenant2@ of
 * tenant@, merchant-approver@ and merchant2@ of merchant@) walks nothing: its twin walks the same pages with the same
 * code, in every language.
 */
/** Accounts with the same shell: same kind and same processing status (the shell's Test-mode marker). */
export function shellOf(plan: WalkPlan): string {
  return `${plan.account.kind} ${userContextFor(plan.account.email).user.merchant?.processingStatus ?? ''}`;
}

export function planWalk(accounts: readonly DemoUser[], languages: readonly string[]): WalkPlan[] {
  const routesOf = new Map(accounts.map((a) => [a.email, routesToWalk(a)]));
  const plans = new Map(accounts.map((account): [string, WalkPlan] => [account.email, { account, routes: routesOf.get(account.email)!, languages: [], routesIn: {}, panelLanguages: [] }]));
  const walk = (plan: WalkPlan, lang: string, path: string) => {
    if (!plan.routesIn[lang]) plan.routesIn[lang] = [];
    plan.routesIn[lang].push(path);
  };
  for (const kind of new Set(accounts.map((a) => a.kind))) {
    const walkers = accounts.filter((a) => a.kind === kind && !a.twinOf)
      .map((a) => plans.get(a.email)!)
      .sort((a, b) => b.routes.length - a.routes.length);
    walkers.forEach((plan, i) => {
      for (const path of plan.routes) walk(plan, languages[i % languages.length]!, path);
    });
    for (const lang of languages) {
      const walked = new Set(walkers.flatMap((plan) => plan.routesIn[lang] ?? []));
      for (const plan of walkers) {
        for (const path of plan.routes.filter((p) => !walked.has(p))) {
          walk(plan, lang, path);
          walked.add(path);
        }
      }
    }
    for (const plan of walkers) plan.languages = languages.filter((l) => plan.routesIn[l]?.length);
    // A shell of its own (a SandboxEnabled merchant's has its Test-mode marker) is scanned in every language,
    // by an account that has it, even where that account walks no page in the language.
    for (const lang of languages) {
      for (const shell of new Set(walkers.map(shellOf))) {
        if (walkers.some((plan) => shellOf(plan) === shell && plan.languages.includes(lang))) continue;
        const plan = walkers.find((p) => shellOf(p) === shell)!;
        plan.languages = languages.filter((l) => l === lang || plan.languages.includes(l));
        plan.routesIn[lang] = [];
      }
    }
    for (const lang of languages) walkers.find((plan) => plan.languages.includes(lang))?.panelLanguages.push(lang);
  }
  // Each language's pages in catalogue order (the order of routesToWalk).
  for (const plan of plans.values()) {
    for (const lang of plan.languages) plan.routesIn[lang] = plan.routes.filter((p) => plan.routesIn[lang]!.includes(p));
  }
  return accounts.map((a) => plans.get(a.email)!);
}
