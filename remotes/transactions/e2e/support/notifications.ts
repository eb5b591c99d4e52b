import { expect, type Locator, type Page } from '@playwright/test';

/** The bell's panel, opened (one action). */
export async function openBell(page: Page): Promise<Locator> {
  await page.getByTestId('notifications-bell').click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/** The panel's notification that says `text` (title or description). */
export const notificationSaying = (panel: Locator, text: string | RegExp) => panel.getByTestId('notification-item').filter({ hasText: text }).first();
