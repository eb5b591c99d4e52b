import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import { OPPORTUNITY_BOARD_ENDPOINTS, type ResourceRowOf, type OPPORTUNITIES, type UserContextResponse } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, DEMO_TENANTS, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { DealDrawer } from './DealDrawer';
import type { DealChecklist } from './StageChecklist';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = waitLimit(10_000);

const server = setupMswServer();
const TENANT = DEMO_TENANTS[0]!.id;
const ID = '80000000-0000-4000-8000-000000000001';
const deal: ResourceRowOf<typeof OPPORTUNITIES> = {
  id: ID, tenantId: TENANT, kind: 'opportunity', organizationId: '30000000-0000-4000-8000-000000000001', organizationName: 'Northwind Travel Ltd',
  contactId: null, contactName: null, name: 'Northwind: card acquiring', amount: '48000.00', currencyCode: 'GBP', weightedAmount: '24000.00',
  expectedCloseDate: null, pipelineId: 'p', pipelineName: 'Merchant onboarding', stageId: 's', stageName: 'Documents', probability: 50, ownerId: null,
  ownerName: null, closedState: null, closeReason: '', closedAt: null, stageEnteredAt: '2026-11-01T10:00:00.000Z', lastActivityAt: '2026-11-01T10:00:00.000Z',
  isRotting: false, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', checklistDone: 1, checklistTotal: 3,
};
const ACTIVITIES = ['Certificate of incorporation received', 'Proof of address received', 'Ultimate beneficial owners identified'];
const checklistWith = (done: string[]): DealChecklist => ({
  stageId: 's', stageName: 'Documents', activitySetId: 'set', activitySetName: 'KYB documents', done: done.length, total: ACTIVITIES.length,
  items: ACTIVITIES.map((activity) => (done.includes(activity)
    ? { activity, done: true, tickedById: 'u', tickedByName: 'Tessa Tenant', tickedAt: '2026-11-02T09:30:00.000Z' }
    : { activity, done: false, tickedById: null, tickedByName: null, tickedAt: null })),
});

function serve() {
  const ticks: unknown[] = [];
  let current = checklistWith([ACTIVITIES[0]!]);
  server.use(
    ...declaredHandlers(OPPORTUNITY_BOARD_ENDPOINTS.checklist, () => HttpResponse.json(current)),
    ...declaredHandlers(OPPORTUNITY_BOARD_ENDPOINTS.tick, ({ body }) => {
      ticks.push(body);
      const { activity, done } = body as { activity: string; done: boolean };
      const ticked = current.items.filter((i) => i.done).map((i) => i.activity).filter((a) => a !== activity);
      current = checklistWith(done ? [...ticked, activity] : ticked);
      return HttpResponse.json(current);
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return ticks;
}

const renderDrawer = () => {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><DealDrawer kind="opportunity" id={ID} row={deal} onClose={() => undefined} /></App>, { user: 'tenant@demo.test', route: '/crm/opportunities' });
  return result;
};

describe("A record's stage checklist", () => {
  it('shows the stage\'s activities with who ticked them; a tick in the drawer is saved and counted', async () => {
    const ticks = serve();
    renderDrawer();
    expect(await screen.findByRole('region', { name: 'Checklist of Documents: KYB documents' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: ACTIVITIES[0] })).toBeChecked();
    expect(screen.getByText(/^Tessa Tenant, /)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checklist: 1 of 3 done' })).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('checkbox', { name: ACTIVITIES[2] }));
    await waitFor(() => expect(ticks).toEqual([{ activity: ACTIVITIES[2], done: true }]), SLOW);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: ACTIVITIES[2] })).toBeChecked(), SLOW);
    expect(screen.getByRole('progressbar', { name: 'Checklist: 2 of 3 done' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`${ACTIVITIES[2]} ticked`);
  });

  it('is read-only without the record\'s edit permission', async () => {
    serve();
    const result = renderDrawer();
    const context = result.queryClient.getQueryData<UserContextResponse>(USER_CONTEXT_QUERY_KEY)!;
    act(() => {
      result.queryClient.setQueryData(USER_CONTEXT_QUERY_KEY, { ...context, user: { ...context.user, permissions: context.user.permissions.filter((p) => p !== 'CRM.Opportunities.Edit') } });
    });
    expect(await screen.findByRole('checkbox', { name: ACTIVITIES[1] }, SLOW)).toBeDisabled();
  });
});
