import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { keepProfileLanguage, switchLanguage } from '../../../host/e2e/a11y/language';
import { chooseByTyping, chooseOption, closeOwnContextsAfterEach, navigateInApp, signIn } from '../../../host/e2e/support';

closeOwnContextsAfterEach();

/**
 * Antifraud rules (issue 29 item 7, ADR 0106, 0113): tenant@ adds a Live Block rule for a BIN, tests it against the
 * past 90 days (the backtest counts the seed's payments with that BIN), asks to activate it; a second user
 * (tenant-approver@) finds it on the approvals page with what changes in words and approves it there; a Live virtual-terminal payment with that BIN is then blocked and its drawer's
 * antifraud tab names the rule and the condition that fired. The tenant approvals page with the waiting row at 390 px
 * (no sideways scroll, Approve reached and clicked there); the rules page, the rule's versions dialog and (the same
 * tenant@, same settings menu) the scheduler's custom job form with its parameter fields pass axe at 390 px without
 * sideways scroll in English and Turkish (ADR 0113 and 0114, session 28). The rule is switched off at the end: the BIN (520082, the seed's Demo Prepaid card) is this spec's own,
 * and no other payment of the other specs is screened by it.
 */
const RULES = '/crm/settings/antifraud/antifraud';
const VT = '/transaction-management/virtual-terminal';
const APPROVALS = '/transaction-management/approvals';
const CUSTOM_JOBS = '/crm/settings/scheduler/custom-jobs';
const BIN = '520082';
const CARD = '5200828282828210';

/** Tenant staff keep the saved mode (no switch, ADR 0068): this page works in Live. */
async function workInLive(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('systemMode', 'Live'));
}

async function approverPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await workInLive(page);
  return page;
}

const ruleRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name }).first();

/** At 390 px the document never scrolls sideways (tables scroll inside their own box). */
async function noSidewaysScroll(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The rule's versions dialog, opened from its row: its table of versions, no sideways scroll, axe; closed by Escape. */
async function checkVersionsDialog(page: Page, button: string, title: string, label: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog.getByRole('row').nth(1)).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page, label, '.ant-modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * The scheduler's custom job form (ADR 0103, 0114), opened in-app (the language stays): the export's fields first, then
 * a webhook replay's own (each type shows its own parameters, ADR 0021's `shownWhen`).
 */
