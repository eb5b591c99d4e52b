import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import type { signIn as SignIn } from '../../scripts/lib/kill-test.mjs';
import { stableId } from '../../backend/src/lib/ids';
import { freshCardNumber as freshCard } from '../../host/e2e/support';

/**
 * The card-testing limit met for real in a browser (ADR 0110, ADR 0118), through deploy/nginx.conf in front of the
 * cluster's replicas (TRUST_PROXY): nginx appends the address it saw to X-Forwarded-For, and the backend takes the
 * nearest address outside loopback and private networks as the client's. This browser's context writes a documentation
 * address there (it talks to nginx from loopback, which is a trusted hop), so its attempts count against that address
 * and not against 127.0.0.1, which the other specs pay from. The eleventh attempt from the address, through the page's
 * own form, is refused with how long to wait (Retry-After, and the minutes in words); the page says so again when reloaded; a customer at another address
 * still gets the form.
 */
const killTestModule = pathToFileURL(path.resolve(__dirname, '../../scripts/lib/kill-test.mjs')).href;
const ATTEMPTS_PER_ADDRESS = 10; // PAYMENT_LINK_LIMITS.payAttemptsPerAddress
const BLUE_BOTTLE_WEBSITE = 'website:blue-bottle:1';

test('a card tester meets the real limit in the payment page through nginx, and a customer elsewhere still pays', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { signIn } = (await import(killTestModule)) as { signIn: typeof SignIn };
  const merchant = await signIn(baseURL!, 'merchant@demo.test');
  const created = await fetch(`${baseURL}/svc/merchant/api/v1/payment-links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${merchant.access_token}`, 'content-type': 'application/json', mode: 'Test' },
    body: JSON.stringify({ websiteId: stableId(BLUE_BOTTLE_WEBSITE), amountType: 'Fixed', amount: 1_250, currency: 'GBP', description: `Card testing ${randomUUID().slice(0, 8)}` }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { token } = await created.json() as { token: string };

  const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const tester = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const year = new Date().getUTCFullYear() + 2;
  try {
    const page = await tester.newPage();
    await page.goto(`/pay/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay Blue Bottle Coffee Ltd' })).toBeVisible();
    // The tester's first attempts, sent from the page's context (its address) as its script would.
    for (let i = 1; i <= ATTEMPTS_PER_ADDRESS; i += 1) {
      const answer = await page.request.post(`/svc/merchant/api/pay/${token}/payments`, {
        data: { requestId: randomUUID(), cardNumber: freshCard(), expiryMonth: 12, expiryYear: year, cvc: '737', cardholderName: 'Card Tester' },
      });
      expect(answer.status(), `attempt ${i} is taken`).toBe(200);
    }
    // The next one through the form: the server's real 429, said in the page.
    await page.getByLabel('Card number').fill(freshCard());
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption(String(year));
    await page.getByLabel('CVC').fill('737');
    await page.getByLabel('Name on the card').fill('Card Tester');
    const refused = page.waitForResponse((r) => r.url().endsWith(`/pay/${token}/payments`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: /^Pay / }).click();
    expect((await refused).status()).toBe(429);
    // The wait is what is left of the 10-minute window that began with the first attempt (seconds ago).
    const retryAfter = Number((await refused).headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(480);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const minutes = Math.ceil(retryAfter / 60);
    await expect(page.getByRole('alert').getByRole('heading', { level: 2, name: `Too many payment attempts. Try again in ${minutes} minutes`, exact: true })).toBeVisible();
    // Reloaded, the page itself says how long to wait and offers no form.
    const reloaded = await page.reload();
    expect(reloaded!.status()).toBe(429);
    await expect(page.getByText('Please wait before trying again')).toBeVisible();
    await expect(page.getByText(/Try again in (9|10) minutes/)).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    // A customer at another address behind the same nginx is not held by the tester's count.
    const customer = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}` } });
    try {
      const other = await customer.newPage();
      const opened = await other.goto(`/pay/${token}`);
      expect(opened!.status()).toBe(200);
      await expect(other.getByLabel('Card number')).toBeVisible();
    } finally {
      await customer.close();
    }
  } finally {
    await tester.close();
  }
});
