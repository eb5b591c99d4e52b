import { expect, test, type Page } from '@playwright/test';
import { LAYOUT_NAMES } from '@portal/contracts';
import { signIn } from './support';

const THEME_URL = '/svc/merchant/api/v1/crm/tenants/mydetails/theme-settings';
const DEFAULT_COLOURS = {
  sidebarBackgroundColor: '#2e43fe', headerBackgroundColor: '#ffffff', mainBackgroundColor: '#f5f5f5',
  primaryColor: '#09d0bd', textColor: '#404040', buttonsLinkColor: '#09d0bd',
};

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
  });
}

async function setLayout(page: Page, layoutName: string) {
  const res = await page.request.put(THEME_URL, { headers: { authorization: `Bearer ${await accessToken(page)}` }, data: { ...DEFAULT_COLOURS, layoutName } });
  expect(res.status()).toBe(200);
}

// Globex's tenant: the other shell specs use Acme's accounts, so changing Globex's layout disturbs nobody.
test('the four layouts keep the shell pieces; screenshots for a look', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'tenant2@demo.test', { from: '/tenant/profile-settings' });
  try {
    for (const layout of LAYOUT_NAMES) {
      await setLayout(page, layout);
      await page.reload();
      const shell = page.getByTestId('app-shell');
      await expect(shell).toHaveAttribute('data-layout', layout);
      for (const id of ['side-menu', 'breadcrumbs', 'user-initials', 'toolbar', 'footer']) await expect(page.getByTestId(id)).toBeVisible();
      await expect(page.getByTestId('splash-screen')).toBeHidden({ timeout: 5_000 });
      await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
      await page.screenshot({ path: `/tmp/h3-layout-${layout}.png` });
      if (layout === 'vertical-v2') {
        await expect(page.getByTestId('logo-unfolded')).toBeVisible();
        await page.getByTestId('fold-menu').click();
        await expect(page.getByTestId('logo-folded')).toBeVisible();
        await expect(page.getByTestId('logo-unfolded')).toHaveCount(0);
        await page.screenshot({ path: '/tmp/h3-layout-vertical-v2-folded.png' });
      }
    }
    await page.getByTestId('quick-panel-toggle').click();
    const panel = page.getByTestId('quick-panel');
    await expect(panel.getByText('Today', { exact: true })).toBeVisible();
    const note = `Check the Globex invoices ${Date.now()}`;
    await panel.getByLabel('New note').fill(note);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.locator('.ant-list').getByText(note)).toBeVisible();
    await expect(panel.getByLabel('New note')).toHaveValue('');
    await page.screenshot({ path: '/tmp/h3-quick-panel.png' });
  } finally {
    await setLayout(page, 'vertical-layout-1');
  }
});

test('the language switch offers en and tr and is remembered', async ({ page }) => {
  await signIn(page, 'merchant@demo.test', { from: '/merchant/profile-settings' });
  await expect(page.getByTestId('splash-screen')).toBeHidden({ timeout: 5_000 });
  await page.getByTestId('language-picker').getByText('TR', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Profil ayarları' })).toBeVisible();
  // Menu items below group level and the breadcrumbs are Turkish too.
  const menu = page.getByTestId('side-menu');
  await menu.getByText('Ödeme ayarları', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Dolandırıcılık önleme kara listesi' })).toBeVisible();
  await menu.getByText('Ödemeler', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Tekil ödeme' })).toHaveAttribute('href', '/merchant/payments/single-payment');
  await expect(menu.getByRole('link', { name: 'Single payment' })).toHaveCount(0);
  const crumbs = page.getByTestId('breadcrumbs');
  await expect(crumbs.getByRole('link', { name: 'Gösterge paneli' })).toBeVisible();
  await expect(crumbs.getByText('Profil ayarları')).toBeVisible();
  await page.screenshot({ path: '/tmp/s2/h4-menu-tr.png' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
  await expect(page.getByTestId('splash-screen')).toBeHidden({ timeout: 5_000 });
  await page.screenshot({ path: '/tmp/h3-tr.png' });
  await page.getByTestId('language-picker').getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
});
