import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { navigateInApp, signIn } from '../../../../host/e2e/support';

/** The tenant's transaction lookup. */
export const TENANT_LOOKUP = '/transaction-management/transaction-lookup';

/** A fresh browser signed in as `email`, opened at `from` (one load of the shell: no landing page first). */
export async function userPage(browser: Browser, email: string, from: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await signIn(page, email, { from });
  return page;
}

export const drawerOf = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('group', { name: 'Transaction detail' }) });
/** Body rows, plain (`tr`) or virtual (`div`, pages over 50 rows). */
export const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row');
/** An action's dialog, by the action's name in its title ("Refund: TX-..."). */
export const actionDialog = (page: Page, action: string) => page.getByRole('dialog', { name: new RegExp(`^${action}: `) });
export const actionButton = (drawer: Locator, name: string) => drawer.getByRole('group', { name: 'Actions' }).getByRole('button', { name, exact: true });

/** "1.234,56 EUR" -> 123456 (the kit's money format: dot thousands, comma decimals). */
export const minorOf = (text: string) => Number(/(\d[\d.]*,\d{2})/.exec(text)![1]!.replace(/[.,]/g, ''));
/** 123456 -> "1234.56", as the amount box holds it. */
export const majorOf = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
/** 123456 -> "1.234,56", as the portal writes money. */
export const portalAmountOf = (minor: number) => `${majorOf(minor).split('.')[0]!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${majorOf(minor).split('.')[1]}`;

/** On a lookup: opens the drawer of the row whose external id is `externalId` (or the first row). */
export async function openRow(page: Page, externalId?: string): Promise<Locator> {
  const table = page.locator('.ant-table-wrapper').first();
  const row = externalId ? bodyRows(table).filter({ has: page.getByRole('cell', { name: externalId, exact: true }) }) : bodyRows(table);
  await row.first().locator('.ant-table-cell').first().click();
  const drawer = drawerOf(page);
  await expect(drawer).toBeVisible();
  if (externalId) await expect(drawer.getByRole('group', { name: 'Transaction detail' })).toContainText(externalId);
  return drawer;
}

/** Opens the lookup at `query` in-app (the shell stays) and the drawer of the row whose external id is `externalId` (or the first row). */
export async function openFromLookup(page: Page, query: string, externalId?: string): Promise<Locator> {
  await navigateInApp(page, `${TENANT_LOOKUP}?${query}`);
  return openRow(page, externalId);
}

/** What may still be refunded, from the Balance tab. */
export async function refundable(drawer: Locator): Promise<number> {
  await drawer.getByRole('tab', { name: 'Balance' }).click();
  const line = drawer.getByRole('row').filter({ hasText: 'Can still be refunded' });
  await expect(line).toContainText(/[A-Z]{3}/);
  return minorOf(await line.innerText());
}

/** Opens the drawer's Refund dialog and, unless `amount` is null, types the amount. */
export async function refund(page: Page, drawer: Locator, amount: string | null): Promise<Locator> {
  await actionButton(drawer, 'Refund').click();
  const dialog = actionDialog(page, 'Refund');
  await expect(dialog).toBeVisible();
  // antd's required mark (a CSS '*') is part of the accessible name: "* Amount (EUR)".
  if (amount !== null) await dialog.getByRole('textbox', { name: /Amount \(/ }).fill(amount);
  return dialog;
}
