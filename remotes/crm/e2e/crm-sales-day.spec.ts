import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { chooseOption, closeOwnContextsAfterEach, signIn } from '../../../host/e2e/support';

closeOwnContextsAfterEach();

async function userPage(browser: Browser, email: string, from: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, { from });
  return page;
}

/** A board column's total in one currency, as a number ("36.000,00 GBP · weighted ..." → 36000). */
async function totalOf(column: Locator, currency: string): Promise<number> {
  const line = column.getByTestId(new RegExp(`^total-.*-${currency}$`));
  if (!(await line.count())) return 0;
  const text = (await line.first().innerText()).split('·')[0]!;
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

/**
 * A salesperson's day in the CRM (issue 31 item 8, ADRs 0088, 0091, 0092): tenant@ qualifies a new lead and converts
 * it into its customer, contact and opportunity; drags the opportunity by keyboard to the next stage and sees both
 * stages' totals follow; sets a task for a colleague, who opens it from the notification and marks it done.
 */
test('tenant@ converts a lead, moves its opportunity on the board, and a colleague completes a task from its notification', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const company = `Lakeside Kitchens ${Date.now().toString(36)} Ltd`;
  await signIn(page, 'tenant@demo.test', { from: '/crm/leads' });
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();

  // The lead, typed as a salesperson does.
  await page.getByRole('button', { name: /^New/ }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Stone');
  await form.getByLabel('E-mail').fill('ada@lakeside.test');
  await form.getByLabel('Expected monthly volume').fill('36000');
  await chooseOption(page, form.getByRole('combobox', { name: 'Volume currency' }), 'GBP');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // Its drawer: Convert, with the opportunity filled from the lead.
  await page.getByLabel('Company or person').fill(company);
  await page.getByRole('button', { name: 'Apply' }).click();
  const drawer = page.getByRole('dialog', { name: company });
  // The list draws again with the filter: a click on the row while it does can be lost, so click until the drawer opens.
  await expect(async () => {
    await page.getByRole('cell', { name: `${company} Ada Stone` }).click({ timeout: 5_000 });
    await expect(drawer).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await drawer.getByRole('button', { name: 'Convert' }).click();
  const convert = page.getByRole('dialog', { name: `Convert ${company}` });
  await expect(convert.getByLabel('Opportunity name')).toHaveValue(company);
  await expect(convert.getByLabel('Amount')).toHaveValue('36000');
  await expectAccessible(page, 'lead conversion', '.ant-modal');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(drawer.getByRole('status')).toContainText('Converted: the customer, contact and opportunity are ready.');
  await drawer.getByRole('link', { name: 'Open the opportunity' }).click();

  // The opportunity's drawer over the board; closed, the card waits in its stage.
  const opportunity = page.getByRole('dialog', { name: company });
  await expect(opportunity.getByRole('link', { name: company })).toBeVisible();
  await opportunity.getByRole('button', { name: 'Close' }).click();
  // Closed, the drawer gives focus back to what opened it: a card focused before that would lose its focus again.
  await expect(opportunity).toBeHidden();
  const card = page.getByRole('button', { name: new RegExp(`^Move ${company}`) });
  await expect(card).toBeVisible();
  // The card's column by its index (a filter on the card would follow the card once it moved).
  const fromIndex = Number(await page.locator('section[data-column-key]').filter({ has: card }).getAttribute('data-board-column-index'));
  const from = page.locator(`section[data-board-column-index="${fromIndex}"]`);
  const to = page.locator(`section[data-board-column-index="${fromIndex + 1}"]`);
  const before = { from: await totalOf(from, 'GBP'), to: await totalOf(to, 'GBP') };
  await expectAccessible(page, 'pipeline board');

  // Dragged by keyboard: space picks it up, the right arrow moves it to the next stage, space drops it.
  // Each key waits for what a screen reader hears (dnd-kit's live region): a busy machine must not drop too early.
  // The board may still redraw the card after its drawer closed (its data read again): a pick-up that met a replaced
  // card (focus gone to the page) is tried again on the card as drawn now.
  const heard = page.locator('[id^="DndLiveRegion"]');
  await expect(async () => {
    await card.focus();
    await expect(card).toBeFocused({ timeout: 3_000 });
    await page.keyboard.press('Space');
    await expect(heard).toContainText(`Picked up ${company}`, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('ArrowRight');
  await expect(heard).toContainText(`${company} is over`);
  await page.keyboard.press('Space');
  await expect(to.getByRole('button', { name: new RegExp(`^Move ${company}`) })).toBeVisible();
  await expect.poll(() => totalOf(to, 'GBP')).toBeCloseTo(before.to + 36000, 2);
  await expect.poll(() => totalOf(from, 'GBP')).toBeCloseTo(before.from - 36000, 2);

  // A task about the opportunity for Avery, set from its drawer.
  const title = `Send ${company} the pricing`;
  await to.getByRole('link', { name: `Open ${company}` }).click();
  const record = page.getByRole('dialog', { name: company });
  await record.getByRole('tab', { name: 'Tasks' }).click();
  await record.getByRole('button', { name: 'New task' }).click();
  const taskForm = page.getByRole('dialog', { name: 'New task' });
  await taskForm.getByLabel('Title').fill(title);
  await chooseOption(page, taskForm.getByRole('combobox', { name: 'Assignee' }), 'Avery Approver');
  await taskForm.getByRole('button', { name: 'Save' }).click();
  await expect(record.getByRole('link', { name: title })).toBeVisible();

  // Avery is told; the notification opens the task, where she marks it done.
  const avery = await userPage(browser, 'tenant-approver@demo.test', '/crm/dashboard');
  await avery.getByTestId('notifications-bell').click();
  const panel = avery.getByTestId('notifications-panel');
  const told = panel.getByTestId('notification-item').filter({ hasText: `New task: ${title}` }).first();
  await expect(told).toContainText('Tessa Tenant assigned you a task due');
  await told.getByRole('button', { name: `New task: ${title}` }).click();
  const task = avery.getByRole('dialog', { name: title });
  await expect(task).toContainText(company);
  await task.getByRole('button', { name: 'Mark done' }).click();
  await expect(task.getByRole('status')).toContainText(`Task done: ${title}`);
  await expectAccessible(avery, 'task drawer', '.ant-drawer');
});
