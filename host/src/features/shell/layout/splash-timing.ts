/** The splash hides 3 s after the layout is built (spec part 1 section 9). Apart, so the e2e helpers read it too. */
export const SPLASH_HIDE_MS = 3000;
