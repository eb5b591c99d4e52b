import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CONTACTS, OPPORTUNITIES, ORGANIZATIONS, PROJECTS, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, DEMO_TENANTS, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { CustomersPage } from './CustomersPage';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = waitLimit(10_000);

const server = setupMswServer();
const TENANT = DEMO_TENANTS[0]!.id;
const ORG = '30000000-0000-4000-8000-000000000001';
type Deal = ResourceRowOf<typeof OPPORTUNITIES>;
const deal = (n: number, kind: 'opportunity' | 'project', name: string, extra: Partial<Deal> = {}): Deal => ({
  id: `80000000-0000-4000-8000-00000000000${n}`, tenantId: TENANT, kind, organizationId: ORG, organizationName: 'Northwind Travel Ltd', contactId: null, contactName: null,
  name, amount: null, currencyCode: null, weightedAmount: null, expectedCloseDate: null, pipelineId: 'p', pipelineName: 'Merchant onboarding', stageId: 's',
  stageName: 'Documents', probability: 50, ownerId: null, ownerName: null, closedState: null, closeReason: '', closedAt: null,
  stageEnteredAt: '2026-11-01T10:00:00.000Z', lastActivityAt: '2026-11-01T10:00:00.000Z', isRotting: false,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', ...extra,
});

describe("A customer's drawer", () => {
  it('opens from its link and lists its opportunities and projects, open first, each opening its own drawer', async () => {
    const org = {
      id: ORG, tenantId: TENANT, legalName: 'Northwind Travel Ltd', tradingName: 'Northwind', countryCode: 'GB', industry: 'Travel', riskLevel: 'Medium',
      website: '', ownerId: null, ownerName: 'Tessa Tenant', merchantId: null, merchantName: null, contacts: 0,
      createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z',
    };
    server.use(
      ...declaredHandlers(ORGANIZATIONS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ORGANIZATIONS, [], query))),
      ...declaredHandlers(ORGANIZATIONS.endpoints.one, () => HttpResponse.json(org)),
      ...declaredHandlers(CONTACTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CONTACTS, [], query))),
      ...declaredHandlers(OPPORTUNITIES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(OPPORTUNITIES, [
        deal(1, 'opportunity', 'Northwind: lost deal', { closedState: 'Lost', closeReason: 'Price' }),
        deal(2, 'opportunity', 'Northwind: card acquiring', { amount: '48000.00', currencyCode: 'GBP' }),
      ], query))),
      ...declaredHandlers(PROJECTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PROJECTS, [deal(3, 'project', 'Northwind: API integration')], query))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><CustomersPage title="Customers" /></App>, { user: 'tenant@demo.test', route: `/crm/organizations?open=${ORG}` });

    const drawer = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(drawer).findByText('Northwind Travel Ltd', {}, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(within(drawer).getByRole('tab', { name: 'Opportunities and projects' }));
    const links = await within(drawer).findAllByRole('link', { name: /^Northwind:/ }, SLOW);
    expect(links.map((l) => l.textContent)).toEqual(['Northwind: card acquiring', 'Northwind: API integration', 'Northwind: lost deal']);
    expect(links[0]).toHaveAttribute('href', '/crm/opportunities?open=80000000-0000-4000-8000-000000000002');
    expect(links[1]).toHaveAttribute('href', '/crm/projects?open=80000000-0000-4000-8000-000000000003');
    expect(within(drawer).getByText('48.000,00 GBP')).toBeInTheDocument();
    expect(within(drawer).getByText('Lost')).toBeInTheDocument();
  });
});
