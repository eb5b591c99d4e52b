// Screenshots of what session 19 built or changed, for a look as a user would (docs/screenshots/session-19/):
// the development mailbox (platform@), the bell's times on the profile's clock, a long table's header under the top bar.
//   node scripts/screenshots/session-19.mjs --base=http://localhost:8180
// The portal must be running at --base (npm start). Not a test: it asserts nothing.
import { arg, openCamera } from './camera.mjs';

const base = arg('base', 'http://localhost:8080');
const { page, shot, visit, as, attempt, close } = await openCamera({ base, out: arg('out', 'docs/screenshots/session-19'), suffix: arg('suffix', 'after') });
const NARROW = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

// A registration, so that the mailbox has a message with a link.
await attempt('register', async () => {
  const p = await page(LAPTOP);
  await p.goto('/Identity/Account/Register');
  await p.getByLabel('First name').fill('Mia');
  await p.getByLabel('Last name').fill('Mailbox');
  await p.getByLabel('Email').fill(`mia.${Date.now()}@example.test`);
  await p.getByLabel('Password', { exact: true }).fill('Good-Pass-1');
  await p.getByLabel('Confirm password').fill('Good-Pass-1');
  await p.getByRole('button', { name: 'Register' }).click();
  await p.waitForLoadState('networkidle');
  await p.context().close();
});

for (const [size, suffix] of [[LAPTOP, '1280'], [NARROW, '390']]) {
  await as('platform@demo.test', `mailbox ${suffix}`, async (p) => {
    await visit(p, '/platform/mailbox');
    await p.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    await shot(p, `platform-mailbox-${suffix}`);
    await p.locator('.ant-table-tbody .ant-table-row').first().locator('.ant-table-cell').first().click();
    await p.getByTestId('mail-text').waitFor();
    await shot(p, `platform-mail-${suffix}`);
  }, size);
}

await as('tenant@demo.test', 'bell and sticky header', async (p) => {
  await visit(p, '/transaction-management/transaction-lookup?page=1&pageSize=50');
  await p.locator('.ant-table-tbody .ant-table-row').first().waitFor();
  await p.mouse.wheel(0, 1400);
  await p.waitForTimeout(400);
  await shot(p, 'tenant-lookup-scrolled-1280');
  await p.getByTestId('notifications-bell').click();
  await p.getByTestId('notifications-panel').waitFor();
  await shot(p, 'tenant-bell-1280');
}, LAPTOP);

await close();
