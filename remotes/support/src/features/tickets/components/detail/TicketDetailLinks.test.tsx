import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { DEMO_MERCHANTS, ticketFixture } from '@portal/testing';
import { renderSupport, setupSupportServer } from '../../../../test-support/render-support';
import { TicketDetailPage, type TicketRouteKind } from './TicketDetailPage';

setupSupportServer();
jest.setTimeout(30_000);

const BLUE_BOTTLE = DEMO_MERCHANTS[0]!;
const customerTicket = ticketFixture({
  ticketId: 'cust-ticket', ticketNumber: 7, subject: 'Refund stuck', customerId: BLUE_BOTTLE.merchantId, escalatedToTicketId: 'own-ticket',
  references: [{ key: 'File', value: 'file-1' }, { key: 'Customer', value: BLUE_BOTTLE.merchantId }, { key: 'Transaction', value: 'TX-BBC-0011' }],
});
const ownTicket = ticketFixture({
  ticketId: 'own-ticket', ticketNumber: 42, subject: 'Settlement escalated', ticketChannelType: 'TenantToPlatformTicketChannel',
  escalatedFromTicketId: 'cust-ticket', escalatedFromCustomerId: BLUE_BOTTLE.merchantId,
});
const files = { 'file-1': { name: 'invoice-march.pdf' } };

function renderDetail(user: string, path: string, pattern: string, kind: TicketRouteKind) {
  return renderSupport(
    <Routes><Route path={pattern} element={<TicketDetailPage kind={kind} />} /></Routes>,
    { user, route: path, store: { tickets: [customerTicket, ownTicket], files } },
  );
}

describe('ticket detail references and escalation', () => {
  it('names a File reference by its file name and a Customer reference by the customer name', async () => {
    renderDetail('tenant@demo.test', `/tenant/support-tickets/${BLUE_BOTTLE.merchantId}/cust-ticket`, '/tenant/support-tickets/:customerId/:ticketId', 'tenant-customer');
    const references = await screen.findByTestId('ticket-references');
    expect(await within(references).findByText('invoice-march.pdf')).toBeInTheDocument();
    expect(await within(references).findByText(`Customer ${BLUE_BOTTLE.legalBusinessName}`)).toBeInTheDocument();
    expect(within(references).getByText('Transaction TX-BBC-0011')).toBeInTheDocument();
    expect(within(references).queryByText(/file-1|File file/)).not.toBeInTheDocument();
    expect(within(references).queryByText(new RegExp(BLUE_BOTTLE.merchantId))).not.toBeInTheDocument();
  });

  it("links a tenant's customer ticket to the platform ticket it was escalated to, by number", async () => {
    renderDetail('tenant@demo.test', `/tenant/support-tickets/${BLUE_BOTTLE.merchantId}/cust-ticket`, '/tenant/support-tickets/:customerId/:ticketId', 'tenant-customer');
    expect(await screen.findByText('Escalated to the platform')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '#42 Settlement escalated' });
    expect(link).toHaveAttribute('href', '/tenant/support-tickets/own-ticket');
  });

  it('links the escalated ticket back to the customer ticket', async () => {
    renderDetail('tenant@demo.test', '/tenant/support-tickets/own-ticket', '/tenant/support-tickets/:ticketId', 'tenant-own');
    expect(await screen.findByText('Escalated from a customer ticket')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '#7 Refund stuck' });
    expect(link).toHaveAttribute('href', `/tenant/support-tickets/${BLUE_BOTTLE.merchantId}/cust-ticket`);
  });

  it('tells the merchant nothing about the escalation', async () => {
    renderDetail('merchant@demo.test', '/merchant/support-tickets/cust-ticket', '/merchant/support-tickets/:ticketId', 'merchant');
    expect(await screen.findByTestId('ticket-detail')).toBeInTheDocument();
    expect(await screen.findByText(`Customer ${BLUE_BOTTLE.legalBusinessName}`)).toBeInTheDocument();
    expect(screen.queryByText(/Escalated/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('escalation-link')).not.toBeInTheDocument();
  });
});
