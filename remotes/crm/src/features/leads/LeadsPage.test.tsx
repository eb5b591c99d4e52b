import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { LEAD_ENDPOINTS, LEADS, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, enterText, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { LeadsPage } from './LeadsPage';

const { server, SLOW } = pageTestSetup();

type Lead = ResourceRowOf<typeof LEADS>;
const TENANT = DEMO_TENANTS[0]!.id;
const NEW = '70000000-0000-4000-8000-000000000001';
const lead = (n: number, companyName: string, extra: Partial<Lead> = {}): Lead => ({
  id: `50000000-0000-4000-8000-00000000000${n}`, tenantId: TENANT, companyName, firstName: 'Amelia', lastName: 'Clarke', email: '', phone: '', jobTitle: '',
  countryCode: null, industry: null, website: '', statusId: NEW, statusName: 'New', statusKind: 'Open', source: 'Website', ownerId: null, ownerName: 'Tessa Tenant',
  expectedMonthlyVolume: null, volumeCurrency: null, description: '', convertedAt: null, organizationId: null, contactId: null, opportunityId: null,
  createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z', ...extra,
});

describe('Leads', () => {
  it('lists leads with status, source and volume; a new lead starts at the default status and a refusal keeps what was typed', async () => {
    const rows = [
      lead(1, 'Acorn Boutique Ltd', { expectedMonthlyVolume: '250000', volumeCurrency: 'GBP', source: 'Partner' }),
      lead(2, 'Brightwater Tickets GmbH', { statusName: 'Qualified', statusKind: 'Qualified', convertedAt: '2026-11-03T10:00:00.000Z' }),
    ];
    const bodies: unknown[] = [];
    server.use(
      ...declaredHandlers(LEADS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(LEADS, rows, query))),
      ...declaredHandlers(LEAD_ENDPOINTS.statuses, () => HttpResponse.json([
        { id: NEW, name: 'New', kind: 'Open', isDefault: true }, { id: '70000000-0000-4000-8000-000000000002', name: 'Qualified', kind: 'Qualified', isDefault: false },
      ])),
      ...declaredHandlers(LEADS.endpoints.create, ({ body }) => {
        bodies.push(body);
        return HttpResponse.json({ error: 'Give the expected monthly volume and its currency together' }, { status: 400 });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><LeadsPage title="Leads" /></App>, { user: 'tenant@demo.test', route: '/crm/leads' });

    expect(await screen.findByText('Acorn Boutique Ltd', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('250.000,00 GBP')).toBeInTheDocument();
    expect(screen.getByText('Partner')).toBeInTheDocument();
    const converted = screen.getByText('Brightwater Tickets GmbH').closest('tr')!;
    expect(within(converted).getByText('Converted')).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await enterText(u, within(dialog).getByRole('textbox', { name: /Company/ }), 'Yen Traders KK');
    await u.type(within(dialog).getByRole('textbox', { name: /Expected monthly volume/ }), '1000.5');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the expected monthly volume and its currency together', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ companyName: 'Yen Traders KK', statusId: NEW, source: 'Website', expectedMonthlyVolume: '1000.5' });
    expect(within(dialog).getByRole('textbox', { name: /Company/ })).toHaveValue('Yen Traders KK');
  });

  it('names a status the seed named in Turkish, and one the staff named as they named it', async () => {
    const rows = [lead(1, 'Acorn Boutique Ltd'), lead(2, 'Brightwater Tickets GmbH', { statusName: 'Sıcak aday', statusKind: 'Qualified' })];
    server.use(
      ...declaredHandlers(LEADS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(LEADS, rows, query))),
      ...declaredHandlers(LEAD_ENDPOINTS.statuses, () => HttpResponse.json([{ id: NEW, name: 'New', kind: 'Open', isDefault: true }])),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><LeadsPage title="Leads" /></App>, { user: 'tenant@demo.test', route: '/crm/leads', language: 'tr' });
    const acorn = (await screen.findByText('Acorn Boutique Ltd', {}, SLOW)).closest('tr')!;
    expect(within(acorn).getByText('Yeni')).toBeInTheDocument();
    expect(within(screen.getByText('Brightwater Tickets GmbH').closest('tr')!).getByText('Sıcak aday')).toBeInTheDocument();
    expect(screen.queryByText('New', { selector: '.ant-tag, .ant-tag *' })).not.toBeInTheDocument();
  });
});
