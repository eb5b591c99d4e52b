import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks an option of an antd Select by its accessible name. antd renders only a window of options in
 * its accessible listbox, so the visible item (by title) is clicked.
 */
export async function pickOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }));
  let item: Element | null = null;
  await waitFor(() => {
    item = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((el) => el.getAttribute('title') === option) ?? null;
    expect(item).not.toBeNull();
  });
  await user.click(item as unknown as Element);
}
