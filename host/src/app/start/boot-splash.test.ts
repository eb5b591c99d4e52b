import { LOCAL_STORAGE_KEYS } from '@portal/contracts';
import { BOOT_SPLASH_ID, BOOT_SPLASH_MAX_MS, PORTAL_SUB_KEY, THEME_CONFIG_KEY, drawBootSplash, handOverBootSplash, removeBootSplash, shellIsComing, storedSplashTheme } from './boot-splash';

const SESSION_KEY = 'oidc.user:http://localhost/:portal';
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const splash = () => document.getElementById(BOOT_SPLASH_ID);

function signedInTab(theme?: object) {
  sessionStorage.setItem(SESSION_KEY, '{"access_token":"t"}');
  if (theme) localStorage.setItem('themeConfig', JSON.stringify(theme));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  removeBootSplash();
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => jest.useRealTimers());

it('draws the tenant colour and logo from the stored theme when a session is stored', () => {
  signedInTab({ settings: { sidebarBackgroundColor: '#123456' }, logo: LOGO });
  expect(drawBootSplash()).toBe(true);
  expect(splash()).toHaveAttribute('aria-hidden', 'true');
  expect(splash()!.style.background).toBe('rgb(18, 52, 86)');
  expect(splash()!.querySelector('img')).toHaveAttribute('src', LOGO);
  // Clicks pass through, as through the React splash.
  expect(splash()!.style.pointerEvents).toBe('none');
});

it('draws the default colour without a logo when no theme is stored, and only once', () => {
  signedInTab();
  expect(drawBootSplash()).toBe(true);
  expect(drawBootSplash()).toBe(false);
  expect(document.querySelectorAll(`#${BOOT_SPLASH_ID}`)).toHaveLength(1);
  expect(splash()!.style.background).toBe('rgb(46, 67, 254)');
  expect(splash()!.querySelector('img')).toBeNull();
});

it('draws nothing for a visitor without a session or on the sign-in pages', () => {
  expect(drawBootSplash()).toBe(false);
  signedInTab();
  window.history.replaceState(null, '', '/authentication/login');
  expect(drawBootSplash()).toBe(false);
  expect(splash()).toBeNull();
});

it('ignores a stored colour or logo the shell would not draw', () => {
  localStorage.setItem('themeConfig', JSON.stringify({ settings: { sidebarBackgroundColor: 'red;display:none' }, logo: 'javascript:alert(1)' }));
  expect(storedSplashTheme()).toEqual({ color: '#2e43fe', logo: null });
  localStorage.setItem('themeConfig', '{not json');
  expect(storedSplashTheme()).toEqual({ color: '#2e43fe', logo: null });
  localStorage.setItem('themeConfig', JSON.stringify({ logo: '//evil.test/x.png' }));
  expect(storedSplashTheme().logo).toBeNull();
});

it('goes at the hand-over to the React splash', () => {
  signedInTab();
  drawBootSplash();
  handOverBootSplash();
  expect(splash()).toBeNull();
});

it(`never covers the page longer than ${BOOT_SPLASH_MAX_MS} ms without a hand-over`, () => {
  jest.useFakeTimers();
  signedInTab();
  drawBootSplash();
  jest.advanceTimersByTime(BOOT_SPLASH_MAX_MS - 1);
  expect(splash()).not.toBeNull();
  jest.advanceTimersByTime(1);
  expect(splash()).toBeNull();
});

it("reads the theme and the signed-in user under the shell's own keys", () => {
  expect(THEME_CONFIG_KEY).toBe(LOCAL_STORAGE_KEYS.themeConfig);
  expect(PORTAL_SUB_KEY).toBe(LOCAL_STORAGE_KEYS.portalSub);
});

it('expects the shell in a new tab of a browser signed in elsewhere (the open tabs hand the session over), not on the sign-in pages', () => {
  window.sessionStorage.clear();
  window.localStorage.setItem(PORTAL_SUB_KEY, 'merchant-1');
  expect(shellIsComing('/merchant/transaction-management/transaction-lookup')).toBe(true);
  expect(shellIsComing('/authentication/login')).toBe(false);
  window.localStorage.removeItem(PORTAL_SUB_KEY);
  expect(shellIsComing('/merchant/transaction-management/transaction-lookup')).toBe(false);
});

it('reads the session from any oidc user key of the tab', () => {
  const session = window.sessionStorage;
  session.setItem('oidc.abc', 'sign-in state, not a user');
  expect(shellIsComing('/dashboard')).toBe(false);
  session.setItem(SESSION_KEY, '{}');
  expect(shellIsComing('/dashboard')).toBe(true);
});
