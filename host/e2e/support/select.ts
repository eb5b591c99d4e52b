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
