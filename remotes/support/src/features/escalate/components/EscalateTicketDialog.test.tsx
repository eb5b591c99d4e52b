import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ticketFixture } from '@portal/testing';
import { renderSupport, setupSupportServer } from '../../../test-support/render-support';
import { EscalateTicketDialog } from './EscalateTicketDialog';

setupSupportServer();
jest.setTimeout(30_000);

const ticket = ticketFixture({ ticketId: 'ticket-1', customerId: 'cust-1' });
const ref = { kind: 'tenant-customer', customerId: 'cust-1', ticketId: 'ticket-1' } as const;

describe('EscalateTicketDialog', () => {
  it("escalates the customer ticket and says 'Ticket escalated'", async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    const { store } = renderSupport(<EscalateTicketDialog open ticket={ticket} ticketRef={ref} onClose={onClose} />, {
      user: 'tenant@demo.test', store: { tickets: [ticketFixture({ ticketId: 'ticket-1', customerId: 'cust-1' })] },
    });
    expect(await screen.findByRole('dialog', { name: 'Escalate Ticket' })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Refund stuck');
    await user.click(screen.getByRole('button', { name: 'Escalate' }));
    expect(await screen.findByText('Ticket escalated')).toBeInTheDocument();
    expect(store.calls.some((c) => c.method === 'POST' && c.path.endsWith('/support/ticket/cust-1/ticket-1/escalate'))).toBe(true);
    expect(onClose).toHaveBeenCalledWith('escalated-ticket-1');
  });

  it("still shows 'Ticket created' when the escalation fails (as the spec observed)", async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = jest.fn();
    renderSupport(<EscalateTicketDialog open ticket={ticket} ticketRef={ref} onClose={onClose} />, {
      user: 'tenant@demo.test', failing: ['escalate'], store: { tickets: [ticketFixture({ ticketId: 'ticket-1', customerId: 'cust-1' })] },
    });
    await user.click(await screen.findByRole('button', { name: 'Escalate' }));
    expect(await screen.findByText('Ticket created')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
