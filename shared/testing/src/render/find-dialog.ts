import { screen, waitFor } from '@testing-library/react';
import { waitLimit } from '../time/wait-limit';

/**
 * The open dialog whose text holds `text` (a page may have a confirmation over a form): waits for it, as a user
 * waits for the dialog to open; several open at once are told apart by what they say.
 */
export async function findDialogWith(text: string, options: { timeout?: number } = waitLimit(10_000)): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((dialog) => dialog.textContent?.includes(text));
    if (!found) throw new Error(`No open dialog says "${text}"`);
  }, options);
  return found!;
}
