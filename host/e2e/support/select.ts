import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd select (the first, or the one titled `title`). An option clicked while antd's list is
 * still opening can miss the click on a loaded machine (the select then stays empty): choose again until the closed
 * select shows the option.
 */
export async function chooseOption(page: Page, select: Locator, title?: string): Promise<void> {
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    const option = title === undefined ? options.first() : options.and(page.locator(`[title="${title}"]`));
    const shown = (await option.getAttribute('title', { timeout: 5_000 })) ?? '';
    await option.click({ timeout: 5_000 });
    await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
    await expect(select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')).toContainText(shown, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Picks options of an antd multiple select (its list stays open between picks): each option clicked until the select
 * shows it as a tag, then Escape closes the list.
 */
export async function chooseOptions(page: Page, select: Locator, titles: readonly string[]): Promise<void> {
  const field = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  for (const title of titles) {
    await expect(async () => {
      if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').and(page.locator(`[title="${title}"]`)).click({ timeout: 5_000 });
      await expect(field).toContainText(title, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await select.press('Escape');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

/** Picks the first option of an antd select (see `chooseOption`). */
export const chooseFirstOption = (page: Page, select: Locator): Promise<void> => chooseOption(page, select);

/**
 * Picks an option of a searchable antd select by keyboard, as a user does: types `search`, waits until the list
 * shows a matching option (the options can arrive after the typing on a loaded machine, and an Enter before them
 * picks nothing), presses Enter, and checks that the closed select shows it.
 */
export async function chooseByTyping(page: Page, input: Locator, search: string, shown: string | RegExp = search): Promise<void> {
  await input.fill(search);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: shown }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')).toContainText(shown);
}
