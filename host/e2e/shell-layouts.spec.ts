import { expect, test, type Page } from '@playwright/test';
import { LAYOUT_NAMES } from '@portal/contracts';
import { signIn, installShellClock, shellSettled } from './support';

// Screenshots to look at by hand go to /tmp when SHELL_E2E_SHOTS is set (as SUPPORT_E2E_SHOTS in the support
// specs): each waits for the splash to go (3 s after the layout is built), which the checks themselves do not need.
const SHOTS = Boolean(process.env.SHELL_E2E_SHOTS);
async function shot(page: Page, path: string): Promise<void> {
  if (!SHOTS) return;
  await shellSettled(page);
  await page.screenshot({ path });
}

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
test('the four layouts keep the shell pieces (screenshots for a look with SHELL_E2E_SHOTS)', async ({ page }) => {
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
      await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
      await shot(page, `/tmp/h3-layout-${layout}.png`);
      if (layout === 'Material') {
        // The navbar's groups open under their button (ADR 0062); Escape closes and gives focus back.
        const group = page.getByTestId('side-menu').getByRole('button', { name: 'Settings' });
        await group.click();
        const popup = page.getByRole('list', { name: 'Settings' });
        await expect(popup.getByRole('link').first()).toBeVisible();
        await shot(page, '/tmp/h3-layout-Material-popup.png');
        await page.keyboard.press('Escape');
        await expect(popup).toBeHidden();
        await expect(group).toBeFocused();
      }
      if (layout === 'vertical-v2') {
        // The sider's logo (the splash, still fading out when no screenshot waited for it, draws one of its own).
        const sider = page.locator('.portal-sider');
        await expect(sider.getByTestId('logo-unfolded')).toBeVisible();
        await page.getByTestId('fold-menu').click();
        await expect(sider.getByTestId('logo-folded')).toBeVisible();
        await expect(sider.getByTestId('logo-unfolded')).toHaveCount(0);
        await shot(page, '/tmp/h3-layout-vertical-v2-folded.png');
        // Folded, a group is an icon whose name stays for screen readers; it opens its pages beside the sidebar.
        await sider.getByRole('button', { name: 'Reports' }).click();
        const popup = page.getByRole('list', { name: 'Reports' });
        await expect(popup.getByRole('link').first()).toBeVisible();
        await shot(page, '/tmp/h3-layout-vertical-v2-folded-popup.png');
        await page.keyboard.press('Escape');
        await expect(popup).toBeHidden();
      }
    }
    await page.getByTestId('quick-panel-toggle').click();
    const panel = page.getByTestId('quick-panel');
    await expect(panel.getByText('Today', { exact: true })).toBeVisible();
    const note = `Check the Globex invoices ${Date.now()}`;
    await panel.getByLabel('New note').fill(note);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: note })).toBeVisible();
    await expect(panel.getByLabel('New note')).toHaveValue('');
    await shot(page, '/tmp/h3-quick-panel.png');
  } finally {
    await setLayout(page, 'vertical-layout-1');
  }
});

// sandbox@'s profile says Turkish (seed): the portal starts in it on any browser, and the picker saves a change to
// the profile (sandbox@ is used here alone for language: the many merchant@ specs running alongside stay English).
test('the language switch offers en and tr and is remembered, in the profile too', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const profileSaved = () => page.waitForResponse((r) => r.url().endsWith('/users/me/profile-settings') && r.request().method() === 'PUT');
  await installShellClock(page);
  await signIn(page, 'sandbox@demo.test', { from: '/merchant/profile-settings' });
  await shellSettled(page);
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
  await shot(page, '/tmp/s2/h4-menu-tr.png');
  // antd's own texts are Turkish too (its Turkish data is fetched when the language is Turkish, ADR 0115): a list's pager.
  await page.goto('/merchant/support');
  await expect(page.getByTestId('list-pager').locator('li[title="Sonraki Sayfa"]')).toBeVisible();
  await expect(page.getByTestId('list-pager').locator('li[title="Next Page"]')).toHaveCount(0);
  await page.goto('/merchant/profile-settings');
  await expect(page.getByRole('heading', { name: 'Profil ayarları' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
  await shot(page, '/tmp/h3-tr.png');

  const toEnglish = profileSaved();
  await page.getByTestId('language-picker').getByText('EN', { exact: true }).click();
  try {
    expect((await toEnglish).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Another browser (nothing in its local storage) starts in the language saved in the profile.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, 'sandbox@demo.test', { from: '/merchant/profile-settings' });
      await expect(otherPage.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
    } finally {
      await other.close();
    }
  } finally {
    const backToTurkish = profileSaved(); // the seed's choice, for the next run of this spec
    await page.getByTestId('language-picker').getByText('TR', { exact: true }).click();
    expect((await backToTurkish).status()).toBe(200);
  }
});

// tenant-viewer@: nobody else's spec depends on its quick settings; the toggle is put back at the end.
test('the Compact menu quick setting folds the sidebar and is kept per user', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await installShellClock(page);
  await signIn(page, 'tenant-viewer@demo.test', { from: '/tenant/profile-settings' });
  await shellSettled(page);
  await expect(page.locator('.portal-sider').getByTestId('logo-unfolded')).toBeVisible();
  await page.getByTestId('quick-panel-toggle').click();
  const compact = page.getByTestId('quick-panel').getByRole('switch', { name: 'Compact menu' });
  await expect(compact).toBeEnabled();
  await compact.click();
  try {
    await expect(compact).toBeChecked();
    await expect(page.locator('.portal-sider').getByTestId('logo-folded')).toBeVisible();
    await expect(page.locator('.portal-sider')).toHaveClass(/portal-sider-folded/);
    await page.keyboard.press('Escape');
    await page.reload();
    await shellSettled(page);
    await expect(page.locator('.portal-sider')).toHaveClass(/portal-sider-folded/);
    await shot(page, '/tmp/s2/fa-compact.png');
  } finally {
    await page.getByTestId('quick-panel-toggle').click();
    const toggle = page.getByTestId('quick-panel').getByRole('switch', { name: 'Compact menu' });
    await expect(toggle).toBeEnabled();
    if (await toggle.isChecked()) await toggle.click();
    await expect(toggle).not.toBeChecked();
  }
  await expect(page.locator('.portal-sider').getByTestId('logo-unfolded')).toBeVisible();
});
