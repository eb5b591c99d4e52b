import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStaticAuthService, type AuthService } from '@portal/auth';
import { portalI18n } from '@portal/i18n';
import { setupMswServer, signedInUserFor } from '@portal/testing';
import { IDENTITY_ORIGIN, renderApp } from '../../test-support/render-app';
import { shellHandlers } from '../../test-support/shell-handlers';

// The shell's own calls (the bell's notifications, the quick panel) are answered: none fails in the log. The user
// context is in the cache already; its refetch may go unanswered.
setupMswServer(shellHandlers(), { onUnhandledRequest: 'bypass' });

/** A session whose sign-in callback hands back `returnUrl` (as a tampered OIDC state could). */
function callbackService(email: string, returnUrl: string | null): AuthService {
  const base = createStaticAuthService(signedInUserFor(email));
  return { ...base, completeSignIn: jest.fn().mockResolvedValue({ returnUrl }) };
}

describe('login-callback', () => {
  it('goes to a same-origin returnUrl', async () => {
    const { router } = renderApp({ route: '/authentication/login-callback?code=x&state=y', auth: callbackService('tenant@demo.test', '/crm/tasks?page=2') });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/crm/tasks?page=2'));
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
  ])('ignores the evil returnUrl %s and goes to the default landing page', async (evil) => {
    const crm = renderApp({ route: '/authentication/login-callback', auth: callbackService('tenant@demo.test', evil) });
    await waitFor(() => expect(crm.router.state.location.pathname).toBe('/crm/dashboard'));
    crm.unmount();
    const merchant = renderApp({ route: '/authentication/login-callback', auth: callbackService('merchant@demo.test', evil) });
    await waitFor(() => expect(merchant.router.state.location.pathname).toBe('/dashboard'));
  });

  it('goes to login-failed with the error message when the sign-in fails', async () => {
    const auth = { ...createStaticAuthService(null), completeSignIn: jest.fn().mockRejectedValue(new Error('No matching state found in storage')) };
    const { router } = renderApp({ route: '/authentication/login-callback', auth });
    expect(await screen.findByText('There was an error signing in. Error: No matching state found in storage')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authentication/login-failed');
  });
});

describe('login', () => {
  it('starts the sign-in with a safe returnUrl only', async () => {
    const auth = createStaticAuthService(null);
    const signIn = jest.spyOn(auth, 'signIn');
    renderApp({ route: `/authentication/login?returnUrl=${encodeURIComponent('/merchant/support')}`, auth });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('/merchant/support'));
  });

  it('drops a returnUrl of another origin', async () => {
    const auth = createStaticAuthService(null);
    const signIn = jest.spyOn(auth, 'signIn');
    renderApp({ route: `/authentication/login?returnUrl=${encodeURIComponent('https://evil.example/')}`, auth });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(undefined));
  });

  it('sends a user who is already signed in on to the returnUrl without a new sign-in', async () => {
    const auth = createStaticAuthService(signedInUserFor('merchant@demo.test'));
    const signIn = jest.spyOn(auth, 'signIn');
    const { router } = renderApp({ user: 'merchant@demo.test', route: `/authentication/login?returnUrl=${encodeURIComponent('/merchant/profile-settings')}`, auth });
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/profile-settings'));
    expect(signIn).not.toHaveBeenCalled();
  });

  it('waits for the stored session before deciding', async () => {
    const base = createStaticAuthService(null);
    let snapshot: ReturnType<AuthService['getSnapshot']> = { status: 'loading', user: null, accessToken: null, expiresAt: null };
    const listeners = new Set<() => void>();
    const auth: AuthService = {
      ...base,
      getSnapshot: () => snapshot,
      subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
      signIn: jest.fn().mockResolvedValue(undefined),
    };
    renderApp({ route: '/authentication/login', auth });
    await screen.findByRole('status', { name: 'Signing in...' });
    expect(auth.signIn).not.toHaveBeenCalled();
    snapshot = { status: 'signed-out', user: null, accessToken: null, expiresAt: null };
    act(() => listeners.forEach((l) => l()));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith(undefined));
  });

  it('is where a signed-out visitor of a shell page is sent, with the page as returnUrl', async () => {
    const auth = createStaticAuthService(null);
    jest.spyOn(auth, 'signIn').mockReturnValue(new Promise(() => {}));
    const { router } = renderApp({ route: '/crm/tasks?x=1', auth });
    await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/login'));
    expect(router.state.location.search).toBe(`?returnUrl=${encodeURIComponent('/crm/tasks?x=1')}`);
  });
});

