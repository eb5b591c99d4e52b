// The browser the Playwright steps drive and the flags that let it run here (no GPU, no sandbox as root, no
// outside hosts). Kept apart from chromium.mjs so that playwright.config.ts can import them without the apt helpers.
import fs from 'node:fs';

/**
 * Debian's old headless shell (package chromium-headless-shell, the same Chromium release as the chromium
 * package): the browser without its UI, extensions and component services. It is what Playwright itself runs
 * for headless tests; measured here it took about a fifth less CPU per spec than the full browser (ADR 0072).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';
/** Debian's full Chromium: used where the headless shell is not installed (a machine that cannot reach apt). */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** PORTAL_CHROMIUM names another binary; otherwise the headless shell, or the full browser when only it is there. */
export const CHROMIUM = process.env.PORTAL_CHROMIUM
  ?? (fs.existsSync(HEADLESS_SHELL) || !fs.existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost',
];

/**
 * The browser the Playwright steps drive: the same, with JavaScript run by V8's interpreter and baseline compiler
 * only (no Maglev, no TurboFan). A spec's page lives for seconds and most of its code runs a few times, so the
 * optimising compilers' work on background threads was mostly spent on code the test never ran again: measured on
 * five long specs, the browser's CPU fell by 22 % (135-143 s -> 105-107 s) and their time by 8-11 % (ADR 0072,
 * session 50). What the code does is the same at every tier; the benches keep CHROMIUM_ARGS, the browser users run.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt,--no-maglev'];
