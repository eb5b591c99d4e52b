import { screen, waitFor, within } from '@testing-library/react';
import { createHandlers, setupMswServer } from '@portal/testing';
import { renderApp } from '../../../test-support/render-app';
import { shellHandlers } from '../../../test-support/shell-handlers';

// The shell's own calls (the bell, quick settings, the profile page's settings) answered as a new user has them.
const server = setupMswServer(shellHandlers());

describe('the signed-in shell', () => {
  it('loads the user context and shows the CRM menu with the user initials before any remote has loaded', async () => {
    server.use(...createHandlers({ userEmail: 'tenant@demo.test' }));
    // The remote never finishes loading: the menu must not wait for it.
    renderApp({ user: 'tenant@demo.test', route: '/crm/settings/countries', seedUserContext: false });

    const menu = await screen.findByTestId('side-menu');
    await waitFor(() => expect(within(menu).getByText('Transaction management')).toBeInTheDocument());
    expect(within(menu).getByText('Reports')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Countries' })).toHaveAttribute('href', '/crm/settings/countries');
    // Platform-only and merchant entries are not for a tenant user.
    expect(within(menu).queryByText('Tenant management')).not.toBeInTheDocument();
    expect(within(menu).queryByText('AI Chat')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Boarding')).not.toBeInTheDocument();
    expect(screen.getByTestId('user-initials')).toHaveAttribute('data-initials', 'TT');
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
  });

  it('gives a merchant the merchant menu', async () => {
    renderApp({ user: 'merchant@demo.test', route: '/merchant/profile-settings' });
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getByText('Boarding')).toBeInTheDocument();
    expect(within(menu).getByText('Payment settings')).toBeInTheDocument();
    // Items of folded groups are rendered but hidden until the group opens.
    expect(within(menu).getByRole('link', { name: 'Support', hidden: true })).toHaveAttribute('href', '/merchant/support');
    expect(within(menu).queryByText('CRM')).not.toBeInTheDocument();
    expect(screen.getByTestId('user-initials')).toHaveAttribute('data-initials', 'MM');
  });

  it('hides every group the user holds no permission for', async () => {
    renderApp({ user: 'tenant-viewer@demo.test', route: '/tenant/profile-settings' });
    const menu = await screen.findByTestId('side-menu');
    expect(within(menu).getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'))).toEqual(['/crm/dashboard', '/crm/user-dashboard']);
    for (const group of ['CRM', 'Transaction management', 'Reports', 'Settings', 'Support', 'Users']) {
      expect(within(menu).queryByText(group)).not.toBeInTheDocument();
    }
  });

  it('shows breadcrumbs from the route catalogue: Dashboard first, the current page last and not a link', async () => {
    renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
    const crumbs = await screen.findByTestId('breadcrumbs');
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/crm/dashboard');
    expect(within(crumbs).getByText('Profile settings')).not.toHaveAttribute('href');
    expect(within(crumbs).queryByRole('link', { name: 'Profile settings' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeInTheDocument();
  });
});
