import { expect, test } from '@playwright/test';
import { ACTION_REFUSALS } from '@portal/contracts';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { closeOwnContextsAfterEach, signIn } from '../../../host/e2e/support';
import { bodyRows, majorOf, openRow, refund, refundable, TENANT_LOOKUP, userPage } from './support/transaction-drawer';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

/**
 * Transaction actions over the real backend (issue 10 deliverable 2; spec part 2 section 7.1; ADR 0046).
 * Seeded data (backend/src/modules/transactions/seed.ts): Harbour Florists' TX-HFL-0027 is a Test-mode sale of
 * 281,00 EUR, Captured, that no other spec changes; tenant@ works in Test mode (the default for tenant staff).
 * Every amount is read from the drawer's balance first, so a retry on the same database still holds. A refund that
 * waits for a second user (four-eyes) is the operator day's task A (operator-day.spec.ts).
 */
const LOOKUP = TENANT_LOOKUP;
const PARTIAL = 'TX-HFL-0027';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('tenant@ refunds part of a captured payment, sees it in the drawer, and a refund above the remainder is refused', async ({ browser }) => {
  // Two signed-in tabs and eleven drawer reads: on a busy 2-core machine beside the axe walk it took more than 90 s.
  test.setTimeout(150_000);
  const page = await userPage(browser, 'tenant@demo.test', `${LOOKUP}?externalId=${PARTIAL}`);
  const drawer = await openRow(page, PARTIAL);
  await expect(drawer.getByRole('group', { name: 'Actions' })).toBeVisible();
  await expectAccessible(page, 'transaction drawer with its actions', '.ant-drawer');

  const before = await refundable(drawer);
  expect(before).toBeGreaterThan(1000);
  await drawer.getByRole('tab', { name: 'Events' }).click();
  await expect(bodyRows(drawer).first()).toBeVisible();
  const eventsBefore = await bodyRows(drawer).count();

  // Refund 10,00 EUR: the dialog offers what remains, takes a reason, and sends section 7.1's headers.
  const dialog = await refund(page, drawer, null);
  await expect(dialog.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue(majorOf(before));
  await dialog.getByRole('textbox', { name: 'Amount (EUR)' }).fill('10.00');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('One bouquet returned');
  await expectAccessible(page, 'refund dialog', '.ant-modal');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/crm\/transactions\/[0-9a-f-]{36}\/refunds$/.test(new URL(r.url()).pathname));
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  const headers = (await sent).headers();
  expect(headers['x-request-id']).toMatch(UUID);
  expect(headers.systemmode).toBe('Test');
  expect(headers['website-id']).toMatch(UUID);
  await expect(drawer.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The drawer is read again: the refund among the related rows, a new event, its accounting lines, the balance.
  await drawer.getByRole('tab', { name: 'Related' }).click();
  await expect(bodyRows(drawer).filter({ hasText: 'Refund' }).filter({ hasText: '10,00 EUR' }).first()).toBeVisible();
  await drawer.getByRole('tab', { name: 'Events' }).click();
  await expect.poll(() => bodyRows(drawer).count()).toBeGreaterThan(eventsBefore);
  await drawer.getByRole('tab', { name: 'Accounting' }).click();
  await expect(drawer.getByRole('cell', { name: '10,00 EUR' }).first()).toBeVisible();
  // The balance is read again after the refund: poll until that answer is drawn.
  await expect.poll(() => refundable(drawer)).toBe(before - 1000);

  // Meanwhile another tab refunds 1,00 EUR: this dialog still offers the old remainder, and the server refuses it.
  const stale = await refund(page, drawer, null);
  await expect(stale.getByRole('textbox', { name: 'Amount (EUR)' })).toHaveValue(majorOf(before - 1000));
  const other = await page.context().newPage();
  await signIn(other, 'tenant@demo.test', { from: `${LOOKUP}?externalId=${PARTIAL}` });
  const otherDrawer = await openRow(other, PARTIAL);
  const small = await refund(other, otherDrawer, '1.00');
  await small.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(small).toBeHidden();
  await expect(otherDrawer.getByRole('status').first()).toBeVisible();
  await other.close();

  await stale.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText(ACTION_REFUSALS.refundTooLarge.message);
  // The refusal makes the drawer read the balance again, now with the other tab's refund.
  await expect.poll(() => refundable(drawer)).toBe(before - 1100);
  await page.context().close();
});
