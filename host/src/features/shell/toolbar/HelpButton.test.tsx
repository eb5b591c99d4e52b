import { screen } from '@testing-library/react';
import { renderApp } from '../../../test-support/render-app';

// The whole shell renders here: slow on a loaded machine.
jest.setTimeout(30_000);

describe('the top bar help button', () => {
  it('is shown to a holder of CRM.Support.Lookup', async () => {
    renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
    expect(await screen.findByTestId('help-button')).toBeInTheDocument();
  });

  it('is not shown, in neither form, to a user with neither Support.Lookup nor Merchant.Support.EmailButton', async () => {
    renderApp({ user: 'tenant-viewer@demo.test', route: '/tenant/profile-settings' });
    expect(await screen.findByTestId('user-initials')).toBeInTheDocument();
    expect(screen.queryByTestId('help-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('help-email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
  });
});
