import { expect, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { LOGIN_PATH, NOTIFICATION_PATHS, SUPPORT_PATHS } from '@portal/contracts';
import { signIn, type OwnBackend } from './support';
import { attachBackendLogOnFailure, test } from './support/isolated-backend';

// The worker's isolated backend, with the test-only notification route (NOTIFICATIONS_TEST_ROUTES=1) to seed
// exact cases; every count here is relative to what the test found first.
test.setTimeout(180_000);

let backend: OwnBackend;
test.beforeAll(({ isolatedBackend }) => {
  backend = isolatedBackend;
});
attachBackendLogOnFailure();

/** The signed-in page's access token (oidc-client-ts keeps the user in session storage). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.user:')) return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    }
    throw new Error('not signed in');
  });
}

async function api(token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${backend.origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const merchantApi = (path: string) => `/svc/merchant/api/v1/${path}`;
const crmApi = (path: string) => `/svc/merchant/api/v1/crm/${path}`;
const coreApi = (path: string) => `/svc/core/${path}`;

async function signInAs(page: Page, email: string) {
  // The bell's first page is what a test's later notifications are new against: seeding before it arrives would put
  // them in that page (the bell comes with the shell's antd part, after the frame: ADR 0062).
  const firstPage = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith(NOTIFICATION_PATHS.list));
  await signIn(page, email, { from: `${backend.origin}${LOGIN_PATH}` });
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  await firstPage;
}

/** Creates a notification for the page's user through the test-only route. */
async function seedFor(page: Page, body: object, crm = false) {
  const path = `${NOTIFICATION_PATHS.list}/test-only/notify`;
  await api(await tokenOf(page), 'POST', crm ? crmApi(path) : merchantApi(path), body);
}

const badge = (page: Page) => page.getByTestId('notifications-badge').locator('.ant-scroll-number, .ant-badge-count').first();

test('a tenant comment on a merchant ticket reaches the merchant bell after one poll; reading it lowers the count', async ({ page, browser }) => {
  await page.clock.install();
  await signInAs(page, 'merchant@demo.test');
  const merchantToken = await tokenOf(page);
  await expect(badge(page)).toBeVisible();
  const before = Number(await page.getByTestId('notifications-badge').locator('.ant-badge-count').getAttribute('title'));

  // The merchant opens a ticket; tenant@ answers it through the real ticket API.
  const context = await api(merchantToken, 'GET', merchantApi('users/me/context')) as { user: { merchantId: string } };
  const created = await api(merchantToken, 'POST', coreApi(SUPPORT_PATHS.createTicket), {
    ticketCategory: 'Technical issue', subject: 'Card reader offline', description: 'It stopped at noon.',
  });
  const ticketId = typeof created === 'string' ? created : ((created as { ticketId?: string; id?: string }).ticketId ?? (created as { id: string }).id);
  const tenantPage = await (await browser.newContext()).newPage();
  await signIn(tenantPage, 'tenant@demo.test', { from: `${backend.origin}${LOGIN_PATH}` });
  await api(await tokenOf(tenantPage), 'POST', coreApi(SUPPORT_PATHS.tenantComment(context.user.merchantId, ticketId)), { content: 'We are looking into it.' });
  await tenantPage.context().close();

  await expect(page.getByTestId('notifications-badge').locator('.ant-badge-count')).toHaveAttribute('title', String(before));
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('new-notification-snackbar')).toContainText('New notification:');
  await expect(page.getByTestId('notifications-badge').locator('.ant-badge-count')).toHaveAttribute('title', String(before + 1));

  await page.getByRole('button', { name: 'View' }).click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  const newest = panel.getByTestId('notification-item').first();
  await expect(newest).toHaveAttribute('data-read', 'false');
  await newest.getByRole('button', { name: 'Mark as read' }).click();
  await expect(newest).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notifications-badge').locator('.ant-badge-count')).toHaveAttribute('title', String(before));
  await page.getByTestId('notifications-backdrop').click({ position: { x: 10, y: 300 } });
  await expect(panel).toBeHidden();
});

test('a ReportGenerated notification downloads a csv, two chosen ones a zip', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'tenant2@demo.test');
  await seedFor(page, { title: 'Export <b>A</b> ready', notificationType: 'ReportGenerated', report: { fileName: 'export-a.csv', content: 'id,amount\n1,10\n' } }, true);
  await seedFor(page, { title: 'Export <b>B</b> ready', notificationType: 'ReportGenerated', report: { fileName: 'export-b.csv', content: 'id,amount\n2,20\n' } }, true);
  // The bell's next poll brings both (no reload: one load of the shell); the snackbar says so ("You have 2 new
  // notifications", or one at a time when a poll fell between the two seeds).
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('new-notification-snackbar')).toBeVisible();
  // Its View opens the panel and closes the snackbar, which would otherwise cover the panel's items for its 10 s.
  await page.getByRole('button', { name: 'View' }).click();
  const panel = page.getByTestId('notifications-panel');
  const itemA = panel.getByTestId('notification-item').filter({ hasText: 'Export A ready' });
  const itemB = panel.getByTestId('notification-item').filter({ hasText: 'Export B ready' });

  await itemA.getByRole('button', { name: 'Download file' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Download file' })).toBeVisible();
  const [single] = await Promise.all([page.waitForEvent('download'), itemA.getByRole('button', { name: 'Download file' }).click()]);
  expect(single.suggestedFilename()).toBe('export-a.csv');
  expect(await streamText(await single.createReadStream())).toBe('id,amount\n1,10\n');

  await itemA.getByRole('checkbox', { name: 'Select for download' }).check();
  await itemB.getByRole('checkbox', { name: 'Select for download' }).check();
  const [zipped] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download selected (2)' }).click()]);
  expect(zipped.suggestedFilename()).toBe('reports.zip');
  const zip = await JSZip.loadAsync(await streamBuffer(await zipped.createReadStream()));
  expect(Object.keys(zip.files).sort()).toEqual(['export-a.csv', 'export-b.csv']);
  expect(await zip.file('export-b.csv')!.async('string')).toBe('id,amount\n2,20\n');
});

test('markup in a notification title never runs, in the panel or the snackbar', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'merchant2@demo.test');
  const payload = '<img src=x onerror="window.__xss=1">Hostile <b>title</b><script>window.__xss=2</script>'
    + '<svg onload="window.__xss=3"></svg><a href="javascript:window.__xss=4">link</a>';
  await seedFor(page, { title: payload, description: '<iframe src="javascript:window.__xss=5"></iframe><span onmouseover="window.__xss=6">hover</span>', notificationType: 'Task' });
  await page.clock.fastForward(30_000);
  await expect(page.getByTestId('new-notification-snackbar')).toContainText('New notification: Hostile title');
  await page.getByRole('button', { name: 'View' }).click();
  const item = page.getByTestId('notifications-panel').getByTestId('notification-item').filter({ hasText: 'Hostile' });
  await expect(item).toBeVisible();
  await item.getByText('hover').hover();
  await item.getByText('link').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // The item's own antd icons are <svg>s; what matters is that no injected element or handler survives.
  expect(await item.locator('script, iframe, [onerror], [onload], [onmouseover], a[href^="javascript:"]').count()).toBe(0);
});

async function streamBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
const streamText = async (stream: NodeJS.ReadableStream) => (await streamBuffer(stream)).toString('utf8');
