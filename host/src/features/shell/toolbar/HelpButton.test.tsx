import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactSupportDialogProps, RemoteModule } from '@portal/contracts';
import { fakeRemoteModule, renderApp } from '../../../test-support/render-app';
import { setupMswServer } from '@portal/testing';
import { shellHandlers } from '../../../test-support/shell-handlers';

// The shell's own calls (the bell's notifications, the quick panel) are answered: none fails in the log. The user
// context is in the cache already; its refetch may go unanswered.
setupMswServer(shellHandlers(), { onUnhandledRequest: 'bypass' });

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

  it("draws the support remote's dialog on its first opening only, even where that remote is already loaded", async () => {
    const user = userEvent.setup({ delay: null });
    const drawn: boolean[] = [];
    // The support remote's dialog: it would download its form as soon as it is drawn, open or not.
    function ContactSupportDialog({ open }: ContactSupportDialogProps) {
      drawn.push(open);
      return open ? <div role="dialog" aria-label="Contact Support" /> : null;
    }
    const support: RemoteModule = { ...fakeRemoteModule('support'), extensions: { ContactSupportDialog } };
    const loadRemote = (name: string) => Promise.resolve(name === 'support' ? support : fakeRemoteModule(name as 'crm'));
    const { remoteLoader } = renderApp({ user: 'merchant@demo.test', route: '/merchant/support', loadRemote });
    // The support page is drawn from its remote: the remote, and with it the dialog's component, is loaded.
    await waitFor(() => expect(remoteLoader.get('support').status).toBe('loaded'));
    const help = await screen.findByTestId('help-button');
    expect(drawn).toEqual([]);

    await user.click(help);
    expect(await screen.findByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument();
    expect(drawn.at(-1)).toBe(true);
  });
});
