import { createHash } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { LOGIN_PATH } from '@portal/contracts';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { signIn, type OwnBackend } from '../../../host/e2e/support';
import { attachBackendLogOnFailure, test } from '../../../host/e2e/support/isolated-backend';

// The worker's own backend: the offers and notifications this journey makes are counted from a clean seed.
test.setTimeout(240_000);
let backend: OwnBackend;
test.beforeAll(({ isolatedBackend }) => {
  backend = isolatedBackend;
});
attachBackendLogOnFailure();

const api = (path: string) => `/svc/merchant/api/v1/${path}`;

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

async function get(path: string, token?: string): Promise<Response> {
  return fetch(`${backend.origin}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function userPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, email, { from: `${backend.origin}${LOGIN_PATH}` });
  await expect(page.getByTestId('notifications-bell')).toBeVisible();
  return page;
}

/** Opens the newest notification whose title is `title` (the bell polls; a freshly opened page reads the list at once). */
async function openNotification(page: Page, title: string) {
  await page.goto(`${backend.origin}/dashboard`);
  await page.getByTestId('notifications-bell').click();
  const item = page.getByTestId('notifications-panel').getByTestId('notification-item').filter({ hasText: title }).first();
  await item.getByRole('button', { name: new RegExp(title) }).click();
}

/**
 * Issue 32 item 5 (ADR 0094): tenant@ sends Blue Bottle Coffee a proposal; merchant@ rejects it with a reason from its
 * notification; tenant@ sends version 2; merchant@ accepts; the agreement is accepted and its PDF verifies.
 */
test('a proposal rejected, changed, accepted; its agreement accepted and its PDF verified', async ({ page, browser }) => {
  await signIn(page, 'tenant@demo.test', { from: `${backend.origin}${LOGIN_PATH}` });
  // Tokens are read when used: the backend's last 40 s, so one read at the start has expired by the end (the tabs renew theirs).
  const customers = await (await get(api('crm/organizations?isMerchant=true&pageIndex=0&pageSize=100'), await tokenOf(page))).json() as { data: Array<{ id: string; merchantName: string | null }> };
  const blueBottle = customers.data.find((c) => c.merchantName === 'Blue Bottle Coffee Ltd')!;

  // tenant@: the customer's record, a new proposal from a price book, sent.
  await page.goto(`${backend.origin}/crm/organizations?open=${blueBottle.id}`);
  const record = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Proposals and agreements' }) });
  await record.getByRole('tab', { name: 'Proposals and agreements' }).click();
  await record.getByRole('button', { name: 'New proposal' }).click();
  const form = page.getByRole('dialog', { name: 'New proposal' });
  await form.getByLabel('Boarding Fee').fill('300');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const draft = record.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Send', exact: true }) }).first();
  await draft.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(record.getByText(/Version 1 sent/).or(page.getByText(/Version 1 sent/)).first()).toBeVisible();

  // merchant@: the notification opens View Proposal; Reject asks for a reason first.
  const merchant = await userPage(browser, 'merchant@demo.test');
  await openNotification(merchant, 'Proposal from Acme Payments');
  const proposal = merchant.getByRole('dialog', { name: 'View Proposal' });
  await expect(proposal.getByTestId('fee-boardingFee')).toHaveText('300,00');
  await expect(proposal.getByText('Pending approval')).toBeVisible();
  await expectAccessible(merchant, 'View Proposal', '.ant-modal');
  await proposal.getByRole('button', { name: 'Reject' }).click();
  const reason = merchant.getByRole('dialog').filter({ hasText: 'Reject the proposal' });
  await expect(reason.getByRole('button', { name: 'Save' })).toBeDisabled();
  await reason.getByRole('textbox').fill('The boarding fee is too high');
  await reason.getByRole('button', { name: 'Save' }).click();
  await expect(proposal.getByText('The boarding fee is too high')).toBeVisible();
  await expect(proposal.getByRole('button', { name: 'Accept' })).toBeHidden();

  // tenant@: the history tells why; a change makes version 2, sent.
  await page.reload();
  await record.getByRole('tab', { name: 'Proposals and agreements' }).click();
  await expect(record.getByText(/Proposal, version 1 · rejected · Mia Merchant · .* · The boarding fee is too high/)).toBeVisible();
  await record.getByRole('button', { name: 'Change' }).first().click();
  const change = page.getByRole('dialog', { name: 'Change' });
  await change.getByLabel('Boarding Fee').fill('150');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await record.getByRole('button', { name: 'Send', exact: true }).first().click();
  await expect(page.getByText(/Version 2 sent/).first()).toBeVisible();

  // merchant@: version 2 accepted; the agreement it made, accepted too.
  await openNotification(merchant, 'Proposal from Acme Payments');
  const second = merchant.getByRole('dialog', { name: 'View Proposal' });
  await expect(second.getByTestId('fee-boardingFee')).toHaveText('150,00');
  await second.getByRole('button', { name: 'Accept' }).click();
  await expect(second.getByText('Accepted', { exact: true })).toBeVisible();
  await openNotification(merchant, 'Agreement from Acme Payments');
  const agreement = merchant.getByRole('dialog', { name: 'View Agreement' });
  await expect(agreement.getByText('Pending acceptance')).toBeVisible();
  // On a phone: the dialog (90 % wide) fits, the page does not scroll sideways, and it is accepted from there.
  await merchant.setViewportSize({ width: 390, height: 844 });
  // The shell and the dialog are laid out again for the narrow screen (antd's breakpoints answer the resize a moment
  // later): measured until they have settled, as a user sees them (boundingBox and scrollWidth do not wait).
  await expect(agreement).toBeVisible();
  await expect.poll(async () => (await agreement.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(390);
  await expect.poll(() => merchant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(merchant, 'View Agreement', '.ant-modal');
  await agreement.getByRole('button', { name: 'Accept' }).click();
  await expect(agreement.getByRole('button', { name: 'Download the accepted PDF' })).toBeVisible();
  const fingerprint = (await agreement.getByText(/SHA-256 of the accepted PDF:/).innerText()).match(/[0-9a-f]{64}/)![0];

  // The PDF both sides download hashes to the fingerprint, and the public verify call knows it.
  const agreementId = new URL(merchant.url()).searchParams.get('open')!;
  let pdf = Buffer.alloc(0);
  for (const party of [merchant, page]) {
    const answer = await get(api(`agreements/${agreementId}/document`), await tokenOf(party));
    expect(answer.status, 'the document answers').toBe(200);
    pdf = Buffer.from(await answer.arrayBuffer());
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(fingerprint);
  }
  const verified = await (await get(api(`agreements/verify/${fingerprint}`))).json() as { matches: boolean; merchantName: string };
  expect(verified).toMatchObject({ matches: true, merchantName: 'Blue Bottle Coffee Ltd' });

  // The public verify page, signed out and on a phone: the downloaded PDF chosen there is hashed in the browser and found.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto(`${backend.origin}/verify`);
  await expectAccessible(visitor, 'Verify an agreement');
  await visitor.getByLabel('The agreement\'s PDF').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(visitor).toHaveURL(`${backend.origin}/verify/${fingerprint}?lang=en`);
  await expect(visitor.getByText('This file is an accepted agreement.')).toBeVisible();
  await expect(visitor.getByText('Blue Bottle Coffee Ltd')).toBeVisible();
  await expect(visitor.getByText('Mia Merchant', { exact: true })).toBeVisible();
  await expectAccessible(visitor, 'Verify an agreement: accepted');
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Any other file is not an accepted agreement.
  await visitor.getByLabel('The agreement\'s PDF').setInputFiles({ name: 'other.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.from(' ')]) });
  await expect(visitor.getByText('This file is not an accepted agreement.')).toBeVisible();
});
