import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { chooseOptions, closeOwnContextsAfterEach, signIn } from '../../../host/e2e/support';

closeOwnContextsAfterEach();

/**
 * API keys (ADR 0104): merchant@ creates a secret Test key on the TPP configuration page, copies it from the dialog
 * that shows it once, and calls the public API with it: its own transactions, in Test mode, with the rate-limit headers.
 */
test('merchant@ creates an API key and calls /api/v1/transactions with it', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, 'merchant@demo.test', { from: '/developer-settings/merchant-api-keys' });
  await page.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('dialog').filter({ hasText: 'New API key' });
  await form.getByRole('textbox', { name: /Name/ }).fill('Reconciliation job');
  await chooseOptions(page, form.getByRole('combobox', { name: /Scopes/ }), ['Transactions: read']);
  await expectAccessible(page, 'new API key', '.ant-modal');
  await form.getByRole('button', { name: 'Save' }).click();

  const shown = page.getByRole('dialog').filter({ hasText: 'it is shown this once' });
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^sk_test_[0-9A-Za-z]{38}$/);
  await shown.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByText('Reconciliation job')).toBeVisible();
  await expect(page.getByText(`sk_test_…${key.slice(-4)}`)).toBeVisible();
  await expectAccessible(page, 'API keys');

  const res = await page.request.get(`${baseURL}/api/v1/transactions?limit=5`, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status()).toBe(200);
  expect(res.headers()['ratelimit-limit']).toBe('100');
  const body = await res.json() as { data: Array<{ merchantName: string; mode: string }> };
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data.every((t) => t.merchantName === 'Blue Bottle Coffee Ltd' && t.mode === 'Test')).toBe(true);

  // A typo is told from a revoked key.
  // (The last character changed to one it is not: 'x' would leave a key that ends in 'x' as it was.)
  const typoKey = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
  const typo = await page.request.get(`${baseURL}/api/v1/transactions`, { headers: { authorization: `Bearer ${typoKey}` } });
  expect(typo.status()).toBe(401);
  expect((await typo.json() as { code: string }).code).toBe('api_key_malformed');
});
