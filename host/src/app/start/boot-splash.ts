/**
 * The splash drawn by the host's first script, before React, antd and the session load (ADR 0061). A signed-in
 * reload used to show a white page until the shell had started (about 2.5 s with a 4x CPU throttle); the spec's
 * splash (part 1 section 9) then covered the page for 3 s more. Drawing the same splash from the first script
 * shows the tenant's colour and logo at once; the React splash takes over when the layout is built
 * (`handOverBootSplash`), and it goes without a hand-over when there is no shell to show (signed out, start
 * failed) or after BOOT_SPLASH_MAX_MS, so it never hides a page for good.
 */

export const BOOT_SPLASH_ID = 'portal-boot-splash';
/** The longest the boot splash may cover the page without the shell taking over. */
export const BOOT_SPLASH_MAX_MS = 15_000;
/**
 * LOCAL_STORAGE_KEYS.themeConfig of @portal/contracts, written here: this file runs in the host's first chunk,
 * which stays free of other modules (the start-up budget, ADR 0048); a test keeps the two equal.
 */
export const THEME_CONFIG_KEY = 'themeConfig';
/** The colour of the splash when no theme is stored (the default sidebar colour, as shell.css's fallback). */
const DEFAULT_SPLASH_COLOR = '#2e43fe';

/** The stored theme's sidebar colour and logo (written by ThemeConfigurationProvider), or the defaults. */
export function storedSplashTheme(storage: Storage = window.localStorage): { color: string; logo: string | null } {
  let stored: { settings?: { sidebarBackgroundColor?: unknown }; logo?: unknown } | null = null;
  try {
    stored = JSON.parse(storage.getItem(THEME_CONFIG_KEY) ?? 'null');
  } catch {
    // unreadable: the defaults
  }
  const color = stored?.settings?.sidebarBackgroundColor;
  const logo = stored?.logo;
  return {
    color: typeof color === 'string' && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_SPLASH_COLOR,
    // An image of the portal's own origin, https, or inline.
    logo: typeof logo === 'string' && /^(https:\/\/|\/(?!\/)|data:image\/)/.test(logo) ? logo : null,
  };
}

/**
 * LOCAL_STORAGE_KEYS.portalSub of @portal/contracts (the user the browser is signed in as), written here for the same
 * reason as THEME_CONFIG_KEY; a test keeps the two equal.
 */
export const PORTAL_SUB_KEY = 'portal-sub';

/**
 * Whether the page about to start is the signed-in shell (no sign-in page): a session stored in this tab
 * (oidc-client-ts keeps it per tab), or, in a new tab, a browser signed in elsewhere, whose open tabs hand their
 * session over in a few ms (ADR 0116). Then the splash, the shell's antd part and the page's remote start at once.
 */
export function shellIsComing(
  pathname: string = window.location.pathname,
  session: Storage = window.sessionStorage,
  local: Storage = window.localStorage,
): boolean {
  try {
    if (pathname.startsWith('/authentication')) return false;
    return Object.keys(session).some((key) => key.startsWith('oidc.user:')) || Boolean(local.getItem(PORTAL_SUB_KEY));
  } catch {
    return false; // storage blocked: no session to resume
  }
}

/** A box styled inline (shell.css is not loaded yet). */
function box(doc: Document, css: string, tag = 'div'): HTMLElement {
  const element = doc.createElement(tag);
  element.style.cssText = css;
  return element;
}

/** Draws the boot splash over the page when the shell is coming; returns whether it did. */
export function drawBootSplash(doc: Document = document): boolean {
  if (!doc.body || !shellIsComing() || doc.getElementById(BOOT_SPLASH_ID)) return false;
  const { color, logo } = storedSplashTheme();
  // The React splash's box (.portal-splash), its logo box (.portal-logo) and its large spinner's room under the
  // logo, so nothing moves at the hand-over.
  const splash = box(doc, `position:fixed;inset:0;z-index:2000;display:flex;flex-direction:column;gap:24px;align-items:center;justify-content:center;pointer-events:none;background:${color}`);
  splash.id = BOOT_SPLASH_ID;
  splash.setAttribute('aria-hidden', 'true');
  if (logo) {
    const image = box(doc, 'max-height:40px;max-width:200px;object-fit:contain', 'img') as HTMLImageElement;
    image.src = logo;
    image.alt = '';
    splash.append(box(doc, 'display:flex;align-items:center;min-height:64px;padding:0 24px'), box(doc, 'width:32px;height:32px'));
    splash.firstChild!.appendChild(image);
  }
  doc.body.appendChild(splash);
  setTimeout(() => removeBootSplash(doc), BOOT_SPLASH_MAX_MS);
  return true;
}

/** Removes the boot splash (no-op when it is not there). */
export function removeBootSplash(doc: Document = document): void {
  doc.getElementById(BOOT_SPLASH_ID)?.remove();
}

/** The React splash is on screen: the boot splash goes (the same colour and logo stay where they were). */
export const handOverBootSplash = removeBootSplash;
