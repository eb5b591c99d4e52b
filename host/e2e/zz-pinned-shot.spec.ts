import { expect, test } from '@playwright/test';
import { closeOwnContextsAfterEach, signIn } from './support';

closeOwnContextsAfterEach();

const PAGES = [
  ['tenant@demo.test', '/transaction-management/transaction-lookup', 'lookup'],
  ['tenant@demo.test', '/crm/reports/transactions-summary', 'report'],
  ['platform@demo.test', '/platform/transaction-management/transaction-bulk-update-request', 'bulk'],
  ['merchant@demo.test', '/merchant/payments/pending-payments', 'payments'],
] as const;

for (const [email, path, name] of PAGES) {
  test(`shot ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, email, { from: path });
    await expect(page.locator('.ant-table-wrapper').first()).toBeVisible();
    await page.waitForTimeout(1500);
    const info = await page.evaluate(() => [...document.querySelectorAll('.kit-list-table')].map((box) => {
      const r = box.getBoundingClientRect();
      const heads = [...box.querySelectorAll('thead th')].map((th) => {
        const b = th.getBoundingClientRect();
        return `${(th as HTMLElement).innerText.trim()}[${Math.round(b.left)}-${Math.round(b.right)}${th.className.includes('fix-') ? ' fix' : ''}]`;
      });
      return { left: Math.round(r.left), right: Math.round(r.right), heads };
    }));
    console.log(name, JSON.stringify(info, null, 1));
    await page.screenshot({ path: `/tmp/pinned-${name}.png` });
    const body = page.locator('.kit-list-table .ant-table-body, .kit-list-table .ant-table-content').first();
    await body.evaluate((el) => { el.scrollLeft = 200; el.dispatchEvent(new Event('scroll')); });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/pinned-${name}-scrolled.png` });
    await context.close();
  });
}
