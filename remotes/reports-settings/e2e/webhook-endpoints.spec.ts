import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
// The backend's verifier (Standard Webhooks): the receiver checks the signature as a merchant's server would.
import { Webhook } from '../../../backend/node_modules/standardwebhooks';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { chooseOptions, closeOwnContextsAfterEach, signIn } from '../../../host/e2e/support';

closeOwnContextsAfterEach();

interface Received { headers: IncomingHttpHeaders; body: string }

/** A receiver on loopback only (the backend runs with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true under `npm start`). */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

/**
 * Webhook endpoints (issue 34 item 7, ADR 0100): merchant@ adds an endpoint for a receiver this spec starts on
 * 127.0.0.1, copies the signing secret shown once, sends a test event, and the receiver verifies its signature.
 */
test('merchant@ creates a webhook endpoint, sends a test event, and the receiver verifies the signature', async ({ page }) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await signIn(page, 'merchant@demo.test', { from: '/merchant/payment-settings/webhook-endpoints' });
    await page.getByRole('button', { name: 'New endpoint' }).click();
    const form = page.getByRole('dialog').filter({ hasText: 'New webhook endpoint' });
    await form.getByRole('textbox', { name: /URL/ }).fill(receiver.url);
    await chooseOptions(page, form.getByRole('combobox', { name: /Event types/ }), ['Transaction created']);
    await form.getByRole('button', { name: 'Save' }).click();
    const shown = page.getByRole('dialog').filter({ hasText: 'it is shown this once' });
    const secret = (await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue()).trim();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Close' }).last().click();
    await expectAccessible(page, 'webhook endpoints');

    await page.getByRole('button', { name: `Send a test event to ${receiver.url}` }).first().click();
    await expect(page.getByText(new RegExp(`Test event delivered to ${receiver.url.replace(/[.]/g, '\\.')}: HTTP 200`))).toBeVisible({ timeout: 20_000 });
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(delivery!.headers[h])]));
    const verified = new Webhook(secret).verify(delivery!.body, headers) as { type: string };
    expect(verified.type).toBe('webhook.test');
    // A tampered body fails the same check.
    expect(() => new Webhook(secret).verify(delivery!.body.replace('webhook.test', 'webhook.fake'), headers)).toThrow();

    // The delivery log of the endpoint shows the attempt, and is accessible at a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: `Delivery log of ${receiver.url}` }).first().click();
    const log = page.getByRole('dialog').filter({ hasText: `Delivery log of ${receiver.url}` });
    await expect(log.getByText('200', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'webhook delivery log');
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
