// Screenshots of the screens issue 27 (an operator's day) fixed, taken the same way from any build of the portal, so
// that a build before the fixes and one after can be put side by side (docs/screenshots/issue-27/README.md).
//   node scripts/screenshots/issue-27.mjs --base=http://localhost:8170 --suffix=before
// The portal must be running at --base (npm start). Not a test: it asserts nothing.
import { arg, openCamera } from './camera.mjs';

const { shot, visit, as, close } = await openCamera({
  base: arg('base', 'http://localhost:8080'), out: arg('out', 'docs/screenshots/issue-27'), suffix: arg('suffix', 'after'),
});

const day = (n) => `${new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;
const LOOKUP = '/transaction-management/transaction-lookup';
const firstRow = (p) => p.locator('.ant-table-tbody .ant-table-row').first();
const NARROW = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

// 1 and 8: the transaction drawer on a phone.
await as('merchant@demo.test', 'drawer at 390 px', async (p) => {
  await visit(p, `/merchant/transaction-management/transaction-lookup?from=${day(6)}&to=${day(0)}`);
  await firstRow(p).locator('.ant-table-cell').first().click();
  await p.getByRole('dialog').last().waitFor();
  await shot(p, 'merchant-drawer-390');
}, NARROW);

// 2, 3, 5 and 1: the lookup at 1280 x 800 (filters, rows above the fold, the key columns, the date's clock), its empty result.
await as('tenant@demo.test', 'tenant lookup', async (p) => {
  await visit(p, `${LOOKUP}?from=${day(29)}&to=${day(0)}&status=Captured`);
  await firstRow(p).waitFor();
  await shot(p, 'tenant-lookup-1280');
  await visit(p, `${LOOKUP}?cardLast4=0000`);
  await p.getByText(/No data|Nothing found/).first().waitFor();
  await shot(p, 'tenant-lookup-empty-1280');
  // 7: an action dialog opens on its first field.
  await visit(p, `${LOOKUP}?externalId=TX-HFL-0027`);
  // The payment itself, not a refund of it (TX-HFL-0027-R1) that an earlier run left.
  await p.locator('.ant-table-tbody .ant-table-row').filter({ has: p.getByRole('cell', { name: 'TX-HFL-0027', exact: true }) }).locator('.ant-table-cell').first().click();
  await p.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Refund', exact: true }).click();
  await p.getByRole('dialog', { name: /^Refund/ }).waitFor();
  await shot(p, 'tenant-refund-dialog-1280');
}, LAPTOP);

// 4 and 9: the Test mode on a tenant's page, the tenant's colours in the charts and buttons.
await as('tenant@demo.test', 'tenant dashboard', async (p) => {
  await p.waitForTimeout(2500); // the charts draw
  await shot(p, 'tenant-dashboard-1280');
}, LAPTOP);

// 3: the approvals that wait, and the facts an approver decides on.
await as('tenant-approver@demo.test', 'approvals', async (p) => {
  await visit(p, '/transaction-management/approvals');
  await p.waitForTimeout(1500);
  await shot(p, 'approver-approvals-1280');
  await firstRow(p).locator('.ant-table-cell').first().click();
  await p.getByRole('dialog').last().waitFor();
  await shot(p, 'approver-approve-dialog-1280');
}, LAPTOP);

// 4: the mode switch keeps its label at 390 px; 9: the dashboard at 390 px.
await as('merchant@demo.test', 'merchant at 390 px', async (p) => {
  await p.waitForTimeout(1500);
  await shot(p, 'merchant-dashboard-390');
}, NARROW);

// 5: Recent payments' Reference and Status; 9: Pending payments with nothing waiting.
await as('merchant-approver@demo.test', 'merchant pages', async (p) => {
  await p.waitForTimeout(2500);
  await shot(p, 'merchant-dashboard-1280');
  await visit(p, '/merchant/payments/pending-payments');
  await p.waitForTimeout(1500);
  await shot(p, 'merchant-pending-payments-1280');
}, LAPTOP);

// 6: labels, never stored values, in Turkish.
await as('sandbox@demo.test', 'turkish lookup', async (p) => {
  await visit(p, `/merchant/transaction-management/transaction-lookup?from=${day(29)}&to=${day(0)}`);
  await firstRow(p).waitFor();
  await shot(p, 'sandbox-lookup-tr-1280');
}, { ...LAPTOP, locale: 'tr-TR' });

// 5 and 10: the bulk update's preview (its refusal reason), "Apply to n transactions"; 9: platform support at 390 px.
await as('platform@demo.test', 'bulk update preview', async (p) => {
  await visit(p, '/platform/transaction-management/transaction-bulk-update-request');
  await p.getByLabel('Transaction ids or external ids, one per line').fill(['TX-NBK-0005', 'TX-NBK-0001'].join('\n'));
  await p.getByRole('radio', { name: 'Decline' }).check();
  await p.getByLabel('Reason').fill('Cancelled at the merchant\'s request');
  await p.getByRole('button', { name: 'Preview' }).click();
  await p.getByText(/of 2 ids can be updated/).waitFor();
  await shot(p, 'platform-bulk-preview-1280', { fullPage: true });
}, LAPTOP);

await as('platform@demo.test', 'platform support at 390 px', async (p) => {
  await visit(p, '/platform/support');
  await p.waitForTimeout(1500);
  await shot(p, 'platform-support-390', { fullPage: true });
}, NARROW);

// 9: Data Analytics says which period its figures are for.
await as('tenant@demo.test', 'data analytics', async (p) => {
  await visit(p, '/crm/reports/data-analytics');
  await p.waitForTimeout(3000);
  await shot(p, 'tenant-data-analytics-1280');
}, LAPTOP);

await close();
