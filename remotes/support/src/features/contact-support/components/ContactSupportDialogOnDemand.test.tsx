import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSupport, setupSupportServer } from '../../../test-support/render-support';
import { TicketListPage } from '../../tickets/components/list/TicketListPage';

// Says when the form's module is first loaded (the list must not load it; its first opening does).
jest.mock('./ContactSupportDialog', () => {
  (globalThis as { contactSupportFormLoaded?: boolean }).contactSupportFormLoaded = true;
  return jest.requireActual('./ContactSupportDialog');
});
const formLoaded = () => (globalThis as { contactSupportFormLoaded?: boolean }).contactSupportFormLoaded === true;

setupSupportServer();
jest.setTimeout(30_000);

describe('the New ticket form on demand', () => {
  it("is not drawn with the list: New ticket fetches and opens it, Cancel closes it, and it opens again", async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<TicketListPage scope="merchant" openOnly title="Support" />, { user: 'merchant@demo.test' });
    const newTicket = await screen.findByRole('button', { name: /New ticket/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(formLoaded()).toBe(false);

    await user.click(newTicket);
    // By role alone: antd names every element 'test-id' under jest, so the list's own ids take the dialog's name.
    const dialog = await screen.findByRole('dialog');
    expect(formLoaded()).toBe(true);
    expect(within(dialog).getByText('Contact Support')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(newTicket);
    expect(within(await screen.findByRole('dialog')).getByText('Contact Support')).toBeInTheDocument();
  });
});
