import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { chooseOption, closeOwnContextsAfterEach, signIn } from '../../../host/e2e/support';

closeOwnContextsAfterEach();

/**
 * Smart routing (issue 29 item 4, ADR 0107): merchant@ sets a 70/30 split of card payments on the app website in
 * Test, activates it (a Test configuration needs no approval), and the visualisation draws it and its simulator shows
 * the decision and the split's proportions. The demo configuration it replaced runs again at the end.
 */
const V2 = '/merchant/payment-settings/smart-routing-v2';
const APP = 'Blue Bottle Coffee app';

async function startInTest(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('mode-seeded')) localStorage.setItem('systemMode', 'Test');
    sessionStorage.setItem('mode-seeded', '1');
  });
}

test('merchant@ sets a 70/30 split, activates it, and the simulator shows it', async ({ page }) => {
  test.setTimeout(180_000);
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
});
