import { expect, type Page } from '@playwright/test';
import { closeOwnContextsAfterEach, navigateInApp, signIn, type OwnBackend } from '../../../host/e2e/support';
import { attachBackendLogOnFailure, test } from '../../../host/e2e/support/isolated-backend';

closeOwnContextsAfterEach();
attachBackendLogOnFailure();

/**
 * The currencies table is the one source of decimal places (ADR 0064): tenant@ sets JPY's decimal places on
 * /crm/settings/currencies and the virtual terminal's amount input follows in the same session (0 places refuses
 * "10.5", 2 accept it), then puts the value back. On the isolated backend, so the specs on the shared one never
 * see JPY change; the value is restored all the same.
 */
test.setTimeout(180_000);

let backend: OwnBackend;
test.beforeAll(({ isolatedBackend }) => {
  backend = isolatedBackend;
});

const SETTINGS = '/crm/settings/currencies';
const TERMINAL = '/transaction-management/virtual-terminal';
const NO_DECIMALS = 'JPY amounts have no decimals';

async function setJpyPlaces(page: Page, places: string) {
  await navigateInApp(page, SETTINGS);
  await expect(page.getByRole('heading', { level: 1, name: 'Currencies' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit JPY' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Edit JPY' });
  await dialog.getByRole('textbox', { name: 'Decimal places' }).fill(places);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Currencies saved').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Japanese yen' }).getByRole('cell', { name: places, exact: true })).toBeVisible();
}

/** Opens the virtual terminal in the app (no reload: the user context as the session holds it) and types a yen amount. */
async function typeYen(page: Page, amount: string) {
  await navigateInApp(page, TERMINAL);
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual terminal' })).toBeVisible();
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await currency.click();
  await currency.pressSequentially('JPY');
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: 'Amount' });
  await box.fill(amount);
  await box.blur();
  await expect(box).toHaveValue(amount);
}

test('tenant@ changes JPY decimal places on the currencies page and the virtual terminal amount input follows', async ({ page }) => {
  await signIn(page, 'tenant@demo.test', { from: `${backend.origin}${TERMINAL}` });
  try {
    await typeYen(page, '10.5');
    await expect(page.getByText(NO_DECIMALS)).toBeVisible();

    await setJpyPlaces(page, '2');
    await typeYen(page, '10.5');
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('10.5');
    await expect(page.getByText(NO_DECIMALS)).toHaveCount(0);
  } finally {
    await setJpyPlaces(page, '0');
  }
  await typeYen(page, '10.5');
  await expect(page.getByText(NO_DECIMALS)).toBeVisible();
});
