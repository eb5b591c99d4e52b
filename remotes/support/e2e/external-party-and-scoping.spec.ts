import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { chooseFirstOption, closeOwnContextsAfterEach, shellSettled, signIn, fieldName } from '../../../host/e2e/support';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

// Screenshots to look at by hand (the external page, its error state, the platform panel after scoping)
// go here when SUPPORT_E2E_SHOTS is set, as in support.spec.ts.
const SHOTS = process.env.SUPPORT_E2E_SHOTS;
async function shot(target: Page | Locator, name: string): Promise<void> {
  if (SHOTS) await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

// The browser in a zone away from UTC and from platform@'s profile (Atlantic/Reykjavik, UTC all year, the seed): the
// panel's times are on the profile's clock, not the browser's nor the server's ISO text.
const TIME_ZONE = 'Europe/Berlin';
const PROFILE_TIME_ZONE = 'Atlantic/Reykjavik';
const VIEWPORT = { width: 1440, height: 900 };
const CONTEXT: BrowserContextOptions = { viewport: VIEWPORT, timezoneId: TIME_ZONE };

/** A fresh browser signed in as `email`, opened at `from` (one load of the shell: no landing page first). */
async function userPage(browser: Browser, email: string, from: string): Promise<Page> {
  const page = await (await browser.newContext(CONTEXT)).newPage();
  await signIn(page, email, { from });
  return page;
}

const feed = (page: Page) => page.getByTestId('ticket-feed');

/** merchant@ raises a customer ticket to its tenant through the list's New ticket (Contact Support dialog). */
async function raiseCustomerTicket(browser: Browser, subject: string): Promise<void> {
  const merchant = await userPage(browser, 'merchant@demo.test', '/merchant/support-tickets');
  await merchant.getByRole('button', { name: 'New ticket' }).click();
  const dialog = merchant.getByRole('dialog', { name: 'Contact Support' });
  await chooseFirstOption(merchant, dialog.getByRole('combobox', { name: fieldName('Category') }));
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Description').fill('The payout of last Friday shows a different amount than the report.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(merchant.getByText('Ticket created')).toBeVisible();
  await merchant.context().close();
}

/** tenant@, signed in on its customers' tickets, opens the one about `subject`. */
async function openTenantCustomerTicket(browser: Browser, subject: string): Promise<Page> {
  const tenant = await userPage(browser, 'tenant@demo.test', '/tenant/support-tickets');
  await tenant.getByRole('cell', { name: subject }).click();
  await expect(tenant.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
  return tenant;
}

async function addComment(page: Page, text: string, internal: boolean): Promise<void> {
  const composer = page.getByTestId('comment-composer');
  await composer.getByRole('textbox', { name: 'Comment' }).fill(text);
  const toggle = composer.getByRole('switch', { name: 'Internal comment' });
  if ((await toggle.getAttribute('aria-checked')) !== String(internal)) await toggle.click();
  await composer.getByRole('button', { name: 'Add comment' }).click();
  await expect(feed(page).getByText(text)).toBeVisible();
}

test('an invited external party reads the public comments and answers through the signed link', async ({ browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const subject = `Payout amount differs ${stamp}`;
  const partyEmail = `ops-${stamp}@acquirer.test`;
  const internalNote = 'Internal: the acquirer applied a new fee table';
  const publicReply = 'We asked the acquirer about the payout';
  const externalReply = `The fee table changed on Monday (${stamp}).`;
  await raiseCustomerTicket(browser, subject);

  // tenant@ writes an internal and a public comment, then invites the acquirer.
  const tenant = await openTenantCustomerTicket(browser, subject);
  await addComment(tenant, internalNote, true);
  await addComment(tenant, publicReply, false);
  await tenant.getByRole('button', { name: 'Invite external party' }).click();
  const invite = tenant.getByRole('dialog', { name: 'Invite external party' });
  await invite.getByLabel('E-mail').fill(partyEmail);
  await invite.getByLabel('Description').fill('Acquirer operations');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite).toBeHidden();

  const invitation = feed(tenant).getByTestId('feed-event').filter({ hasText: `invited ${partyEmail}: Acquirer operations` });
  await expect(invitation).toBeVisible();
  await expect(invitation.getByTestId('invitation-link')).toContainText('Invitation link');
  const link = await invitation.getByTestId('invitation-link').getByRole('link').getAttribute('href');
  expect(link).toMatch(/\/support\/external\/[0-9a-f-]{36}\.[\w-]{43}$/);
  await shot(tenant, 'tenant-invitation-link');

  // The link alone opens the ticket: a fresh browser context without any portal session.
  const outsider = await (await browser.newContext(CONTEXT)).newPage();
  await outsider.goto(link!);
  await expect(outsider.getByRole('heading', { level: 1 })).toHaveText(subject);
  await expect(outsider.getByText(`You were invited to this ticket as ${partyEmail}.`)).toBeVisible();
  await expect(outsider.getByText(publicReply)).toBeVisible();
  await expect(outsider.getByText(internalNote)).toHaveCount(0);
  await expect(outsider.getByTestId('app-shell')).toHaveCount(0);

  // Empty: the browser refuses to send it; blank (only spaces) gets past the browser and the server refuses it.
  const box = outsider.getByLabel('Your comment');
  await outsider.getByRole('button', { name: 'Add comment' }).click();
  expect(await box.evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);
  await box.fill('   ');
  await outsider.getByRole('button', { name: 'Add comment' }).click();
  await expect(outsider.getByText('Please write a comment.')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await shot(outsider, 'external-party-error');
  await expectAccessible(outsider, 'external-party page with an error');

  await box.fill(externalReply);
  await outsider.getByRole('button', { name: 'Add comment' }).click();
  await expect(outsider.getByRole('status')).toHaveText('Your comment has been added.');
  const own = outsider.getByRole('listitem').filter({ hasText: externalReply });
  await expect(own).toContainText(`You (${partyEmail})`);
  await expect(box).toHaveValue('');
  await shot(outsider, 'external-party-comment');
  await expectAccessible(outsider, 'external-party page');

  // One character of the signature changed: the same not-found page as any bad link.
  const signatureAt = link!.lastIndexOf('.') + 5;
  const tampered = link!.slice(0, signatureAt) + (link![signatureAt] === 'A' ? 'B' : 'A') + link!.slice(signatureAt + 1);
  const response = await outsider.goto(tampered);
  expect(response?.status()).toBe(404);
  await expect(outsider.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(outsider.getByText('This link is not valid or has expired.')).toBeVisible();
  await expect(outsider.getByText(subject)).toHaveCount(0);
  await shot(outsider, 'external-party-not-found');

  // Back in the portal, tenant@ sees the external party's comment in the feed.
  await tenant.reload();
  const answer = feed(tenant).getByTestId('feed-comment').filter({ hasText: externalReply });
  await expect(answer).toBeVisible();
  await expect(answer).toHaveAttribute('data-type', 'ExternalPartyCommentItem');
  await expect(answer).toContainText(partyEmail);
});

const UTC_TIME = String.raw`\d\d/\d\d/\d{4} \d\d:\d\d UTC`;

/** The DD/MM/YYYY of now on the profile's clock (what the panel shows for times set today). */
const todayThere = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: PROFILE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test('platform scoping fills the three times, keeps a hand-set one, and reports the run in an internal comment', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const subject = `Chargeback fee query ${stamp}`;
  const jira = `PAY-${stamp % 100_000}`;
  await raiseCustomerTicket(browser, subject);

  // tenant@ escalates the customer ticket: a tenant-to-platform ticket of Acme Payments.
  const tenant = await openTenantCustomerTicket(browser, subject);
  await tenant.getByRole('button', { name: 'Escalate' }).click();
  await tenant.getByRole('dialog', { name: 'Escalate Ticket' }).getByRole('button', { name: 'Escalate' }).click();
  await expect(tenant.getByText('Ticket escalated')).toBeVisible();
  await tenant.context().close();

  const platform = await userPage(browser, 'platform@demo.test', '/platform/support-tickets');
  await platform.getByTestId('app-shell').getByRole('combobox', { name: 'Tenant', exact: true }).click();
  await platform.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Acme Payments' }).click();
  await platform.getByRole('cell', { name: subject }).click();
  await expect(platform.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
  const panel = platform.getByTestId('platform-panel');
  const startDay = todayThere();

  // A reply and a close give the ticket a response and a resolution; the initial request is set by hand.
  await addComment(platform, 'We are checking the chargeback fee', false);
  await platform.getByRole('button', { name: 'Close ticket' }).click();
  await expect(platform.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();
  const initial = panel.getByRole('textbox', { name: 'Initial request time' });
  await initial.click();
  await initial.fill('01/02/2025 09:30');
  await initial.press('Enter');
  await expect(initial).toHaveValue('01/02/2025 09:30');

  // The shell's splash (3 s after a page load) lets clicks through; wait for it as a person would.
  await shellSettled(platform);
  await panel.getByRole('button', { name: 'Start scoping' }).click();
  await expect(panel.getByRole('button', { name: 'Scoping...' })).toBeVisible();
  await shot(panel, 'scoping-running');
  await expect(panel.getByRole('button', { name: 'Start scoping' })).toBeVisible();

  const summary = feed(platform).getByTestId('feed-comment').filter({ hasText: 'Scoping finished.' });
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAttribute('data-type', 'PlatformInternalCommentItem');
  await expect(summary.getByText('Internal', { exact: true })).toBeVisible();
  // 09:30 on the profile's clock (Reykjavik) is 09:30 UTC, not the browser's (Berlin: 08:30 UTC); the summary names
  // every field.
  await expect(summary).toContainText('Initial request: 01/02/2025 09:30 UTC (set by hand, kept)');
  // (the automatic updates set these already; scoping re-derives them from the feed's own times)
  await expect(summary).toContainText(new RegExp(`Response: ${UTC_TIME} \\((unchanged|was ${UTC_TIME})\\)`));
  await expect(summary).toContainText(new RegExp(`Resolution: ${UTC_TIME} \\((unchanged|was ${UTC_TIME})\\)`));

  await expect(initial).toHaveValue('01/02/2025 09:30');
  const days = new RegExp(`^(${startDay}|${todayThere()}) \\d{2}:\\d{2}$`.replaceAll('/', '\\/'));
  await expect(panel.getByRole('textbox', { name: 'Response time' })).toHaveValue(days);
  await expect(panel.getByRole('textbox', { name: 'Resolution time' })).toHaveValue(days);
  await shot(panel, 'scoping-done-panel');
  await shot(platform, 'scoping-done-ticket');

  // The Jira ticket is saved and still there after a reload.
  await panel.getByRole('textbox', { name: 'Jira ticket' }).fill(jira);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  await platform.reload();
  await expect(platform.getByTestId('platform-panel').getByRole('textbox', { name: 'Jira ticket' })).toHaveValue(jira);
});
