// The flags that let Debian's Chromium run headless here (no GPU, no sandbox as root, no outside hosts).
// Kept apart from chromium.mjs so that playwright.config.ts can import them without the apt helpers.
export const CHROMIUM = '/usr/bin/chromium';

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
