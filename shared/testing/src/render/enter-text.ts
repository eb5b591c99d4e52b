/** What the helper needs of userEvent's instance (any `userEvent.setup()` result, or `userEvent` itself). */
export interface Paster {
  click(element: Element): Promise<void>;
  paste(text: string): Promise<void>;
}

/**
 * Puts `text` into a field at once, as a user pasting it does: a click into the field (the caret at the end of what
 * it holds), then one paste, one change event. Typing a text key by key renders the form once per key (a form
 * renders every field again on each change): use `type` where the keys themselves are what a test is about (an
 * input mask, a box that refuses a key, a preview that follows each key), this everywhere else.
 */
export async function enterText(user: Paster, field: Element, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
