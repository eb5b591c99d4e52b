import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { fakeResourcePage, PROPOSALS } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { TenantProposalsPage } from './TenantProposalsPage';
import { proposalRow, type ProposalRow } from './test-fixtures';

const { server, SLOW } = pageTestSetup();

type Proposal = ProposalRow;
const TENANT = DEMO_TENANTS[0]!.id;
const ORG = '30000000-0000-4000-8000-000000000001';
const proposal = (n: number, organizationName: string, extra: Partial<Proposal> = {}): Proposal => proposalRow({
  id: `50000000-0000-4000-8000-00000000000${n}`, tenantId: TENANT, organizationId: ORG, merchantName: organizationName, organizationName,
  created: '2026-11-20T10:00:00.000Z', updated: '2026-11-21T10:00:00.000Z', sentAt: '2026-11-20T11:00:00.000Z', ...extra,
});

function serve(rows: Proposal[]) {
  const queries: Array<Record<string, unknown>> = [];
  server.use(
    ...declaredHandlers(PROPOSALS.endpoints.list, ({ query }) => {
      queries.push(query);
      return HttpResponse.json(fakeResourcePage(PROPOSALS, rows, query));
    }),
    ...declaredHandlers(PROPOSALS.endpoints.one, ({ params }) => HttpResponse.json(rows.find((r) => r.id === params.id))),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return queries;
}

const rows = [
  proposal(1, 'Blue Bottle Coffee Ltd', { version: 2, status: 'Rejected', rejectReason: 'Too dear', respondedBy: 'Mia Merchant', respondedAt: '2026-11-21T09:00:00.000Z' }),
  proposal(2, 'Nimbus Books Ltd', { status: 'Created', sentAt: null }),
];

describe('the tenant\'s proposals (/crm/proposals)', () => {
  it('lists every customer\'s proposals with version, status, sent and responded, the customer linking to its offers\' history', async () => {
    serve(rows);
    addRemoteResources(resources);
    renderWithProviders(<App><TenantProposalsPage title="Proposals" /></App>, { user: 'tenant@demo.test', route: '/crm/proposals' });
    const blue = await screen.findByRole('link', { name: 'Offers and history of Blue Bottle Coffee Ltd' }, SLOW);
    expect(blue).toHaveAttribute('href', `/crm/organizations?open=${ORG}&tab=offers`);
    const row = blue.closest('tr')!;
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('Mia Merchant')).toBeInTheDocument();
    const nimbus = screen.getByRole('link', { name: 'Offers and history of Nimbus Books Ltd' }).closest('tr')!;
    expect(within(nimbus).getByText('Created')).toBeInTheDocument();
    // Drafts are made on the customer's record: no New here.
    expect(screen.queryByRole('button', { name: /^New/ })).not.toBeInTheDocument();
  });

  it('opens a proposal in View Proposal from its row, by keyboard', async () => {
    serve(rows);
    addRemoteResources(resources);
    renderWithProviders(<App><TenantProposalsPage title="Proposals" /></App>, { user: 'tenant@demo.test', route: '/crm/proposals' });
    const blue = await screen.findByRole('link', { name: 'Offers and history of Blue Bottle Coffee Ltd' }, SLOW);
    blue.closest('tr')!.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('View Proposal')).toBeInTheDocument();
    expect(within(dialog).getByText('Too dear')).toBeInTheDocument();
    // Tenant staff read it; only the merchant answers.
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('sends the status, customer name and sending-day filters from the address to the server', async () => {
    const queries = serve(rows);
    addRemoteResources(resources);
    renderWithProviders(<App><TenantProposalsPage title="Proposals" /></App>, {
      user: 'tenant@demo.test', route: '/crm/proposals?status=Rejected&organizationName=blue&sentFrom=2026-11-01T00:00:00.000Z',
    });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ status: ['Rejected'], organizationName: 'blue', sentFrom: '2026-11-01T00:00:00.000Z' }), SLOW);
    expect(await screen.findByRole('link', { name: 'Offers and history of Blue Bottle Coffee Ltd' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Offers and history of Nimbus Books Ltd' })).not.toBeInTheDocument();
  });

  it('reads in Turkish', async () => {
    serve(rows);
    addRemoteResources(resources);
    renderWithProviders(<App><TenantProposalsPage title="Teklifler" /></App>, { user: 'tenant@demo.test', route: '/crm/proposals', language: 'tr' });
    expect(await screen.findByRole('link', { name: 'Blue Bottle Coffee Ltd teklifleri ve geçmişi' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Yanıtlandı/ })).toBeInTheDocument();
    expect(screen.getByText('Reddedildi')).toBeInTheDocument();
  });
});
