import { expect, test } from '@playwright/test';
import { signIn, trackNetwork } from './support';

// The jumps of half an hour below also fire webpack's 120 s chunk-load timeout of any chunk still loading then
// (a busy machine: "Loading chunk ... failed (timeout)" and the router's error page instead of the warning), so
// the clock moves only once the page has fetched what it loads at start.

test('after 1800 s without activity the idle warning counts down from 60; Continue resets, zero signs out', async ({ page }) => {
  await page.clock.install();
  const network = trackNetwork(page);
  await signIn(page, 'merchant@demo.test', { from: '/merchant/profile-settings' });
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  await network.idle();
  await page.clock.pauseAt(Date.now() + 5_000);
  // A real move now: the idle period counts from here.
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 40);

  await page.clock.runFor(1_799_000);
  await expect(page.getByText('You have been inactive')).toBeHidden();
  await page.clock.runFor(1_000);
  const dialog = page.getByRole('dialog').filter({ hasText: 'You have been inactive' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You session will expire in 60 s and you will be logged out')).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(dialog.getByText('You session will expire in 59 s and you will be logged out')).toBeVisible();
  await page.clock.runFor(9_000);
  await expect(dialog.getByText('You session will expire in 50 s and you will be logged out')).toBeVisible();

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.clock.runFor(1_000); // the closing animation runs on the (paused) page clock
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/merchant/profile-settings');

  await page.clock.runFor(1_798_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(1_000);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You session will expire in 60 s and you will be logged out')).toBeVisible();
  await page.clock.runFor(59_000);
  await expect(dialog.getByText('You session will expire in 1 s and you will be logged out')).toBeVisible();
  await page.clock.runFor(1_000);
  await page.clock.resume();
  await expect(page).toHaveURL((url) => url.pathname === '/authentication/logged-out');
});

test('Quit in the idle warning signs out', async ({ page }) => {
  await page.clock.install();
  const network = trackNetwork(page);
  await signIn(page, 'tenant@demo.test', { from: '/tenant/profile-settings' });
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  await network.idle();
  await page.clock.pauseAt(Date.now() + 5_000);
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 40);
  await page.clock.runFor(1_800_000);
  await page.clock.runFor(1_000); // the opening animation runs on the (paused) page clock
  await page.getByRole('dialog').filter({ hasText: 'You have been inactive' }).getByRole('button', { name: 'Quit' }).click();
  await page.clock.resume();
  await expect(page).toHaveURL((url) => url.pathname === '/authentication/logged-out');
});
