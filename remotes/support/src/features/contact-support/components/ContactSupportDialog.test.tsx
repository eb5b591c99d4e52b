import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { FILE_ENDPOINTS } from '@portal/contracts';
import { createTransactionHandlers, declaredHandlers, DEMO_MERCHANTS, DEMO_TENANTS, enterText, transactionFixtures } from '@portal/testing';
import { pickOption } from '../../../test-support/antd-select';
import { renderSupport, server, setupSupportServer } from '../../../test-support/render-support';
import { ticketKeys } from '../../tickets/api/ticket-keys';
import { Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { ContactSupportDialog } from './ContactSupportDialog';

/** The dialog beside a link-like button that moves to another page (the portal's menu, say). */
function DialogOnAPage({ onClose, tooltip = false }: { onClose(): void; tooltip?: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <ContactSupportDialog open onClose={onClose} />
      {/* The opener's tooltip, opened after the dialog: the top-most popup, as on the first opening. */}
      <Tooltip title="Contact Support" open={tooltip}>
        <button type="button" onClick={() => void navigate('/elsewhere')}>Go elsewhere</button>
      </Tooltip>
    </>
  );
}

setupSupportServer();
// antd dialogs in jsdom on a shared 2-core machine: slower than jest's 5 s default.
jest.setTimeout(60_000);
const ACME = DEMO_TENANTS[0]!;

describe('ContactSupportDialog', () => {
  it('keeps Send disabled until the form is valid, saying beside it what is still missing as the user fills it in, then creates the ticket', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const { store, queryClient } = renderSupport(<ContactSupportDialog open onClose={onClose} />, { user: 'merchant@demo.test' });
    const listKey = ticketKeys.list('my', { status: 'Opened' });
    queryClient.setQueryData(listKey, { count: 0, data: [] });

    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toBeEnabled());
    // Every select says what to pick.
    expect(within(dialog).getByText('Select a category')).toBeInTheDocument();
    const needs = within(dialog).getByTestId('send-needs');
    await waitFor(() => expect(needs).toHaveTextContent('To send, fill in or correct: Category, Subject, Description'));
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('To send, fill in or correct: Category, Subject, Description');
    // Nothing is marked wrong before the user has been there.
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    await pickOption(user, 'Category', 'Technical issue');
    await waitFor(() => expect(needs).toHaveTextContent('To send, fill in or correct: Subject, Description'));
    await enterText(user, screen.getByLabelText('Subject'), 'Refund stuck');
    await waitFor(() => expect(needs).toHaveTextContent(/: Description$/));
    expect(send).toBeDisabled();
    await enterText(user, screen.getByLabelText('Description'), 'Pending for a week');
    await waitFor(() => expect(send).toBeEnabled());
    expect(needs).toBeEmptyDOMElement();
    expect(store.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(send);

    expect(await screen.findByText('Ticket created')).toBeInTheDocument();
    const create = store.calls.find((c) => c.method === 'POST' && c.path.endsWith('/support/ticket'));
    expect(create?.body).toMatchObject({
      ticketCategory: 'Technical issue', subject: 'Refund stuck', description: 'Pending for a week',
      references: [{ key: 'createdOn', value: window.location.href }],
    });
    // The created ticket's id travels with what was sent (CreatedTicketResult).
    expect(onClose).toHaveBeenCalledWith({
      ticket: expect.objectContaining({ ticketId: 'ticket-1', subject: 'Refund stuck', ticketCategory: 'Technical issue' }),
      isPlatformCreatingTicket: false,
      tenantId: null,
    });
    // Every ticket list refreshes.
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('closes on Escape even while the focus is still on the page (first opening, issue 16)', async () => {
    const onClose = jest.fn();
    renderSupport(<DialogOnAPage onClose={onClose} tooltip />, { user: 'merchant@demo.test' });
    await screen.findByRole('dialog', { name: 'Contact Support' });
    screen.getByRole('button', { name: 'Go elsewhere' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes when the user moves to another page', async () => {
    const onClose = jest.fn();
    renderSupport(<DialogOnAPage onClose={onClose} />, { user: 'merchant@demo.test' });
    await screen.findByRole('dialog', { name: 'Contact Support' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows the categories and placeholders in Turkish, sending the category as the server knows it', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'merchant@demo.test', language: 'tr' });
    const dialog = await screen.findByRole('dialog', { name: 'Destekle İletişime Geç' });
    expect(within(dialog).getByText('Bir kategori seçin')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTestId('send-needs')).toHaveTextContent('Göndermek için şu alanları doldurun veya düzeltin: Kategori, Konu, Açıklama'));
    await pickOption(user, 'Kategori', 'Teknik sorun');
    fireEvent.change(screen.getByLabelText('Konu'), { target: { value: 'İade' } });
    fireEvent.change(screen.getByLabelText('Açıklama'), { target: { value: 'Bekliyor' } });
    const send = within(dialog).getByRole('button', { name: 'Gönder' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() => expect(store.calls.some((c) => c.method === 'POST' && c.path.endsWith('/support/ticket'))).toBe(true));
    expect(store.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ ticketCategory: 'Technical issue' });
  });

  it('marks the category invalid when categories cannot be loaded', async () => {
    renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'merchant@demo.test', failing: ['categories'] });
    expect(await screen.findByText("Categories couldn't be loaded! Please contact support!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByTestId('send-needs')).toHaveTextContent('Category');
  });

  it('needs a tenant from platform creators and says when tenants cannot be loaded', async () => {
    renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'platform@demo.test', failing: ['tenants'] });
    expect(await screen.findByText("Tenants couldn't be loaded! Please contact support!")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tenant' })).toBeInTheDocument();
  });

  it('Expand fields adds Customers for tenant staff only, with Transactions, Priorities and Attachments', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'tenant@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Expand fields' }));
    expect(screen.getByRole('combobox', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Priorities' })).toBeInTheDocument();
    expect(screen.getByTestId('attachments-box')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand fields' }));
    expect(screen.queryByRole('combobox', { name: 'Customers' })).not.toBeInTheDocument();
    unmount();

    renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'merchant@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Expand fields' }));
    expect(screen.getByRole('combobox', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Customers' })).not.toBeInTheDocument();
  });

  it('deletes uploaded attachments on Cancel and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const { store } = renderSupport(<ContactSupportDialog open onClose={onClose} />, { user: 'merchant@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Expand fields' }));
    const input = screen.getByTestId('attachments-box').querySelector('input[type="file"]') as HTMLInputElement;
    // The environment's FormData is Node's: it serialises Node's File.
    await user.upload(input, new NodeFile(['x'], 'notes.txt', { type: 'text/plain' }) as unknown as File);
    expect(await screen.findByText('Files finished uploading')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Added files have been deleted')).toBeInTheDocument();
    expect(store.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/fs/file/file-1'))).toBe(true);
    expect(onClose).toHaveBeenCalledWith();
  });

  it('sends the chosen transactions as Transaction references (their external ids)', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'merchant@demo.test' });
    server.use(...createTransactionHandlers({ userEmail: 'merchant@demo.test' }).handlers);
    await screen.findByRole('dialog', { name: 'Contact Support' });
    await pickOption(user, 'Category', 'Technical issue');
    // Typed at once: this test is about the references, the first test covers typing.
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Refund stuck' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Pending for a week' } });
    await user.click(screen.getByRole('button', { name: 'Expand fields' }));
    const search = screen.getByRole('combobox', { name: 'Transactions' });
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: 'BBC-0012' } });
    const chosen = transactionFixtures().find((tx) => tx.externalId === 'TX-BBC-0012')!;
    await pickOption(user, 'Transactions', `TX-BBC-0012 · 149,08 GBP · ${chosen.status}`);
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(await screen.findByText('Ticket created')).toBeInTheDocument();
    const create = store.calls.find((c) => c.method === 'POST' && c.path.endsWith('/support/ticket'));
    expect(create?.body).toMatchObject({
      references: [{ key: 'createdOn', value: window.location.href }, { key: 'Transaction', value: 'TX-BBC-0012' }],
    });
  });

  it('keeps Send and Cancel disabled while a file uploads', async () => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const onClose = jest.fn();
    renderSupport(<ContactSupportDialog open onClose={onClose} />, { user: 'merchant@demo.test' });
    server.use(...declaredHandlers(FILE_ENDPOINTS.upload, async () => {
      await gate;
      return HttpResponse.json({ fileId: 'file-slow' });
    }));
    await screen.findByRole('dialog', { name: 'Contact Support' });
    await pickOption(user, 'Category', 'Technical issue');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Refund stuck' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Pending for a week' } });
    const send = screen.getByRole('button', { name: 'Send' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(send).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Expand fields' }));
    const input = screen.getByTestId('attachments-box').querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new NodeFile(['x'], 'notes.txt', { type: 'text/plain' }) as unknown as File);
    await waitFor(() => expect(send).toBeDisabled());
    expect(cancel).toBeDisabled();
    expect(screen.getByTestId('attachments-box')).toHaveAttribute('aria-busy', 'true');

    release();
    expect(await screen.findByText('Files finished uploading')).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    expect(cancel).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Added files have been deleted' only when every delete succeeded", async () => {
    const user = userEvent.setup({ delay: null });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const onClose = jest.fn();
      const { store } = renderSupport(<ContactSupportDialog open onClose={onClose} />, { user: 'merchant@demo.test', failing: ['file-delete'] });
      await user.click(await screen.findByRole('button', { name: 'Expand fields' }));
      const input = screen.getByTestId('attachments-box').querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new NodeFile(['x'], 'notes.txt', { type: 'text/plain' }) as unknown as File);
      expect(await screen.findByText('Files finished uploading')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(store.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/fs/file/file-1'))).toBe(true));
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Deleting an added file failed', 'file-1', expect.anything()));
      expect(screen.queryByText('Added files have been deleted')).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledWith();
    } finally {
      logged.mockRestore();
    }
  });

  it('sends nothing until a platform creator picks a tenant, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'platform@demo.test' });
    await screen.findByRole('dialog', { name: 'Contact Support' });
    await pickOption(user, 'Category', 'Technical issue');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Refund stuck' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Pending for a week' } });
    const send = screen.getByRole('button', { name: 'Send' });
    // Everything else is filled: the tenant alone keeps Send disabled, said beside it, and the field says why once left.
    await waitFor(() => expect(screen.getByTestId('send-needs')).toHaveTextContent(/^To send, fill in or correct: Tenant$/));
    expect(send).toBeDisabled();
    fireEvent.blur(screen.getByRole('combobox', { name: 'Tenant' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(store.calls.some((c) => c.method === 'POST')).toBe(false);
    await pickOption(user, 'Tenant', ACME.name);
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.getByTestId('send-needs')).toBeEmptyDOMElement();
    await user.click(send);
    expect(await screen.findByText('Ticket created')).toBeInTheDocument();
    expect(store.calls.some((c) => c.method === 'POST' && c.path.endsWith(`/support/${ACME.id}/ticket`))).toBe(true);
  });

  it('sends the picked label as labelId', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'tenant@demo.test' });
    await screen.findByRole('dialog', { name: 'Contact Support' });
    await pickOption(user, 'Category', 'Technical issue');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Refund stuck' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Pending for a week' } });
    await pickOption(user, 'Label', 'Done');
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText('Ticket created')).toBeInTheDocument();
    expect(store.calls.find((c) => c.method === 'POST' && c.path.endsWith('/support/ticket'))?.body).toMatchObject({ labelId: 'label-2' });
  });

  it('marks the category invalid when the category list is empty', async () => {
    renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'merchant@demo.test', store: { categories: [] } });
    expect(await screen.findByText("Categories couldn't be loaded! Please contact support!")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' }).closest('.ant-select')).toHaveClass('ant-select-status-error');
  });

  it('lets tenant staff pick several customers, each sent as a Customer reference', async () => {
    const user = userEvent.setup({ delay: null });
    const [first, second] = DEMO_MERCHANTS;
    const { store } = renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'tenant@demo.test' });
    await screen.findByRole('dialog', { name: 'Contact Support' });
    await pickOption(user, 'Category', 'Technical issue');
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Refund stuck' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Pending for a week' } });
    await user.click(screen.getByRole('button', { name: 'Expand fields' }));
    await pickOption(user, 'Customers', first!.legalBusinessName);
    await pickOption(user, 'Customers', second!.legalBusinessName);
    await user.keyboard('{Escape}');
    const customers = screen.getByRole('combobox', { name: 'Customers' }).closest('.ant-select') as HTMLElement;
    expect(customers).toHaveClass('ant-select-multiple');
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText('Ticket created')).toBeInTheDocument();
    const body = store.calls.find((c) => c.method === 'POST' && c.path.endsWith('/support/ticket'))?.body as { references: unknown[] };
    expect(body.references).toEqual(expect.arrayContaining([
      { key: 'Customer', value: first!.merchantId },
      { key: 'Customer', value: second!.merchantId },
    ]));
  });
});

describe.each([
  ['en', 'Contact e-mails', 'Type an e-mail address and press Enter'],
  ['tr', 'İletişim e-postaları', "Bir e-posta adresi yazıp Enter'a basın"],
] as const)('the Contact e-mails select (issue 16, %s)', (language, name, placeholder) => {
  it('says what to enter while it is empty', async () => {
    renderSupport(<ContactSupportDialog open onClose={jest.fn()} />, { user: 'platform@demo.test', language });
    const select = (await screen.findByRole('combobox', { name })).closest('.ant-select') as HTMLElement;
    expect(within(select).getByText(placeholder)).toBeInTheDocument();
  });
});