async function checkCustomJobForm(page: Page, lang: 'en' | 'tr'): Promise<void> {
  const texts = lang === 'en'
    ? {
      heading: 'Scheduler custom jobs', create: 'New', save: /Save|Create/, jobType: 'Job type', replay: 'Webhook replay',
      fields: ['Cron expression (UTC)', 'Merchants (none: every merchant)'], replayFields: ['Webhook endpoint (webhook replay)', 'Failed deliveries since (webhook replay)'],
    }
    : {
      heading: 'Zamanlayıcı: özel işler', create: 'Yeni', save: /Kaydet|Oluştur/, jobType: 'İş türü', replay: 'Webhook yeniden gönderimi',
      fields: ['Cron ifadesi (UTC)', 'Üye işyerleri (boş: tüm üye işyerleri)'],
      replayFields: ['Webhook uç noktası (webhook yeniden gönderimi)', 'Başarısız teslimatların başlangıç tarihi (webhook yeniden gönderimi)'],
    };
  await navigateInApp(page, CUSTOM_JOBS);
  // (the page's own heading first: the rules page's "New rule" is there until the route changes)
  await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
  await page.locator('#portal-page').getByRole('button', { name: texts.create, exact: true }).click();
  const dialog = page.getByRole('dialog');
  for (const field of texts.fields) await expect(dialog.getByLabel(field, { exact: true })).toBeVisible();
  await expect(dialog.getByLabel(texts.replayFields[0]!, { exact: true })).toHaveCount(0);
  await chooseOption(page, dialog.getByLabel(texts.jobType, { exact: true }), texts.replay);
  for (const field of texts.replayFields) await expect(dialog.getByLabel(field, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: texts.save })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page, `[${lang}] custom job form at 390 px`, '.ant-modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('tenant@ blocks a BIN in Live: tested against the past, approved by a second user, a virtual-terminal payment is blocked and names the rule', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const name = `E2E BIN block ${Date.now().toString(36)}`;
  await workInLive(page);
  await keepProfileLanguage(page);
  await signIn(page, 'tenant@demo.test', { from: RULES });
  await expect(page.getByRole('heading', { level: 1, name: 'Antifraud' })).toBeVisible();
  await expect(page.getByTestId('mode-indicator')).toContainText('Live');
  // A rule an interrupted run of this spec left running stops first (this spec's own data only).
  await expect(page.getByRole('button', { name: 'New rule' })).toBeVisible();
  await page.locator('#portal-page .ant-table-tbody').first().waitFor();
  const leftOver = page.getByRole('button', { name: /^Deactivate E2E BIN block / });
  while (await leftOver.count()) {
    const before = await leftOver.count();
    await leftOver.first().click();
    await expect(leftOver).toHaveCount(before - 1);
  }

  // The rule, tested against the past before it is saved.
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'New antifraud rule' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await expect(dialog.getByRole('combobox', { name: 'Action' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Condition 1: Value' }).fill(BIN);
  // A group inside the rule (ADR 0106, session 28): named, with its own match, axe clean; removed again for this rule.
  await dialog.getByRole('button', { name: 'Add group' }).click();
  const group = dialog.getByRole('group', { name: 'Group 1' });
  await expect(group.getByRole('radiogroup', { name: 'Group 1: Match' })).toBeVisible();
  await expectAccessible(page, 'rule editor with a group inside the rule', '.ant-modal');
  await group.getByRole('button', { name: 'Remove group 1' }).click();
  await expect(group).toHaveCount(0);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Period' }), 'Last 90 days');
  await dialog.getByRole('button', { name: 'Test against past payments' }).click();
  const counts = dialog.getByText(/^Of \d+ payments in the last 90 days, this rule would have blocked \d+ and sent 0 to review\.$/);
  await expect(counts).toBeVisible({ timeout: 60_000 });
  const blocked = Number((await counts.textContent())!.match(/blocked (\d+)/)![1]);
  expect(blocked, 'the seed has Live payments with this BIN').toBeGreaterThan(0);
  await expect(dialog.getByText(`Card BIN in ${BIN}`).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved as version 1: activate it to run it')).toBeVisible();

  // Activating a Live Block rule waits for a second user.
  await page.getByRole('button', { name: `Activate ${name}`, exact: true }).click();
  await expect(page.getByText('A second user must approve a Live Block rule: it waits for approval')).toBeVisible();
  await expect(ruleRow(page, name)).toContainText('Waiting for approval');

  // The second user finds it on the approvals page (ADR 0113), with what changes in words, and approves it there.
  const approver = await approverPage(browser);
  await signIn(approver, 'tenant-approver@demo.test', { from: APPROVALS });
  const activations = approver.getByRole('region', { name: 'Rule and routing activations' });
  const waiting = activations.getByRole('row').filter({ hasText: name }).first();
  await expect(waiting).toContainText(`Version 1: Block when Card BIN in ${BIN} (nothing of it runs now)`, { timeout: 20_000 });
  await expect(waiting).toContainText('Tessa Tenant');
  await expectAccessible(approver, 'approvals with a rule activation', '#portal-page');
  // At 390 px: no sideways scroll, and the row's Approve is reached (scrolled to inside the table) and clicked there.
  await approver.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(approver);
  await expectAccessible(approver, 'approvals with a rule activation at 390 px', '#portal-page');
  const approve = waiting.getByRole('button', { name: `Approve ${name}`, exact: true });
  await approve.scrollIntoViewIfNeeded();
  const box = await approve.boundingBox();
  expect(box!.x, 'Approve is on screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'Approve is on screen').toBeLessThanOrEqual(390);
  await approve.click();
  await expect(approver.getByText(`${name} was approved: it runs now`)).toBeVisible();
  await noSidewaysScroll(approver);
  await approver.goto(RULES);
  await expect(ruleRow(approver, name)).toContainText('v1 runs');

  // A Live virtual-terminal payment with the BIN is blocked by it.
  await page.goto(VT);
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual terminal' })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Merchant' }), 'Blue Bottle Coffee Ltd');
  await chooseOption(page, page.getByRole('combobox', { name: 'Website' }));
  await page.getByRole('textbox', { name: 'Card number' }).fill(CARD);
  await page.getByRole('textbox', { name: 'CVC' }).fill('737');
  // Long lists (a virtual list shows their first options only): picked by typing, as the virtual terminal's own spec does.
  await chooseByTyping(page, page.getByRole('combobox', { name: 'Expiry month' }), '12');
  await chooseByTyping(page, page.getByRole('combobox', { name: 'Expiry year' }), String(new Date().getUTCFullYear() + 1));
  await page.getByRole('textbox', { name: 'Cardholder name' }).fill('Ada Lovelace');
  await chooseByTyping(page, page.getByRole('combobox', { name: 'Currency' }), 'GBP');
  await page.getByRole('textbox', { name: 'Amount' }).fill('12.40');
  await page.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Payment VT-[2-9A-Z]{8} was not taken$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(name)).toBeVisible();
  const link = page.getByRole('link', { name: /^Open VT-[2-9A-Z]{8} in the transaction lookup$/ });
  const externalId = (await link.textContent())!.match(/VT-[2-9A-Z]{8}/)![0];
  await link.click();
  await expect(page).toHaveURL(/\/transaction-management\/transaction-lookup\?/);
  // The link opens the payment's drawer (`?tx=`).
  const drawer = page.getByRole('dialog').filter({ hasText: externalId });
  await expect(drawer).toBeVisible({ timeout: 20_000 });
  await drawer.getByRole('tab', { name: 'Antifraud' }).click();
  const alerts = drawer.getByRole('tabpanel');
  await expect(alerts).toContainText(name, { timeout: 20_000 });
  await expect(alerts).toContainText(`Card BIN in ${BIN}`);
  await expect(alerts).toContainText('Blocked');

  // The rules page at 390 px, in English and Turkish; then the rule stops (this spec's data only).
  await page.goto(RULES);
  await expect(ruleRow(page, name)).toContainText('Active');
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await expectAccessible(page, 'antifraud rules at 390 px', '#portal-page');
  await checkVersionsDialog(page, `Versions of ${name}`, `Versions of ${name}`, 'rule versions dialog at 390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchLanguage(page, 'tr', 'Türkçe');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Yeni kural' })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page, '[tr] antifraud rules at 390 px', '#portal-page');
  await checkVersionsDialog(page, `${name} sürümleri`, `${name} sürümleri`, '[tr] rule versions dialog at 390 px');
  await checkCustomJobForm(page, 'tr');
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchLanguage(page, 'en', 'English');
  await page.setViewportSize({ width: 390, height: 844 });
  await checkCustomJobForm(page, 'en');

  await approver.getByRole('button', { name: `Deactivate ${name}`, exact: true }).click();
  await expect(ruleRow(approver, name)).toContainText('Not running');
});

test("merchant@'s approvals page of rule and routing activations at 390 px passes axe in English and Turkish", async ({ page }) => {
  test.setTimeout(120_000);
  await keepProfileLanguage(page);
  await signIn(page, 'merchant@demo.test', { from: '/merchant/payments/approvals' });
  await expect(page.getByRole('heading', { level: 1, name: 'Rule and routing activations' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'merchant approvals at 390 px', '#portal-page');
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchLanguage(page, 'tr', 'Türkçe');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Kural ve yönlendirme etkinleştirmeleri' })).toBeVisible();
  await expectAccessible(page, '[tr] merchant approvals at 390 px', '#portal-page');
});
