/** Snackbar default, seconds (spec part 1 section 9: 5000 ms); what the shell's antd <App> gives `message`. */
export const SNACKBAR_DEFAULT_SECONDS = 5;
