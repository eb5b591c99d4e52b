import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { chooseOption, createTransactionHandlers, DEMO_MERCHANTS, ticketFixture } from '@portal/testing';
import { pickOption } from '../../../../test-support/antd-select';
import { renderSupport, server, setupSupportServer } from '../../../../test-support/render-support';
import { AddReferenceDialog } from './AddReferenceDialog';
import { InviteExternalPartyDialog } from './InviteExternalPartyDialog';

setupSupportServer();
const BLUE_BOTTLE = DEMO_MERCHANTS[0];
jest.setTimeout(30_000);

const ref = { kind: 'tenant-customer', customerId: 'cust-1', ticketId: 'ticket-1' } as const;
const store = () => ({ tickets: [ticketFixture({ ticketId: 'ticket-1', customerId: 'cust-1' })] });
const posted = (calls: Array<{ method: string; path: string; body?: unknown }>, suffix: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(`/support/ticket/cust-1/ticket-1/${suffix}`)).map((c) => c.body);

describe('AddReferenceDialog', () => {
  const keyOptions = () => [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((el) => el.getAttribute('title'));

  it('adds Customer references picked from the tenant\'s customers by name', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const result = renderSupport(<AddReferenceDialog open ticketRef={ref} onClose={onClose} />, { user: 'tenant@demo.test', store: store() });
    const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
    const add = within(dialog).getByRole('button', { name: 'Add' });

    await pickOption(user, 'Key', 'Customer');
    expect(keyOptions()).toEqual(['Customer', 'Transaction', 'File']);
    // Add without a customer: nothing is sent, and the dialog says what is missing (issue 16).
    await user.click(add);
    expect(await within(dialog).findByTestId('missing-fields')).toHaveTextContent('Please fill in or correct: Customers');
    expect(posted(result.store.calls, 'references')).toEqual([]);
    await pickOption(user, 'Customers', BLUE_BOTTLE.legalBusinessName);
    await waitFor(() => expect(within(dialog).queryByTestId('missing-fields')).toBeNull());
    await user.click(add);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(result.store.calls, 'references')).toEqual([{ references: [{ key: 'Customer', value: BLUE_BOTTLE.merchantId }] }]);
  });

  it('adds Transaction references found by the transaction search', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const result = renderSupport(<AddReferenceDialog open ticketRef={ref} onClose={onClose} />, { user: 'tenant@demo.test', store: store() });
    server.use(...createTransactionHandlers({ userEmail: 'tenant@demo.test' }).handlers);
    const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
    const input = within(dialog).getByRole('combobox', { name: 'Transactions' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'TX-BBC-0011' } });
    // Typing opened the list: the helper picks the search's match once the list takes clicks.
    await chooseOption(user, null, /^TX-BBC-0011/);
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(result.store.calls, 'references')).toEqual([{ references: [{ key: 'Transaction', value: 'TX-BBC-0011' }] }]);
  });

  it('adds a File reference to a file uploaded through the Attachments box; Add waits for the upload', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const result = renderSupport(<AddReferenceDialog open ticketRef={ref} onClose={onClose} />, { user: 'tenant@demo.test', store: store() });
    const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
    await pickOption(user, 'Key', 'File');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new NodeFile(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }) as unknown as File);
    expect(await within(dialog).findByText('invoice.pdf')).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(result.store.calls, 'references')).toEqual([{ references: [{ key: 'File', value: 'file-1' }] }]);
  });

  it('offers the merchant no Customer key (it may reference only its own business, the ticket\'s already)', async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<AddReferenceDialog open ticketRef={{ kind: 'merchant', ticketId: 'ticket-1' }} onClose={jest.fn()} />, { user: 'merchant@demo.test', store: store() });
    await screen.findByRole('dialog', { name: 'Add reference' });
    await user.click(screen.getByRole('combobox', { name: 'Key' }));
    await waitFor(() => expect(keyOptions()).toEqual(['Transaction', 'File']));
  });

  it('cancel closes without sending and clears the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const result = renderSupport(<AddReferenceDialog open ticketRef={ref} onClose={onClose} />, { user: 'tenant@demo.test', store: store() });
    const dialog = await screen.findByRole('dialog', { name: 'Add reference' });
    await pickOption(user, 'Key', 'Customer');
    await pickOption(user, 'Customers', BLUE_BOTTLE.legalBusinessName);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(within(dialog).queryByText(BLUE_BOTTLE.legalBusinessName)).not.toBeInTheDocument();
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
    await user.click(invite);
    expect(await within(dialog).findByTestId('missing-fields')).toHaveTextContent('Please fill in or correct: E-mail');

    await user.type(within(dialog).getByLabelText('E-mail'), 'auditor@');
    await user.tab();
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await user.click(invite);
    expect(posted(result.store.calls, 'invite-external-party')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), ' auditor@example.test ');
    await waitFor(() => expect(within(dialog).queryByTestId('missing-fields')).toBeNull());
    await user.click(invite);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(result.store.calls, 'invite-external-party')).toEqual([{ externalPartyEmail: 'auditor@example.test', invitationDescription: null }]);
  });
});
