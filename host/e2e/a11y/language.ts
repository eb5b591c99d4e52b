import { expect, type Page } from '@playwright/test';
import { SHELL_PATHS } from '@portal/contracts';

export const LANGUAGES = [
  { code: 'en', option: 'English' },
  { code: 'tr', option: 'Türkçe' },
] as const;

/**
 * The language picker saves the choice to the profile; other specs sign in with the same accounts at
 * the same time and expect English, so the save is answered here and never reaches the server.
 */
export async function keepProfileLanguage(page: Page): Promise<void> {
  await page.route(`**${SHELL_PATHS.profileSettings}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await route.fulfill({ json: route.request().postDataJSON() });
  });
}

/** Picks the language in the top bar's picker (the profile save stays in this page: keepProfileLanguage). */
export async function switchLanguage(page: Page, code: string, option: string): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) === code) return;
  await page.getByTestId('language-picker').getByTitle(option).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}
