// Screenshots of the screens issue 16 fixed, taken the same way from any build of the portal, so that a
// build before the fixes and one after can be put side by side (docs/screenshots/issue-16/README.md).
//   node scripts/screenshots/issue-16.mjs --base=http://localhost:8160 --out=docs/screenshots/issue-16 --suffix=after
// The portal must be running at --base (npm start, or the e2e backend). Not a test: it asserts nothing.
import { arg, openCamera } from './camera.mjs';

const { page, shot, signIn, visit, attempt, close } = await openCamera({
  base: arg('base', 'http://localhost:8080'), out: arg('out', 'docs/screenshots/issue-16'), suffix: arg('suffix', 'after'),
});

// Identity pages, before sign-in, in the browser's language.
for (const [locale, lang] of [['en-GB', 'en'], ['tr-TR', 'tr']]) {
  await attempt(`sign-in ${lang}`, async () => {
    const p = await page({ locale });
    await p.goto('/authentication/login');
    await p.getByRole('button').first().waitFor();
    await shot(p, `sign-in-${lang}`);
    await p.goto('/Identity/Account/Register');
    await p.getByRole('button').first().waitFor();
    await shot(p, `register-${lang}`);
    await p.context().close();
  });
}

/** Signs in as tenant@ on a fresh page, runs `steps`, closes the page; a failure skips only these steps. */
const asTenant = (name, steps) => attempt(name, async () => {
  const p = await page();
  await signIn(p, 'tenant@demo.test');
  try {
    await steps(p);
  } finally {
    await p.context().close();
  }
});

await asTenant('tenant dashboard and panels', async (p) => {
  await shot(p, 'tenant-dashboard');
  await p.getByTestId('notifications-bell').click();
  await shot(p, 'tenant-notifications-panel');
  await p.keyboard.press('Escape');
  await p.mouse.click(700, 450);
  await p.getByTestId('quick-panel-toggle').click();
  await shot(p, 'tenant-quick-panel');
});

await asTenant('tenant support list and labels', async (p) => {
  await visit(p, '/tenant/support-tickets');
  await p.getByRole('table').first().waitFor();
  await p.waitForTimeout(1000);
  await shot(p, 'tenant-support-tickets');
  await p.getByRole('button', { name: 'Labels' }).click();
  await shot(p, 'tenant-labels-dialog');
});

await asTenant('tenant ticket detail and escalate', async (p) => {
  await visit(p, '/tenant/support-tickets');
  await p.locator('table tbody tr.ant-table-row').first().locator('td').nth(1).click();
  await p.waitForURL(/support-tickets\/[0-9a-f-]{36}/);
  await p.waitForTimeout(1000);
  await shot(p, 'tenant-ticket-detail', { fullPage: true });
  await p.getByRole('button', { name: 'Escalate' }).click();
  await shot(p, 'tenant-escalate-dialog');
});

await asTenant('tenant contact support', async (p) => {
  await p.getByRole('button', { name: /^(Help|Contact Support|Support)$/i }).first().click();
  const dialog = p.getByRole('dialog', { name: 'Contact Support' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Send' }).click({ force: true, timeout: 3_000 }).catch(() => {});
  await shot(p, 'tenant-contact-support-send-empty');
});

await asTenant('tenant unauthorized and manage account', async (p) => {
  await p.goto('/authentication/unauthorized');
  await p.getByRole('button').first().waitFor();
  await shot(p, 'tenant-unauthorized');
  await p.goto('/Identity/Account/Manage');
  await p.getByRole('button').first().waitFor();
  await shot(p, 'tenant-manage-account');
});

await attempt('platform screens', async () => {
  const p = await page();
  await signIn(p, 'platform@demo.test');
  await visit(p, '/platform/support-tickets');
  await p.waitForTimeout(1500);
  await shot(p, 'platform-support-tickets');
  await p.context().close();
});

await attempt('turkish merchant', async () => {
  const p = await page({ locale: 'tr-TR' });
  await signIn(p, 'sandbox@demo.test');
  await shot(p, 'sandbox-dashboard-tr');
  await visit(p, '/merchant/support-tickets');
  await p.waitForTimeout(1500);
  await shot(p, 'sandbox-support-tickets-tr');
  await p.context().close();
});

await attempt('narrow', async () => {
  const p = await page({ width: 390, height: 844 });
  await signIn(p, 'merchant@demo.test');
  await shot(p, 'merchant-dashboard-390');
  const open = p.getByRole('button', { name: 'Open menu' });
  if (await open.count()) {
    await open.click();
    await shot(p, 'merchant-menu-drawer-390');
  }
  await p.context().close();
});

await attempt('signed out', async () => {
  const p = await page();
  await signIn(p, 'merchant2@demo.test');
  await p.getByRole('button', { name: /Profile menu/ }).click();
  await p.getByRole('menuitem', { name: /Sign out|Logout/ }).click();
  await p.waitForURL(/logged-out|login|\/$/, { timeout: 30_000 }).catch(() => {});
  await p.waitForTimeout(1500);
  await shot(p, 'signed-out');
  await p.context().close();
});

await close();
