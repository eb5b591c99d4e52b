import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { renderWithProviders } from '@portal/testing';
import { renderApp } from '../../../test-support/render-app';
import { SkipLink } from '../keyboard/SkipLink';

// The frame alone (the antd part never arrives): the skip link, the banner and the title are the frame's.
jest.mock('../zone/shell-zone', () => {
  const never = lazy(() => new Promise<never>(() => undefined));
  return { ShellZone: Object.assign(never, { preload: () => Promise.resolve() }) };
});

beforeEach(() => {
  localStorage.clear();
  document.title = 'Portal';
});

describe('where am I: the mode, the skip link and the title of every signed-in page', () => {
  it('tenant staff (no switch, Test by default): the Test-mode banner on its own row above the page, and the mode in the top bar', async () => {
    renderApp({ user: 'tenant@demo.test', route: '/crm/settings/countries' });
    const banner = await screen.findByTestId('test-mode-banner');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveTextContent('Test mode — no real money moves');
    // Its own row: outside the header and the page.
    expect(banner.closest('header, main')).toBeNull();
    expect(within(screen.getByTestId('toolbar')).getByTestId('mode-indicator')).toHaveTextContent('Test mode');
    expect(screen.getByTestId('app-shell')).toHaveAttribute('data-system-mode', 'Test');
  });

  it('a processing merchant in Live: no banner, the switch says Live', async () => {
    renderApp({ user: 'merchant@demo.test', route: '/merchant/profile-settings' });
    const toggle = await within(await screen.findByTestId('mode-switch')).findByRole('switch', { name: 'Live mode' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.queryByTestId('test-mode-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('mode-label-live')).toHaveTextContent('Live');
  });

  it('the first Tab stop is "Skip to main content", which moves focus into the main landmark', async () => {
    const user = userEvent.setup();
    renderApp({ user: 'tenant@demo.test', route: '/crm/settings/countries' });
    await screen.findByTestId('side-menu');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('the document title is the page and the tenant, and follows navigation', async () => {
    const { router } = renderApp({ user: 'tenant@demo.test', route: '/crm/settings/countries' });
    await waitFor(() => expect(document.title).toBe('Countries · Acme Payments'));
    await act(() => router.navigate('/tenant/profile-settings'));
    await waitFor(() => expect(document.title).toBe('Profile settings · Acme Payments'));
  });

  it('platform staff, who have no tenant, see the portal\'s name; sign-out brings the earlier title back', async () => {
    const { unmount } = renderApp({ user: 'platform@demo.test', route: '/dashboard' });
    await waitFor(() => expect(document.title).toBe('Dashboard · Payments portal'));
    expect(await screen.findByTestId('mode-indicator')).toHaveTextContent('Test mode');
    unmount();
    expect(document.title).toBe('Portal');
  });
});

it('the skip link speaks Turkish in tr', () => {
  renderWithProviders(<SkipLink />, { language: 'tr' });
  expect(screen.getByRole('link', { name: 'Ana içeriğe geç' })).toHaveAttribute('href', '#main-content');
});
