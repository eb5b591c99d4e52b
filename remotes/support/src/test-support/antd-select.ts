import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { chooseOption } from '@portal/testing';

/** Picks `option` of the antd Select labelled `label` through the shared helper (it waits until the list takes clicks). */
export async function pickOption(user: UserEvent, label: string, option: string): Promise<void> {
  await chooseOption(user, screen.getByRole('combobox', { name: label }), option);
}
