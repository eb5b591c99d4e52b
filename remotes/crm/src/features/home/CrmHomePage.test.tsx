import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { CRM_ACTIVITY_ENDPOINTS } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, findDemoUser, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { dayInTimeZone } from '@portal/kit';
import { resources } from '../../i18n';
import { CrmHomePage } from './CrmHomePage';
import { formatMajor } from '../records/major-money';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = waitLimit(10_000);

const server = setupMswServer();
const TESSA = findDemoUser('tenant@demo.test');
// Today on tenant@'s profile clock (Europe/London), as the page asks for it.
const today = dayInTimeZone(new Date(), 'Europe/London');

describe('money totals in major units', () => {
  it('writes a server total in the portal format, rounded to the currency', () => {
    expect(formatMajor('12345.5', 'GBP')).toBe('12.345,50 GBP');
    expect(formatMajor('1000.125', 'EUR')).toBe('1.000,13 EUR');
    expect(formatMajor('250000', 'JPY')).toBe('250.000 JPY');
  });
});

describe('The CRM home', () => {
  it("shows my open tasks with today's count from my clock, my pipeline and my recent records", async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      ...declaredHandlers(CRM_ACTIVITY_ENDPOINTS.home, ({ query }) => {
        asked.push(query);
        return HttpResponse.json({
          tasks: {
            open: 9, overdue: 2, dueToday: 1, items: [{
              id: '40000000-0000-4000-8000-000000000001', tenantId: 't', title: 'Call back about card pricing', description: '', dueDate: '2020-01-01', priority: 'High',
              state: 'Open', assigneeId: TESSA.id, assigneeName: 'Tessa Tenant', relatedType: 'lead', relatedId: '50000000-0000-4000-8000-000000000001', relatedName: 'Acorn Boutique Ltd',
              doneAt: null, doneByName: null, createdById: null, createdByName: null, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z',
            }],
          },
          recent: [{ type: 'organization', id: '30000000-0000-4000-8000-000000000001', name: 'Northwind Travel Ltd', detail: 'Travel', updatedAt: '2026-11-20T10:00:00.000Z' }],
          pipelines: [{ id: 'p', name: 'Merchant onboarding', stages: [{ id: 's', name: 'Proposal', probability: 40, count: 3, totals: [{ currency: 'GBP', amount: '30000', weighted: '12000' }] }] }],
        });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><CrmHomePage title="CRM" /></App>, { user: 'tenant@demo.test', route: '/crm' });

    const tasks = (await screen.findByRole('heading', { name: 'My open tasks' }, SLOW)).closest('.ant-card') as HTMLElement;
    expect(asked[0]).toMatchObject({ today });
    expect(within(tasks).getByText('9')).toBeInTheDocument();
    expect(within(tasks).getByRole('link', { name: 'Call back about card pricing' })).toHaveAttribute('href', '/crm/tasks?open=40000000-0000-4000-8000-000000000001');
    expect(within(tasks).getAllByText('Overdue').length).toBeGreaterThan(0);
    expect(screen.getByText('30.000,00 GBP (weighted 12.000,00 GBP)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Northwind Travel Ltd' })).toHaveAttribute('href', '/crm/organizations?open=30000000-0000-4000-8000-000000000001');
  });
});
