import fs from 'node:fs';
import { aptInstall, earlyInstallDone } from './apt.mjs';
import { info } from './log.mjs';

export { CHROMIUM, CHROMIUM_ARGS, HEADLESS_SHELL_PACKAGE } from './chromium-args.mjs';
import { CHROMIUM, HEADLESS_SHELL_PACKAGE } from './chromium-args.mjs';

let installing = null;

/**
 * Debian's Chromium headless shell, installed with apt-get when missing (Playwright's own download cannot work here). Two
 * Playwright steps may ask at once: they share one install (two apt-get runs would fight over dpkg's lock).
 */
export async function ensureChromium(options = {}) {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  await earlyInstallDone();
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  installing ??= (async () => {
    info(`Chromium missing: installing Debian's ${HEADLESS_SHELL_PACKAGE}`);
    await aptInstall([HEADLESS_SHELL_PACKAGE], options);
    if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} still missing after apt-get install ${HEADLESS_SHELL_PACKAGE}`);
  })();
  await installing;
  return CHROMIUM;
}