describe('the other authentication pages', () => {
  it('login-failed shows the message parameter as text', async () => {
    renderApp({ route: `/authentication/login-failed?message=${encodeURIComponent('<b>bad</b> state')}` });
    expect(await screen.findByText('There was an error signing in. Error: <b>bad</b> state')).toBeInTheDocument();
  });

  it('unauthorized shows both 401 texts', async () => {
    renderApp({ user: 'merchant@demo.test', route: '/authentication/unauthorized' });
    expect(await screen.findByText("401: You don't have enough permissions to get access to the resource")).toBeInTheDocument();
    expect(screen.getByText('Please, try to Logout/Login using other credentials')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('unauthorized leads tenant staff back to their own landing page', async () => {
    renderApp({ user: 'tenant@demo.test', route: '/authentication/unauthorized' });
    expect(await screen.findByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/crm/dashboard');
  });

  it('logged-out says so', async () => {
    renderApp({ route: '/authentication/logged-out' });
    expect(await screen.findByText('You successfully logged out!')).toBeInTheDocument();
  });

  it('logout opened from outside the app does not sign out', async () => {
    const auth = createStaticAuthService(signedInUserFor('merchant@demo.test'));
    const signOut = jest.spyOn(auth, 'signOut');
    renderApp({ route: '/authentication/logout', auth });
    expect(await screen.findByText('The logout was not initiated from within the page.')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('Sign out in the header signs out through the logout page', async () => {
    const user = userEvent.setup();
    const auth = createStaticAuthService(signedInUserFor('merchant@demo.test'));
    const signOut = jest.spyOn(auth, 'signOut').mockReturnValue(new Promise(() => {}));
    const { router } = renderApp({ route: '/merchant/profile-settings', auth });
    await user.click(await screen.findByRole('button', { name: /Sign out/ }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/authentication/logout');
  });

  it('logout-callback finishes the sign-out and shows logged-out', async () => {
    const auth = createStaticAuthService(signedInUserFor('merchant@demo.test'));
    const completeSignOut = jest.spyOn(auth, 'completeSignOut');
    const { router } = renderApp({ route: '/authentication/logout-callback?state=s', auth });
    expect(await screen.findByText('You successfully logged out!')).toBeInTheDocument();
    expect(completeSignOut).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/authentication/logged-out');
  });

  it.each([
    ['profile', '/Identity/Account/Manage'],
    ['register', '/Identity/Account/Register'],
  ])('%s goes to the identity server page %s', async (page, target) => {
    const leavePortal = jest.fn();
    renderApp({ route: `/authentication/${page}`, leavePortal });
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(`${IDENTITY_ORIGIN}${target}`));
  });
});

describe('the authentication pages share the sign-in pages\' look (issue 16, ADR 0041)', () => {
  afterEach(async () => {
    await act(async () => { await portalI18n().changeLanguage('en'); });
  });

  it.each([
    ['logged-out', '/authentication/logged-out', undefined, 'You successfully logged out!'],
    ['login-failed', '/authentication/login-failed?message=x', undefined, 'Sign-in failed'],
    ['unauthorized', '/authentication/unauthorized', 'merchant@demo.test', "401: You don't have enough permissions to get access to the resource"],
    ['logout (not from the app)', '/authentication/logout', undefined, 'The logout was not initiated from within the page.'],
  ])('%s: brand top bar, language switch and the card', async (_name, route, user, text) => {
    renderApp({ route, user });
    expect(await screen.findByText(text)).toBeInTheDocument();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Payments portal')).toBeInTheDocument();
    expect(within(bar).getByTestId('language-picker')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(text)).toBeInTheDocument();
  });

  it('the logged-out page switches to Turkish and back with the EN/TR switch', async () => {
    renderApp({ route: '/authentication/logged-out' });
    expect(await screen.findByText('You successfully logged out!')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('banner')).getByText('TR'));
    expect(await screen.findByText('Başarıyla çıkış yaptınız!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/authentication/login');
    expect(within(screen.getByRole('banner')).getByText('Ödeme portalı')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');
    fireEvent.click(within(screen.getByRole('banner')).getByText('EN'));
    expect(await screen.findByText('You successfully logged out!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/authentication/login');
  });

  it('the unauthorized page keeps the spec texts in English and speaks Turkish after the switch', async () => {
    renderApp({ user: 'merchant@demo.test', route: '/authentication/unauthorized' });
    expect(await screen.findByText('Please, try to Logout/Login using other credentials')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('banner')).getByText('TR'));
    expect(await screen.findByText('401: Bu kaynağa erişmek için yeterli yetkiniz yok')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Çıkış yap' })).toBeInTheDocument();
  });
});
