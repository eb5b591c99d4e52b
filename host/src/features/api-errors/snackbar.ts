/** Snackbar timings (spec part 1 sections 8 and 9). */
export const SNACKBAR_DEFAULT_SECONDS = 5;
export const ERROR_SNACKBAR_SECONDS = 7;
