import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y/axe-scan';
import { closeOwnContextsAfterEach, signIn } from './support';

closeOwnContextsAfterEach();

const PAGES = [
  ['tenant@demo.test', '/transaction-management/transaction-lookup', 'lookup'],
  ['tenant@demo.test', '/crm/reports/transactions-summary', 'report'],
] as const;

for (const [email, path, name] of PAGES) {
  test(`shot ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, email, { from: path });
    const box = page.locator('.kit-list-table').last();
    await expect(box.locator('.ant-table-row').first()).toBeVisible({ timeout: 40_000 });
    await box.scrollIntoViewIfNeeded();
    const info = await box.evaluate((el) => [...el.querySelectorAll('thead th')].map((th) => {
      const b = th.getBoundingClientRect();
      return `${(th as HTMLElement).innerText.trim()}[${Math.round(b.left)}-${Math.round(b.right)}${th.className.includes('fix-') ? ' fix' : ''}]`;
    }));
    console.log(name, info.join(' '));
    await page.screenshot({ path: `/tmp/pinned-${name}.png` });
    const body = box.locator('.ant-table-body, .ant-table-content').first();
    await body.evaluate((el) => { el.scrollLeft = 200; el.dispatchEvent(new Event('scroll')); });
    if (name === 'lookup') await expect(box.locator('.ant-table-cell-fix-start-shadow-show').first()).toBeVisible();
    await expect(box.locator('.ant-table-cell-fix-end-shadow-show').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/pinned-${name}-scrolled.png` });
    await expectAccessible(page, `${name} scrolled sideways`);
    await context.close();
  });
}
