import { expect, test, type Page } from '@playwright/test';
import { chooseFirstOption, navigateInApp, signIn, installShellClock, shellSettled, fieldName } from '../../../host/e2e/support';

// Seeded by backend/src/modules/transactions/seed.ts: Blue Bottle's TX-BBC-0001..0024 are Live payments.
// Amounts as the kit's formatMoney shows them (spec part 2 section 9: comma decimal).
const SEEDED = 'TX-BBC-0021';
const SEEDED_LABEL = 'TX-BBC-0021 · 163,99 EUR · Captured';
const SCREENSHOT = process.env.H1_SCREENSHOT ?? '/tmp/s2/h1-contact-support.png';

const toolbar = (page: Page) => page.getByTestId('toolbar');

/** Signs in and waits for the shell's splash (3 s after the layout is built) to go. */
async function signInAndSettle(page: Page, email: string): Promise<void> {
  await installShellClock(page);
  await signIn(page, email);
  await shellSettled(page);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('merchant@ raises a ticket about a transaction from the top bar\'s help button', async ({ page }) => {
  test.setTimeout(120_000);
  const subject = `Payment query ${Date.now()}`;
  await signInAndSettle(page, 'merchant@demo.test');

  await toolbar(page).getByTestId('help-button').click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(dialog).toBeVisible();
  // Bottom right, no backdrop: the page behind stays usable.
  // (polled: the dialog zooms in from the button before it settles in its corner)
  await expect.poll(async () => {
    const box = (await dialog.boundingBox())!;
    return { right: Math.round(1440 - (box.x + box.width)) <= 40, bottom: Math.round(900 - (box.y + box.height)) <= 40, left: box.x > 720 };
  }).toEqual({ right: true, bottom: true, left: true });
  await expect(page.locator('.ant-modal-mask:visible')).toHaveCount(0);

  await chooseFirstOption(page, dialog.getByRole('combobox', { name: fieldName('Category') }));
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Description').fill(`Please check the payment ${SEEDED}.`);
  await dialog.getByRole('button', { name: 'Expand fields' }).click();
  await dialog.getByRole('combobox', { name: 'Transactions' }).fill('bbc-002');
  const results = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(results).toHaveCount(5);
  await expect(results.first()).toHaveAttribute('title', 'TX-BBC-0024 · 401,56 GBP · Captured');
  await page.screenshot({ path: SCREENSHOT });
  await results.filter({ hasText: SEEDED_LABEL }).click();
  await expect(dialog.locator('.ant-tag', { hasText: SEEDED })).toBeVisible();
  // A multi-select keeps its list open for more picks: clicking the dialog's title closes it.
  await dialog.getByText('Contact Support', { exact: true }).click();
  await expect(results).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Ticket created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list as the menu opens it (no reload): it asks the server, so the new ticket is there.
  await navigateInApp(page, '/merchant/support-tickets');
  await page.getByRole('cell', { name: subject }).click();
  await expect(page.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
  await expect(page.getByTestId('ticket-references').getByText(`Transaction ${SEEDED}`)).toBeVisible();
});

test('noprocessing@ gets a mailto help button to its tenant\'s support e-mail, and no Contact Support dialog', async ({ page }) => {
  await signInAndSettle(page, 'noprocessing@demo.test');
  const help = toolbar(page).getByTestId('help-email');
  await expect(help).toBeVisible();
  await expect(help).toHaveAttribute('href', 'mailto:support@acme.test');
  await expect(toolbar(page).getByTestId('help-button')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Contact Support' })).toHaveCount(0);
});
