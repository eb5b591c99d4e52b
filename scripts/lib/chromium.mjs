import fs from 'node:fs';
import { aptInstall } from './apt.mjs';
import { info } from './log.mjs';

export const CHROMIUM = '/usr/bin/chromium';

/** Flags that let Debian's Chromium run headless here (no GPU, no sandbox as root, no outside hosts). */
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

/** Debian's Chromium, installed with apt-get when missing (Playwright's own download cannot work here). */
export async function ensureChromium(options = {}) {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  info('Chromium missing: installing Debian\'s chromium');
  await aptInstall(['chromium'], options);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} still missing after apt-get install chromium`);
  return CHROMIUM;
}
