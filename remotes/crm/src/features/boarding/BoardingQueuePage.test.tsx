import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { BOARDING_MERCHANTS, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { BoardingQueuePage } from './BoardingQueuePage';

const { server, SLOW } = pageTestSetup();

type QueueRow = ResourceRowOf<typeof BOARDING_MERCHANTS>;
const TENANT = DEMO_TENANTS[0]!.id;
const ORG = '30000000-0000-4000-8000-000000000001';
const row = (n: number, merchantName: string, extra: Partial<QueueRow> = {}): QueueRow => ({
  id: `10000000-0000-4000-8000-00000000000${n}`, tenantId: TENANT, merchantName, organizationId: null, boardingStage: 'Application', processingStatus: 'NoProcessing',
  precheckStatus: 'Draft', due: 0, underReview: 0, rejected: 0, lastActivityAt: '2026-11-20T10:00:00.000Z', ...extra,
});

function serve(rows: QueueRow[]) {
  const queries: Array<Record<string, unknown>> = [];
  server.use(
    ...declaredHandlers(BOARDING_MERCHANTS.endpoints.list, ({ query }) => {
      queries.push(query);
      return HttpResponse.json(fakeResourcePage(BOARDING_MERCHANTS, rows, query));
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return queries;
}

describe('the boarding queue (/crm/boarding-queue)', () => {
  const rows = [
    row(1, 'Nimbus Books Ltd', { organizationId: ORG, precheckStatus: 'Accepted', due: 1, underReview: 1, rejected: 1 }),
    row(2, 'Harbour Tea Ltd', { precheckStatus: 'Submitted', boardingStage: 'Integration' }),
  ];

  it('lists each merchant with what is due, under review and rejected, and links to its review on the customer\'s record', async () => {
    serve(rows);
    addRemoteResources(resources);
    renderWithProviders(<App><BoardingQueuePage title="Boarding queue" /></App>, { user: 'tenant@demo.test', route: '/crm/boarding-queue' });
    const review = await screen.findByRole('link', { name: 'Review Nimbus Books Ltd' }, SLOW);
    expect(review).toHaveAttribute('href', `/crm/organizations?open=${ORG}&tab=boarding`);
    const nimbus = review.closest('tr')!;
    expect(within(nimbus).getByText('Accepted')).toBeInTheDocument();
    expect(within(nimbus).getAllByText('1')).toHaveLength(3);
    // A merchant without a customer record cannot be opened from here, and says so.
    const harbour = screen.getByText('Harbour Tea Ltd').closest('tr')!;
    expect(within(harbour).getByText('No customer record')).toBeInTheDocument();
    expect(within(harbour).getByText('Integration')).toBeInTheDocument();
  });

  it('reads in Turkish', async () => {
    serve(rows);
    addRemoteResources(resources);
    renderWithProviders(<App><BoardingQueuePage title="Başvuru kuyruğu" /></App>, { user: 'tenant@demo.test', route: '/crm/boarding-queue', language: 'tr' });
    expect(await screen.findByRole('link', { name: 'Nimbus Books Ltd başvurusunu incele' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Müşteri kaydı yok')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /İncelemede/ })).toBeInTheDocument();
  });

  it('sends its filters to the server from the address (waiting for review)', async () => {
    const queries = serve(rows);
    addRemoteResources(resources);
    renderWithProviders(<App><BoardingQueuePage title="Boarding queue" /></App>, { user: 'tenant@demo.test', route: '/crm/boarding-queue?waitingForReview=true' });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ waitingForReview: true }), SLOW);
  });
});
