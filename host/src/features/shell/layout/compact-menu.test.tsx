import { screen, waitFor } from '@testing-library/react';
import { setupMswServer } from '@portal/testing';
import { renderApp } from '../../../test-support/render-app';
import { shellHandlers } from '../../../test-support/shell-handlers';

// The whole shell renders here: slow on a loaded machine.
jest.setTimeout(30_000);

const server = setupMswServer([], { onUnhandledRequest: 'bypass' });

describe('the "Compact menu" quick setting', () => {
  it('folds the sidebar (icons only, the small logo) when on', async () => {
    server.use(...shellHandlers({ settings: { compactMenu: true } }));
    renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
    await waitFor(() => expect(document.querySelector('.portal-sider')).toHaveClass('portal-sider-folded'));
    expect(screen.getAllByTestId('logo-folded').length).toBeGreaterThan(0);
    // The menu is drawn once the user context (its permissions) has arrived, after the frame.
    await waitFor(() => expect(document.querySelector('.portal-menu-folded')).not.toBeNull());
  });

  it('leaves the sidebar unfolded when off', async () => {
    server.use(...shellHandlers({ settings: { compactMenu: false } }));
    renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
    await screen.findByRole('heading', { name: 'Profile settings' });
    await waitFor(() => expect(document.querySelector('.portal-sider')).not.toHaveClass('portal-sider-folded'));
    expect(screen.queryByTestId('logo-folded')).not.toBeInTheDocument();
  });
});
