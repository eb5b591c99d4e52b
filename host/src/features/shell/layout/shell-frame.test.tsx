import { screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { renderApp } from '../../../test-support/render-app';

// The shell's antd part never arrives here: what the frame draws on its own (ADR 0062).
jest.mock('../zone/shell-zone', () => {
  const never = lazy(() => new Promise<never>(() => undefined));
  return { ShellZone: Object.assign(never, { preload: () => Promise.resolve() }) };
});

describe('the shell\'s frame before antd has loaded (ADR 0062)', () => {
  it('draws the menu, the top bar, the breadcrumbs, the footer and the page\'s title, and says the page is loading', async () => {
    renderApp({ user: 'tenant@demo.test', route: '/crm/settings/countries' });
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByRole('link', { name: 'Countries' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByTestId('breadcrumbs')).getByText('Countries')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('footer')).toHaveTextContent('Payments portal');
    const loading = screen.getByTestId('shell-loading');
    expect(within(loading).getByRole('heading', { level: 1, name: 'Countries' })).toBeInTheDocument();
    expect(within(loading).getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    // The top bar works already: the profile menu, the language, the quick panel's button, Sign out.
    const bar = screen.getByTestId('toolbar');
    expect(within(bar).getByTestId('user-initials')).toHaveAttribute('data-initials', 'TT');
    expect(within(bar).getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Quick panel' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // The bell and the page are antd's: not there yet, and nothing else stands in for them.
    expect(screen.queryByTestId('notifications-bell')).not.toBeInTheDocument();
    expect(screen.queryByTestId('portal-page')).not.toBeInTheDocument();
  });
});
