import { expect, test, type Page } from '@playwright/test';
import { DISPUTE_MESSAGES, TRANSACTION_DETAIL_PATHS, TRANSACTION_PATHS } from '@portal/contracts';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { navigateInApp, signIn } from '../../../host/e2e/support';

/**
 * Issue 13 deliverable 6: a dispute gets evidence and is won (ADR 0050). tenant@ (Test mode, where tenant staff
 * record the simulated scheme's decision) disputes a captured Test sale through the dispute action's API, then
 * does the rest as a person would on crm/disputes: the case, evidence, Under review, the decision Won, and the
 * held amount released. The sale is an older one of the lookup's first page, so other specs' payments stay apart;
 * every run disputes a new 10.00 of it, so a retry on the same database still holds.
 */
const DISPUTED_MINOR = 1_000;

/** The signed-in page's access token (oidc-client-ts keeps the user in session storage). */
const tokenOf = (page: Page) => page.evaluate(() => {
  const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
  return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
});

/** Opens a dispute of 10.00 on a captured Test sale of tenant@'s; answers the sale's external id. */
async function disputeASale(page: Page, baseURL: string): Promise<string> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}`, mode: 'Test', accept: 'application/json' };
  const from = new Date(Date.now() - 60 * 86_400_000).toISOString();
  const list = await page.request.get(`${baseURL}/svc/merchant/${TRANSACTION_PATHS.tenantList}`, {
    headers, params: { from, to: new Date(Date.now() + 86_400_000).toISOString(), status: 'Captured', type: 'Sale', pageSize: '25' },
  });
  expect(list.status()).toBe(200);
  const rows = (await list.json() as { data: Array<{ id: string; externalId: string; amount: number }> }).data;
  const sale = rows.filter((r) => r.amount >= 10 * DISPUTED_MINOR).at(-1);
  expect(sale, 'a captured Test sale of 100.00 or more').toBeTruthy();
  // A reason of the sale's card scheme (its BIN's), the first the dispute form would offer for it.
  const codes = await page.request.get(`${baseURL}/svc/merchant/${TRANSACTION_DETAIL_PATHS.tenant.disputeCodes.replace(':transactionId', sale!.id)}`, { headers });
  expect(codes.status()).toBe(200);
  const reasonCode = (await codes.json() as { data: Array<{ code: string }> }).data[0]?.code;
  expect(reasonCode, 'a dispute code of the sale\'s card scheme').toBeTruthy();
  const opened = await page.request.post(`${baseURL}/svc/merchant/api/crm/transactions/${sale!.id}/dispute`, {
    headers: { ...headers, systemmode: 'Test', 'x-request-id': crypto.randomUUID(), 'content-type': 'application/json' },
    data: { amount: DISPUTED_MINOR, reasonCode },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  return sale!.externalId;
}

test('tenant@ answers a dispute with evidence and records it won: the case closes Won and the held amount is released', async ({ page, baseURL }) => {
  await signIn(page, 'tenant@demo.test', { from: '/crm/disputes' });
  const external = await disputeASale(page, baseURL!);

  await navigateInApp(page, `/crm/disputes?search=${encodeURIComponent(external)}`);
  const row = page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: 'Needs response' }).first();
  await expect(row).toBeVisible();
  await row.locator('.ant-table-cell').first().click();
  const drawer = page.getByRole('dialog', { name: /Dispute/ });
  await expect(drawer).toContainText(external);
  await expect(drawer).toContainText('Needs response');

  // An empty answer is refused in the form; an explanation is enough.
  const evidence = drawer.getByRole('form', { name: 'Submit evidence' });
  await evidence.getByRole('button', { name: 'Submit evidence' }).click();
  await expect(evidence).toContainText('Write an explanation or attach at least one file');
  await evidence.getByLabel('Explanation for the card scheme').fill('Delivered on time; signed proof of delivery attached to the order.');
  await evidence.getByRole('button', { name: 'Submit evidence' }).click();
  await expect(drawer).toContainText('Under review');
  await expect(drawer).toContainText('signed proof of delivery');

  const decision = drawer.getByRole('form', { name: "Record the scheme's decision" });
  await expect(decision.getByRole('radio', { name: 'Won' })).toBeChecked();
  await expectAccessible(page, 'dispute drawer with the decision form', '.ant-drawer-content-wrapper');
  await decision.getByLabel('Decision note').fill('Scheme ruled for the merchant');
  await decision.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DISPUTE_MESSAGES.won)).toBeVisible();
  await expect(drawer).toContainText('Won');
  await expect(drawer).toContainText('Scheme ruled for the merchant');
  await expect(drawer.getByRole('form')).toHaveCount(0);

  // The list agrees after the drawer closes.
  await drawer.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: 'Close' }).click();
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toContainText('Won');
});
