import { waitFor } from '@testing-library/react';

/** What the helper needs of userEvent's instance (any `userEvent.setup()` result). */
export interface Clicker {
  click(element: Element): Promise<void>;
}

const OPEN_OPTIONS = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

/** Whether a click would reach the element: nothing above it says `pointer-events: none` (antd's list while it opens). */
function takesClicks(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).pointerEvents === 'none') return false;
  }
  return true;
}

/** The titles of the options of every antd Select list open now (a test reads what a list offers). */
export function openOptionTitles(): string[] {
  return [...document.querySelectorAll(OPEN_OPTIONS)].map((o) => o.getAttribute('title') ?? '');
}

/**
 * Chooses `title` in an antd Select the way a user does: opens it (a click on `field`, unless `field` is null because
 * the list is open already or was opened by typing), waits until that option is drawn in the open list *and takes
 * clicks* (antd's list ignores the pointer while it opens: a click then misses on a busy machine), and clicks it.
 * A RegExp chooses the first option whose title matches (`/./`: the first option). Component tests choose antd
 * options through this one helper.
 */
export async function chooseOption(user: Clicker, field: Element | null, title: string | RegExp): Promise<void> {
  if (field) await user.click(field);
  const matches = (element: Element) => {
    const shown = element.getAttribute('title') ?? '';
    return typeof title === 'string' ? shown === title : title.test(shown);
  };
  // Found, checked and clicked in one try: a list that goes back to ignoring the pointer between the check and the
  // click (its opening motion drawn again by a render in between) refuses the click, and the next try finds it anew.
  await waitFor(async () => {
    const open = [...document.querySelectorAll(OPEN_OPTIONS)];
    const found = open.find(matches);
    if (!found) throw new Error(`No option "${String(title)}" in an open list (${open.map((o) => o.getAttribute('title')).join(' | ')})`);
    if (!takesClicks(found)) throw new Error(`The list with "${String(title)}" is still opening`);
    await user.click(found);
  });
}
