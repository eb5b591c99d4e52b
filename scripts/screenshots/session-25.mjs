// Screenshots of what session 25 built, for a look as a user would (docs/screenshots/session-25/): smart routing and
// its visualisation, payment links and the public pay page, the hosted payment settings, the agreement verify page,
// the tenant's boarding queue, at 1280 and 390 px.
//   node scripts/screenshots/session-25.mjs --base=http://localhost:8180
// The portal must be running at --base (npm start). Not a test: it asserts nothing.
import { arg, openCamera } from './camera.mjs';

const base = arg('base', 'http://localhost:8080');
const { page, shot, visit, as, attempt, close } = await openCamera({ base, out: arg('out', 'docs/screenshots/session-25'), suffix: arg('suffix', 'after') });
const NARROW = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const rows = (p) => p.locator('.ant-table-tbody .ant-table-row').first().waitFor({ timeout: 30_000 });

let payUrl = null;
for (const [size, suffix] of [[LAPTOP, '1280'], [NARROW, '390']]) {
  await as('merchant@demo.test', `merchant ${suffix}`, async (p) => {
    await visit(p, '/merchant/payment-settings/smart-routing-v2');
    await p.locator('#portal-page h1').first().waitFor();
    await p.waitForTimeout(1500);
    await shot(p, `smart-routing-v2-${suffix}`);
    await visit(p, '/smart-routing-visualization');
    await p.locator('#portal-page h1').first().waitFor();
    await p.waitForTimeout(1500);
    await shot(p, `smart-routing-visualization-${suffix}`, { fullPage: true });
    await visit(p, '/merchant/payment-settings/payment-links');
    await p.locator('#portal-page h1').first().waitFor();
    await p.waitForTimeout(1500);
    if (!payUrl) {
      // A link of its own, so the public page has one to show.
      await p.getByRole('button', { name: /^New/ }).first().click();
      const dialog = p.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /Description/ }).fill('Coffee subscription, December');
      await dialog.getByRole('combobox', { name: /Website/ }).click();
      await p.locator('.ant-select-item-option').first().click();
      await dialog.getByRole('textbox', { name: /^Amount/ }).fill('24.50');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await p.waitForTimeout(2000);
      payUrl = await p.locator('a[href*="/pay/"], [data-pay-url]').first().getAttribute('href').catch(() => null);
      if (!payUrl) payUrl = (await p.locator('text=/\\/pay\\/[A-Za-z0-9_-]+/').first().textContent().catch(() => null))?.match(/\/pay\/[A-Za-z0-9_-]+/)?.[0] ?? null;
    }
    await shot(p, `payment-links-${suffix}`);
    await visit(p, '/developer-settings/hosted-payment');
    await p.locator('#portal-page h1').first().waitFor();
    await p.waitForTimeout(1500);
    await shot(p, `hosted-payment-settings-${suffix}`, { fullPage: true });
  }, size);
  await as('tenant@demo.test', `tenant ${suffix}`, async (p) => {
    await visit(p, '/crm/boarding-queue');
    await rows(p);
    await shot(p, `boarding-queue-${suffix}`);
  }, size);
  await attempt(`public pages ${suffix}`, async () => {
    const p = await page(size);
    if (payUrl) {
      await p.goto(new URL(payUrl, base).pathname);
      await shot(p, `pay-page-${suffix}`, { fullPage: true });
    } else console.log('pay page: no link URL found');
    await p.goto('/verify');
    await shot(p, `verify-page-${suffix}`, { fullPage: true });
    await p.goto(`/verify/${'ab'.repeat(32)}`);
    await shot(p, `verify-unknown-${suffix}`);
    await p.context().close();
  });
}
await close();
