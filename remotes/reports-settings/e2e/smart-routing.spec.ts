import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { chooseOption, closeOwnContextsAfterEach, signIn } from '../../../host/e2e/support';

closeOwnContextsAfterEach();

/**
 * Smart routing (issue 29 item 4, ADR 0107): merchant@ sets a 70/30 split of card payments on the app website in
 * Test, activates it (a Test configuration needs no approval), and the visualisation draws it and its simulator shows
 * the decision and the split's proportions. The demo configuration it replaced runs again at the end. Then (ADR 0113,
 * session 28) a Live copy of the demo configuration waits for a second user: merchant-approver@ finds its row on the
 * approvals page at 390 px (no sideways scroll, axe, its Decline reached) and declines it (a draft again: nothing of
 * it ever runs).
 */
const V2 = '/merchant/payment-settings/smart-routing-v2';
const APP = 'Blue Bottle Coffee app';
const APPROVALS = '/merchant/payments/approvals';

/** The signed-in page's access token (oidc-client-ts keeps the user in session storage). */
const tokenOf = (page: Page) => page.evaluate(() => {
  const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
  return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
});

interface RoutingRowSeen { configurationId: string; name: string; websiteId: string; definition: unknown; status: string }

/** As merchant@ (through the API, in Live): a copy of the demo configuration named `name`, asked to be activated: it waits. */
async function liveActivationWaiting(page: Page, name: string): Promise<void> {
  const api = (path: string) => new URL(`/svc/merchant/api/v1/${path}`, page.url()).toString();
  const token = await tokenOf(page);
  const headers = (mode: 'Test' | 'Live') => ({ authorization: `Bearer ${token}`, mode, 'x-request-id': crypto.randomUUID(), accept: 'application/json' });
  const list = await page.request.get(api('smart-routing?pageSize=100&kind=Rules'), { headers: headers('Test') });
  expect(list.status(), await list.text()).toBe(200);
  const demo = (await list.json() as { data: RoutingRowSeen[] }).data.find((r) => r.name === 'Card routing (demo)' && r.status === 'Active');
  expect(demo, 'the demo configuration runs in Test').toBeTruthy();
  const made = await page.request.post(api('smart-routing'), { headers: headers('Live'), data: { name, websiteId: demo!.websiteId, definition: demo!.definition } });
  expect(made.status(), await made.text()).toBe(201);
  const { configurationId } = await made.json() as RoutingRowSeen;
  const asked = await page.request.post(api(`smart-routing/${configurationId}/activate`), { headers: headers('Live') });
  expect(asked.ok(), await asked.text()).toBe(true);
  expect((await asked.json() as RoutingRowSeen).status).toBe('PendingApproval');
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function startInTest(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('mode-seeded')) localStorage.setItem('systemMode', 'Test');
    sessionStorage.setItem('mode-seeded', '1');
  });
}

test('merchant@ sets a 70/30 split, activates it, and the simulator shows it; a Live one waits for merchant-approver@ on the approvals page at 390 px', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const name = `Cards 70/30 ${Date.now().toString(36)}`;
  await startInTest(page);
  await signIn(page, 'merchant@demo.test', { from: V2 });
  await expect(page.getByRole('heading', { level: 1, name: 'Smart routing V2' })).toBeVisible();

  await page.getByRole('button', { name: 'New configuration' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'New rules configuration' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Website' }), APP);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Rule 1, share 1: Channel' }), 'BBC Card');
  await dialog.getByRole('spinbutton', { name: 'Rule 1, share 1: Percent' }).fill('70');
  await dialog.getByRole('button', { name: 'Rule 1: add a channel to the split' }).click();
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Rule 1, share 2: Channel' }), 'Northbank Card');
  await dialog.getByRole('spinbutton', { name: 'Rule 1, share 2: Percent' }).fill('20');
  await expect(dialog.getByRole('status')).toHaveText('Rule 1: the split must sum to 100% (now 90%)');
  await dialog.getByRole('spinbutton', { name: 'Rule 1, share 2: Percent' }).fill('30');
  await expect(dialog.getByText('Total 100%')).toBeVisible();
  await expectAccessible(page, 'smart routing editor', '.ant-modal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as version 1: activate it to run')).toBeVisible();

  await page.getByRole('button', { name: `Activate ${name}`, exact: true }).click();
  await expect(page.getByText('The configuration runs for its website')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Version 1');
  await expectAccessible(page, 'smart routing v2', '#portal-page');

  await page.getByRole('link', { name: 'Open the visualisation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smart routing visualization' })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Website' }), APP);
  await expect(page.getByText(`Active: ${name} (version 1)`)).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Rule 1: Channels and split' })).toContainText('BBC Card 70%');
  await expect(page.getByRole('figure', { name: 'Rule 1: Channels and split' })).toContainText('Northbank Card 30%');
  await page.getByRole('textbox', { name: 'Card BIN' }).fill('411111');
  await page.getByRole('button', { name: 'Simulate' }).click();
  const steps = page.getByRole('region', { name: 'Decision steps' });
  await expect(steps).toContainText('Rule "Rule 1": Payment method = card');
  await expect(steps.getByRole('figure', { name: 'Split: share of the draws' })).toContainText('BBC Card 70%');
  await expect(steps.getByRole('figure', { name: 'Split: share of the draws' })).toContainText('Northbank Card 30%');
  await expectAccessible(page, 'smart routing visualisation', '#portal-page');

  // The demo configuration runs again (one active per website and mode: it replaces this one).
  await page.goto(V2);
  await page.getByRole('button', { name: 'Activate Card routing (demo)', exact: true }).click();
  await expect(page.getByText('The configuration runs for its website')).toBeVisible();

  // A Live configuration waits for a second user; its row on the approvals page at 390 px, declined there.
  const live = `Live cards ${Date.now().toString(36)}`;
  await liveActivationWaiting(page, live);
  const approver = await newPage(browser);
  await approver.setViewportSize({ width: 390, height: 844 });
  await signIn(approver, 'merchant-approver@demo.test', { from: APPROVALS });
  const row = approver.getByRole('region', { name: 'Rule and routing activations' }).getByRole('row').filter({ hasText: live }).first();
  await expect(row).toContainText(`Version 1 for ${APP}:`, { timeout: 20_000 });
  await expect(row).toContainText('Live');
  await expect.poll(() => approver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(approver, 'merchant approvals with a routing activation at 390 px', '#portal-page');
  const decline = row.getByRole('button', { name: `Decline ${live}`, exact: true });
  await expect(row.getByRole('button', { name: `Approve ${live}`, exact: true })).toBeEnabled();
  await decline.scrollIntoViewIfNeeded();
  const box = await decline.boundingBox();
  expect(box!.x, 'Decline is on screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'Decline is on screen').toBeLessThanOrEqual(390);
  await decline.click();
  const reason = approver.getByRole('dialog').filter({ hasText: `Decline the activation of ${live}` });
  await reason.getByRole('textbox').fill('E2E: a Live copy of the demo, not to run');
  await expect.poll(() => approver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reason.getByRole('button', { name: 'Save' }).click();
  await expect(approver.getByText(`${live} was declined: it is a draft again`)).toBeVisible();
  await expect(approver.getByRole('row').filter({ hasText: live })).toHaveCount(0);
});
