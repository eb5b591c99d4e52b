import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks the first option of an antd select. An option clicked while antd's list is still opening can miss the
 * click on a loaded machine (the select then stays empty): choose again until the closed select shows the option.
 */
export async function chooseFirstOption(page: Page, select: Locator): Promise<void> {
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const title = (await option.getAttribute('title', { timeout: 5_000 })) ?? '';
    await option.click({ timeout: 5_000 });
    await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
    await expect(select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')).toContainText(title, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

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
