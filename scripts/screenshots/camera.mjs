// What the screenshot scripts share: a browser on Debian's Chromium, pages of a given size and language, the
// demo sign-in, and a shot that never fails the run (a screen an older build lacks is reported, not thrown).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium-args.mjs';

export const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=').slice(1).join('=') ?? fallback;
const PASSWORD = 'Portal-Demo-1';

/** A camera on the portal at `base`, writing `<name>-<suffix>.png` into `out`. */
export async function openCamera({ base, out, suffix }) {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const shots = [];

  async function page({ width = 1440, height = 900, locale = 'en-GB', timezoneId } = {}) {
    const context = await browser.newContext({ viewport: { width, height }, locale, baseURL: base, ...(timezoneId ? { timezoneId } : {}) });
    return context.newPage();
  }

  async function shot(p, name, { fullPage = false } = {}) {
    await p.waitForTimeout(600); // antd motions (a build before reduced motion still has them)
    const file = `${name}-${suffix}.png`;
    await p.screenshot({ path: path.join(out, file), fullPage });
    shots.push(file);
    console.log(file);
  }

  /** The splash covers the first 3 s of a full load; it may not be in the page yet when the shell is. */
  async function splashGone(p) {
    await p.getByTestId('splash-screen').waitFor({ state: 'visible', timeout: 2_000 }).catch(() => {});
    await p.getByTestId('splash-screen').waitFor({ state: 'hidden', timeout: 15_000 }).catch(() => {});
  }

  async function signIn(p, email) {
    await p.goto('/authentication/login');
    await p.getByLabel(/Email|E-posta/).fill(email);
    await p.getByLabel(/Password|Parola|Şifre/).fill(PASSWORD);
    await p.getByRole('button', { name: /Sign in|Giriş|Oturum aç/ }).click();
    await p.getByTestId('app-shell').waitFor({ timeout: 60_000 });
    await splashGone(p);
  }

  /** A portal page after a full load. */
  async function visit(p, url) {
    await p.goto(url);
    await p.getByTestId('app-shell').waitFor({ timeout: 60_000 });
    await splashGone(p);
  }

  /** Runs one group of shots; a failure skips only this group. */
  async function attempt(name, run) {
    try {
      await run();
    } catch (error) {
      console.log(`${name}: not taken (${error.message.split('\n')[0]})`);
    }
  }

  /** Signs in as `email` on a fresh page, runs `steps`, closes the page; a failure skips only these steps. */
  const as = (email, name, steps, options = {}) => attempt(name, async () => {
    const p = await page(options);
    try {
      await signIn(p, email);
      await steps(p);
    } finally {
      await p.context().close();
    }
  });

  async function close() {
    await browser.close();
    console.log(`${shots.length} screenshots in ${out}`);
  }

  return { page, shot, signIn, visit, attempt, as, close };
}
