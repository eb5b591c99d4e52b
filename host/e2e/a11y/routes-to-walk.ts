import { DEFAULT_PATH, ROUTE_CATALOG, holdsAny } from '@portal/contracts';
import { DEMO_USERS } from '@portal/testing';
import type { DemoUser } from '../support';

/**
 * Every page an account can open, straight from the route catalogue and the account's seeded
 * permissions: a page added to the catalogue (a part-2 page replacing its placeholder) is walked
 * without touching the spec. Redirect-only rows are left out (they show another page).
 */
export function routesToWalk(demo: DemoUser): string[] {
  const account = DEMO_USERS.find((u) => u.email === demo.email);
  if (!account) throw new Error(`${demo.email} is not seeded`);
  const paths = ROUTE_CATALOG.filter((row) => !row.redirectTo)
    .filter((row) => !row.userTypes || row.userTypes.includes(demo.kind))
    .filter((row) => holdsAny(account.permissions, row.permissions))
    .map((row) => row.path);
  // Platform users land on the merchant dashboard although their menu is the CRM one.
  if (demo.kind === 'platform' && !paths.includes(DEFAULT_PATH)) paths.unshift(DEFAULT_PATH);
  return [...new Set(paths)];
}
