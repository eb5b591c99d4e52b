import { expect, test } from '@playwright/test';
import { chooseByTyping, chooseOption, closeOwnContextsAfterEach, enterScaCode, signIn, signInWithForm } from '../../../host/e2e/support';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

/**
 * Users administration (ADR 0077), the journey of a new colleague: tenant-approver@ invites a CRM user, platform@ reads the
 * invitation in the development mailbox (the e2e backend runs with DEV_MAILBOX=true), the invitee sets a password
 * from its link and signs in. Inviting asks for the inviter's TOTP code (computed from the demo secret), who limits the
 * new colleague to one merchant (data access, ADR 0082): signed in, they see only that merchant's payments and
 * customer.
 */
test('tenant-approver@ invites a CRM user limited to Blue Bottle; the invitee sets a password from the mailed link, signs in and sees only its payments', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = `invitee.${Date.now().toString(36)}@example.test`;
  const password = 'Invited-Pass-1';

  const tenant = await (await browser.newContext()).newPage();
  // tenant-approver@ (Acme's other administrator): roles.spec.ts spends tenant@'s codes meanwhile, and a code works once.
  await signIn(tenant, 'tenant-approver@demo.test', { from: '/crm/users/crm' });
  await tenant.getByRole('button', { name: 'Invite user' }).click();
  const dialog = tenant.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Ivy');
  await dialog.getByLabel('Last name').fill('Invitee');
  await chooseOption(tenant, dialog.getByLabel('Role'), 'Tenant administrator');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  // Creating a CRM user asks for a code of the inviter's authenticator (the demo's known secret; ADR 0080).
  await enterScaCode(tenant);
  await expect(tenant.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await tenant.getByRole('searchbox', { name: 'Name or e-mail' }).fill(email);
  await tenant.getByRole('button', { name: 'Apply' }).click();
  const row = tenant.locator('.ant-table-tbody tr').filter({ hasText: email });
  await expect(row.getByText('Invitation sent')).toBeVisible();

  // Data access: Blue Bottle Coffee only.
  await row.getByRole('button', { name: 'Data access of Ivy Invitee' }).click();
  const access = tenant.getByRole('dialog');
  const merchants = access.getByRole('group', { name: 'Merchants' });
  await merchants.getByRole('radio', { name: 'Only these' }).check();
  await chooseByTyping(tenant, merchants.getByRole('combobox', { name: 'Choose merchants' }), 'Blue Bottle');
  await tenant.keyboard.press('Escape');
  await access.getByRole('button', { name: 'Save' }).click();
  await expect(tenant.getByText('Data access of Ivy Invitee saved')).toBeVisible();

  const platform = await (await browser.newContext()).newPage();
  await signIn(platform, 'platform@demo.test', { from: '/platform/mailbox' });
  await platform.getByRole('searchbox', { name: 'Recipient' }).fill(email);
  await platform.getByRole('button', { name: 'Apply' }).click();
  await platform.locator('.ant-table-tbody tr').filter({ hasText: 'You are invited to the payments portal' }).first().click();
  const link = await platform.getByRole('link', { name: 'Open the link in a new tab' }).getAttribute('href');
  expect(link).toContain('/Identity/Account/SetPassword?token=');

  // The invitee, in a browser of their own.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link!);
  await expect(invitee.getByRole('heading', { name: 'Welcome to the payments portal' })).toBeVisible();
  await invitee.getByLabel('New password', { exact: true }).fill(password);
  await invitee.getByLabel('Confirm new password').fill(password);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await signInWithForm(invitee, email, { password });
  await expect(invitee.getByTestId('app-shell')).toBeVisible();

  // The lookup shows only Blue Bottle's payments of the last 90 days, and offers it as the one customer.
  await invitee.goto('/transaction-management/transaction-lookup');
  const shown = invitee.locator('.ant-table-tbody tr.ant-table-row');
  // Today may already hold Blue Bottle payments (other specs take some); when it holds none, the empty list offers
  // the wider period.
  const wider = invitee.getByRole('button', { name: 'Search the last 90 days' });
  await expect(shown.first().or(wider)).toBeVisible();
  if (await wider.isVisible()) await wider.click();
  await expect(shown.first()).toBeVisible();
  const texts = await shown.allInnerTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toContain('Blue Bottle Coffee Ltd');
  await invitee.getByRole('button', { name: 'More filters' }).click();
  await invitee.getByRole('combobox', { name: 'Customer' }).click();
  const offered = invitee.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(offered).toHaveCount(1);
  await expect(offered).toHaveText('Blue Bottle Coffee Ltd');
  await invitee.keyboard.press('Escape');

  // Back in the list, the invitee is Active.
  await tenant.reload();
  await expect(tenant.locator('.ant-table-tbody tr').filter({ hasText: email }).getByText('Active')).toBeVisible();
});
