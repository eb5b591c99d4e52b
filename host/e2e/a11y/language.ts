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

/**
 * keepProfileLanguage without `page.route`: the page's own `fetch` answers the profile save (an init script, so
 * in every document of the page). The walk uses it because any route turns off Chromium's HTTP cache for the page
 * (Playwright's request interception), and the walk's one tab lives on that cache: every account after the first
 * takes the shell's and the remotes' chunks from it (ADR 0040, session 12).
 */
export async function keepProfileLanguageInPage(page: Page): Promise<void> {
  await page.addInitScript((savePath) => {
    const send = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const url = new URL(request?.url ?? String(input), window.location.href);
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      if (method !== 'PUT' || !url.pathname.endsWith(`/${savePath}`)) return send(input, init);
      const saved = typeof init?.body === 'string' ? init.body : '{}';
      return Promise.resolve(new Response(saved, { status: 200, headers: { 'content-type': 'application/json' } }));
    };
  }, SHELL_PATHS.profileSettings.replace(/^\//, ''));
}
