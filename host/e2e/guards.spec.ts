import { expect, test } from '@playwright/test';
import { DEFAULT_PATH, IDENTITY_PATHS, LOGIN_PATH, UNAUTHORIZED_PATH } from '@portal/contracts';
import { navigateInApp, recordNavigations, signIn, submitLoginForm } from './support';

test('an unauthenticated visit to a guarded route goes to the login route with a returnUrl, then back', async ({ page }) => {
  const guarded = '/merchant/support-tickets';
  const navigations = recordNavigations(page);
  await page.goto(guarded);

  // The portal's login route starts the sign-in; the identity server's form follows.
  await expect(page).toHaveURL((url) => url.pathname === IDENTITY_PATHS.login);
  const loginRoute = navigations.find((url) => url.pathname === LOGIN_PATH);
  expect(loginRoute, `navigations: ${navigations.map(String).join(', ')}`).toBeDefined();
  expect(loginRoute!.searchParams.get('returnUrl')).toBe(guarded);

  await submitLoginForm(page, 'merchant@demo.test');
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === guarded);
});

test('a missing permission leads to the unauthorized page with a returnUrl', async ({ page }) => {
  // Signed in on a light page (not the CRM dashboard with its widgets), then to the route as a link goes there.
  await signIn(page, 'tenant-viewer@demo.test', { from: '/tenant/profile-settings' });
  await navigateInApp(page, '/crm/leads');
  await expect(page).toHaveURL((url) => url.pathname === UNAUTHORIZED_PATH && url.searchParams.get('returnUrl') === '/crm/leads');
  await expect(page.getByText("401: You don't have enough permissions to get access to the resource")).toBeVisible();
  await expect(page.getByText('Please, try to Logout/Login using other credentials')).toBeVisible();
});

test('an unknown path goes to /dashboard', async ({ page }) => {
  // Opened directly (the server's SPA fallback, then the router): signing in on it ends on /dashboard, one load.
  await signIn(page, 'merchant@demo.test', { from: '/no-such-page/anywhere' });
  await expect(page).toHaveURL((url) => url.pathname === DEFAULT_PATH);
  await expect(page.getByTestId('app-shell')).toBeVisible();
});
