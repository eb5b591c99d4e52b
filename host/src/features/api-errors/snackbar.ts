/** Error snackbar timing (spec part 1 section 8); the default one is `SNACKBAR_DEFAULT_SECONDS` in `@portal/ui`. */
export const ERROR_SNACKBAR_SECONDS = 7;
