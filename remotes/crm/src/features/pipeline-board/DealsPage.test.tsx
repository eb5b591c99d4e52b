import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CONTACTS, OPPORTUNITIES, OPPORTUNITY_BOARD_ENDPOINTS, ORGANIZATIONS, PROJECTS, fakeResourcePage } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { chooseOption, openOptionTitles, createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import type { Board, Deal } from './board-api';
import { DealsPage } from './DealsPage';
import { dealBodyOf, DealsListPage } from './DealsListPage';

const { server, SLOW } = pageTestSetup();

const PIPELINES = [
  { id: '40000000-0000-4000-8000-000000000001', name: 'Merchant onboarding', stages: [{ id: '40000000-0000-4000-8000-0000000000a1', name: 'Lead' }, { id: '40000000-0000-4000-8000-0000000000a2', name: 'Precheck' }] },
  { id: '40000000-0000-4000-8000-000000000002', name: 'Partner referrals', stages: [{ id: '40000000-0000-4000-8000-0000000000b1', name: 'Referred' }] },
];
const deal = (n: number, extra: Partial<Deal> = {}): Deal => ({
  id: `50000000-0000-4000-8000-00000000000${n}`, tenantId: '10000000-0000-4000-8000-000000000001', kind: 'opportunity',
  organizationId: '30000000-0000-4000-8000-000000000001', organizationName: 'Northwind Travel Ltd', contactId: null, contactName: null,
  name: `Deal ${n}`, amount: '1000.00', currencyCode: 'EUR', weightedAmount: '100.00', expectedCloseDate: '2026-12-20', pipelineId: PIPELINES[0]!.id,
  pipelineName: 'Merchant onboarding', stageId: '40000000-0000-4000-8000-0000000000a1', stageName: 'Lead', probability: 10,
  ownerId: null, ownerName: 'Tessa Tenant', closedState: null, closeReason: '', closedAt: null, stageEnteredAt: '2026-11-01T10:00:00.000Z',
  lastActivityAt: '2026-11-01T10:00:00.000Z', isRotting: false, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', ...extra,
});
const customer = (id: string, legalName: string) => ({
  id, tenantId: '10000000-0000-4000-8000-000000000001', legalName, tradingName: legalName, countryCode: 'GB', industry: null, riskLevel: 'Low' as const, website: '',
  ownerId: null, ownerName: null, merchantId: null, merchantName: null, contacts: 0, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
});
const board = (pipelineId = PIPELINES[0]!.id): Board => ({
  pipelineId, pipelineName: PIPELINES.find((p) => p.id === pipelineId)!.name, pipelines: PIPELINES,
  columns: [{ key: 'a1', stageId: 'a1', closedState: null, name: pipelineId === PIPELINES[0]!.id ? 'Lead' : 'Referred', probability: 10, rottingDays: null, count: 0, totals: [], cards: [], nextCursor: null }],
});

describe('Opportunities page', () => {
  it('switches between the board (with its pipeline picker) and the list; a new opportunity with a mistyped amount is stopped in the form, its values kept', async () => {
    const boardQueries: Array<Record<string, unknown>> = [];
    const bodies: unknown[] = [];
    const updates: unknown[] = [];
    server.use(
      ...declaredHandlers(OPPORTUNITY_BOARD_ENDPOINTS.board, ({ query }) => {
        boardQueries.push(query as Record<string, unknown>);
        return HttpResponse.json(board((query as { pipelineId?: string }).pipelineId));
      }),
      ...declaredHandlers(OPPORTUNITIES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(OPPORTUNITIES, [deal(1, { closedState: 'Lost', probability: 0 }), deal(2)], query))),
      ...declaredHandlers(OPPORTUNITIES.endpoints.create, ({ body }) => {
        bodies.push(body);
        return HttpResponse.json({ error: 'The amount must be a positive number with at most 2 decimal places for EUR' }, { status: 400 });
      }),
      ...declaredHandlers(OPPORTUNITIES.endpoints.update, ({ body }) => {
        updates.push(body);
        return HttpResponse.json({
          ...deal(2, { stageId: '40000000-0000-4000-8000-0000000000a2', stageName: 'Precheck' }),
          skippedActivities: { stageName: 'Lead', activities: ['Proof of address received', 'Bank reference received'] },
        });
      }),
      // The form searches the tenant's customers: none match; an edited record's customer is read by its id.
      ...declaredHandlers(ORGANIZATIONS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ORGANIZATIONS, [], query))),
      ...declaredHandlers(ORGANIZATIONS.endpoints.one, ({ params }) => HttpResponse.json(customer(params.id as string, 'Northwind Travel Ltd'))),
      // The edited record's customer has no contacts to offer.
      ...declaredHandlers(CONTACTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CONTACTS, [], query))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><DealsPage kind="opportunity" title="Opportunities" /></App>, { user: 'tenant@demo.test', route: '/crm/opportunities' });

    expect(await screen.findByRole('region', { name: /^Lead/ }, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    // Two opportunity pipelines: the picker shows the other one's board.
    await chooseOption(u, screen.getByRole('combobox', { name: 'Pipeline' }), 'Partner referrals');
    expect(await screen.findByRole('region', { name: /^Referred/ }, SLOW)).toBeInTheDocument();
    expect(boardQueries.at(-1)).toMatchObject({ pipelineId: PIPELINES[1]!.id });

    await u.click(screen.getByText('List'));
    expect(await screen.findByText('Deal 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Lost')).toBeInTheDocument();
    expect(screen.getAllByText('1.000,00 EUR')).toHaveLength(2);

    await u.click(screen.getByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await u.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Checkout for Northwind');
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await u.type(amount, '12,50');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount such as 1250.50', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Checkout for Northwind');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Editing offers the stages of the record's own pipeline.
    await u.click(screen.getByRole('button', { name: 'Edit Deal 2' }));
    const edit = await screen.findByRole('dialog', {}, SLOW);
    await waitFor(() => expect(within(edit).getByRole('combobox', { name: /^Customer/ }).closest('.ant-select')).toHaveTextContent('Northwind Travel Ltd'), SLOW);
    const stage = within(edit).getByRole('combobox', { name: /^Stage/ });
    await chooseOption(u, stage, 'Precheck');
    expect(within(edit).getByTitle('Precheck')).toBeInTheDocument();
    // Saved with the stage it left not all ticked: the saved line says what was left open, and stays until closed.
    await u.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Moved to Precheck\. Left open at Lead: Proof of address received, Bank reference received\./, {}, SLOW)).toBeInTheDocument();
    expect(updates).toHaveLength(1);
  });

  it("offers the chosen customer's contacts only, clears the contact when another customer is chosen, and sends the one picked", async () => {
    const NORTHWIND = '30000000-0000-4000-8000-000000000001';
    const OCEANIC = '30000000-0000-4000-8000-000000000002';
    const contact = (n: number, organizationId: string, firstName: string, lastName: string, isPrimary = false) => ({
      id: `60000000-0000-4000-8000-00000000000${n}`, tenantId: '10000000-0000-4000-8000-000000000001', organizationId, organizationName: '', firstName, lastName,
      email: '', phone: '', jobTitle: '', isPrimary, ownerId: null, ownerName: null, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
    });
    const people = [contact(1, NORTHWIND, 'Nora', 'North', true), contact(2, NORTHWIND, 'Ned', 'Able'), contact(3, OCEANIC, 'Omar', 'Ocean')];
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      ...declaredHandlers(PROJECTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PROJECTS, [], query))),
      ...declaredHandlers(PROJECTS.endpoints.create, ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return HttpResponse.json(deal(3, { kind: 'project', contactId: (body as { contactId: string }).contactId }), { status: 201 });
      }),
      ...declaredHandlers(ORGANIZATIONS.endpoints.list, ({ query }) =>
        HttpResponse.json(fakeResourcePage(ORGANIZATIONS, [customer(NORTHWIND, 'Northwind Travel Ltd'), customer(OCEANIC, 'Oceanic Air Ltd')], query))),
      ...declaredHandlers(CONTACTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CONTACTS, people, query))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><DealsListPage kind="project" title="Projects" pipelines={PIPELINES} /></App>, { user: 'tenant@demo.test', route: '/crm/projects' });
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: /New/ }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const contactBox = within(dialog).getByRole('combobox', { name: /^Contact/ });
    expect(within(dialog).getByText('Choose the customer first')).toBeInTheDocument();
    await u.click(contactBox);
    expect(await screen.findAllByText('Choose the customer first')).toHaveLength(2);
    expect(openOptionTitles()).toEqual([]);

    await chooseOption(u, within(dialog).getByRole('combobox', { name: /^Customer/ }), 'Northwind Travel Ltd');
    // The primary contact first, then by last name; another customer's people are not offered.
    await u.click(contactBox);
    await waitFor(() => expect(openOptionTitles()).toEqual(['Nora North', 'Ned Able']), SLOW);
    await chooseOption(u, null, 'Ned Able');
    expect(within(dialog).getByTitle('Ned Able')).toBeInTheDocument();

    await chooseOption(u, within(dialog).getByRole('combobox', { name: /^Customer/ }), 'Oceanic Air Ltd');
    await waitFor(() => expect(within(dialog).queryByTitle('Ned Able')).not.toBeInTheDocument());
    await chooseOption(u, contactBox, 'Omar Ocean');
    await u.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Lounge terminals');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ organizationId: OCEANIC, contactId: people[2]!.id, name: 'Lounge terminals' });
  });

  it("names the record in the page's language in its dialog's title (Turkish)", async () => {
    server.use(
      ...declaredHandlers(PROJECTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PROJECTS, [], query))),
      ...declaredHandlers(ORGANIZATIONS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ORGANIZATIONS, [], query))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><DealsListPage kind="project" title="Projects" pipelines={PIPELINES} /></App>, { user: 'tenant@demo.test', route: '/crm/projects', language: 'tr' });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /^(plus )?Yeni$/ }, SLOW));
    expect(await screen.findByText('Yeni: Proje', {}, SLOW)).toBeInTheDocument();
  });

  it('sends the expected close day as the API takes it and a blank amount as none', () => {
    expect(dealBodyOf({ name: 'Gateway migration', expectedCloseDate: '2026-12-20T12:00:00.000Z', amount: '', currencyCode: '', closedState: 'Lost', closeReason: 'Price' }))
      .toEqual({ name: 'Gateway migration', expectedCloseDate: '2026-12-20', amount: null, currencyCode: null, closedState: 'Lost', closeReason: 'Price' });
    expect(dealBodyOf({ expectedCloseDate: null, amount: '1250.50' })).toEqual({ expectedCloseDate: null, amount: '1250.50' });
  });

  it('platform staff pick the tenant whose board they see', async () => {
    const boardQueries: Array<Record<string, unknown>> = [];
    server.use(
      ...declaredHandlers(OPPORTUNITY_BOARD_ENDPOINTS.board, ({ query }) => {
        boardQueries.push(query as Record<string, unknown>);
        return HttpResponse.json(board());
      }),
      ...createHandlers({ userEmail: 'platform@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><DealsPage kind="opportunity" title="Opportunities" /></App>, { user: 'platform@demo.test', route: '/crm/opportunities' });
    const picker = await screen.findByRole('combobox', { name: 'Tenant' }, SLOW);
    expect(screen.queryByRole('region', { name: /^Lead/ })).not.toBeInTheDocument();
    expect(boardQueries).toHaveLength(0);
    await chooseOption(userEvent.setup({ delay: null }), picker, DEMO_TENANTS[0]!.name);
    expect(await screen.findByRole('region', { name: /^Lead/ }, SLOW)).toBeInTheDocument();
    expect(boardQueries.at(-1)).toMatchObject({ tenantId: DEMO_TENANTS[0]!.id });
  });
});
