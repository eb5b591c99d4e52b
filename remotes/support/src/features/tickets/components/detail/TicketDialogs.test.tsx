import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketFixture } from '@portal/testing';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';
import { AddReferenceDialog } from './AddReferenceDialog';
import { InviteExternalPartyDialog } from './InviteExternalPartyDialog';

setupSupportServer();
jest.setTimeout(30_000);

const ref = { kind: 'tenant-customer', customerId: 'cust-1', ticketId: 'ticket-1' } as const;
const store = () => ({ tickets: [ticketFixture({ ticketId: 'ticket-1', customerId: 'cust-1' })] });
const posted = (calls: Array<{ method: string; path: string; body?: unknown }>, suffix: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/support/ticket/cust-1/ticket-1/${suffix}`)).map((c) => c.body);

describe('AddReferenceDialog', () => {
  it('adds a trimmed reference only when a value is given, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const result = renderSupport(<AddReferenceDialog open ticketRef={ref} onClose={onClose} />, { user: 'tenant@demo.test', store: store() });
    const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toBeDisabled());

    await user.type(within(dialog).getByLabelText('Value'), '   ');
    await user.tab();
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Value'), ' tx-77 ');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(result.store.calls, 'references')).toEqual([{ references: [{ key: 'Transaction', value: 'tx-77' }] }]);
  });

  it('cancel closes without sending and clears the value', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const result = renderSupport(<AddReferenceDialog open ticketRef={ref} onClose={onClose} />, { user: 'tenant@demo.test', store: store() });
    const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
    await user.type(within(dialog).getByLabelText('Value'), 'tx-1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Value')).toHaveValue('');
    expect(posted(result.store.calls, 'references')).toEqual([]);
  });
});

describe('InviteExternalPartyDialog', () => {
  it('needs a valid e-mail and sends it trimmed with the description (or null)', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const result = renderSupport(<InviteExternalPartyDialog open ticketRef={ref} onClose={onClose} />, { user: 'tenant@demo.test', store: store() });
    const dialog = await screen.findByRole('dialog', { name: 'Invite external party' });
    const invite = within(dialog).getByRole('button', { name: 'Invite' });
    await waitFor(() => expect(invite).toBeDisabled());

    await user.type(within(dialog).getByLabelText('E-mail'), 'auditor@');
    await user.tab();
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(invite).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), ' auditor@example.test ');
    await waitFor(() => expect(invite).toBeEnabled());
    await user.click(invite);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(result.store.calls, 'invite-external-party')).toEqual([{ externalPartyEmail: 'auditor@example.test', invitationDescription: null }]);
  });
});
