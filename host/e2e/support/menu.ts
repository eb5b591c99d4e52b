import { expect, type Page } from '@playwright/test';
import { DEFAULT_PATH, ROUTE_CATALOG, canOpenCatalogRoute } from '@portal/contracts';
// The demo users' module itself: the package's index also loads its msw handlers and render helpers (React, antd,
// Testing Library), which every Playwright process then transpiled and loaded for nothing.
import { DEMO_USERS } from '../../../shared/testing/src/demo-users/demo-users';
import { demoUser } from './demo-users';

/** The menu an account must see, derived from the spec's rules, not from the shell's code. */
export function expectedMenuLinks(email: string): string[] {
  const demo = demoUser(email);
  const account = DEMO_USERS.find((u) => u.email === (demo.twinOf ?? email))!;
  const kind = demo.kind === 'merchant' ? 'merchant' : 'crm';
  const links = ROUTE_CATALOG.filter((row) => row.menu?.kind === kind && !row.menu.hidden)
    // The guards' rule (ADR 0076): the area roots' guards and the row's own.
    .filter((row) => canOpenCatalogRoute(row, { profile: demo.kind, permissions: account.permissions, merchantId: account.merchant?.merchantId ?? null, processingStatus: account.merchant?.processingStatus }))
    .map((row) => row.path);
  // Platform users' landing page heads their (CRM) menu.
  return demo.kind === 'platform' ? [DEFAULT_PATH, ...links] : links;
}

/** The side menu's links (hrefs) as the shell draws them. */
export async function menuLinks(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu.locator('a').first()).toBeAttached();
  return menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** Just signed in: the account is on its landing page and its side menu holds exactly its links, once each. */
export async function expectLandingAndMenu(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === demoUser(email).landing);
  const links = await menuLinks(page);
  expect([...links].sort(), `${email}'s menu`).toEqual([...expectedMenuLinks(email)].sort());
  expect(new Set(links).size, `${email}'s menu has no link twice`).toBe(links.length);
}
