import { expect, type Page } from '@playwright/test';

/**
 * Waits until the signed-in shell is there and its splash (3 s after the layout is built) has gone.
 * The shell first: a splash that does not exist yet also counts as "hidden".
 */
export async function shellSettled(page: Page): Promise<void> {
  await expect(page.getByTestId('app-shell')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('splash-screen')).toBeHidden({ timeout: 10_000 });
}
