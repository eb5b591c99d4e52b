import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setSystemMode } from '@portal/api-client';
import { REPORT_ENDPOINTS, REPORT_SETTINGS_ENDPOINTS, type ReportDefinition, type ReportsOverview } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, createMswServer, declaredHandlers, renderWithProviders, installTimerMessageChannel } from '@portal/testing';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { resources } from '../../i18n';
import { ReportsOverviewPage } from './ReportsOverviewPage';
import { ReportsTablePage } from './ReportsTablePage';

installTimerMessageChannel();
jest.setTimeout(40_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); window.sessionStorage.clear(); });
afterAll(() => server.close());

const OVERVIEW: ReportsOverview = {
  groups: [
    { group: 'Transactions', reports: [{ reportId: 'transactions-summary', title: 'Transactions summary', description: 'Every transaction of the period.', group: 'Transactions', lastRunAt: '2026-11-20T09:05:00.000Z', lastExportedAt: null }] },
    { group: 'Finance', reports: [{ reportId: 'invoices', title: 'Invoices', description: 'The fees charged per month, customer and currency, by fee type.', group: 'Finance', lastRunAt: null, lastExportedAt: null }] },
  ],
};
const DEFINITION: ReportDefinition = {
  id: 'transactions-summary', title: 'Transactions summary', description: 'Every transaction of the period.',
  fields: [{ name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'startDate', endDateName: 'endDate', maxDaysSelected: 93 }],
  columns: [{ key: 'type', title: 'Type', kind: 'text' }, { key: 'currency', title: 'Currency', kind: 'text' }, { key: 'transactions', title: 'Transactions', kind: 'count', total: true }],
  chart: { type: 'PieChart', x: 'type', y: 'transactions' },
  defaultSort: { key: 'transactions', direction: 'desc' }, defaultRangeDays: 7, resend: false, defaultColumns: ['transactions'],
};

function serve() {
  server.use(
    ...declaredHandlers(REPORT_SETTINGS_ENDPOINTS.overview, () => HttpResponse.json(OVERVIEW)),
    ...declaredHandlers(REPORT_ENDPOINTS.definition, () => HttpResponse.json(DEFINITION)),
    ...declaredHandlers(REPORT_ENDPOINTS.data, () => HttpResponse.json({
      data: [{ type: 'Sale', currency: 'EUR', transactions: 1234 }], count: 1, totals: { transactions: 1234 }, chart: [{ type: 'Sale', transactions: 1234 }],
    })),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
}

const render = (ui: ReactElement, route: string, language: 'en' | 'tr' = 'en') => {
  setSystemMode('Live');
  addRemoteResources(resources);
  const result = renderWithProviders(<App>{ui}</App>, { user: 'tenant@demo.test', route, language });
  return result;
};

describe('reports/overview and reports/table', () => {
  it('lists the runnable reports by group, each opening its page and its raw table, with the last run on the user\'s clock', async () => {
    serve();
    render(<ReportsOverviewPage title="Reports overview" />, '/crm/settings/reports/overview');
    const open = await screen.findByRole('link', { name: 'Open Transactions summary' }, waitLimit(20_000));
    expect(open).toHaveAttribute('href', '/crm/reports/transactions-summary');
    expect(screen.getByRole('heading', { name: 'Finance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Raw table of Invoices' })).toHaveAttribute('href', '/crm/settings/reports/table?reportId=invoices');
    const row = open.closest('tr')!;
    expect(within(row).getByText('20/11/2026 09:05')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
  });

  it('the raw table shows every column of the definition (not only the defaults), without chart or totals', async () => {
    serve();
    render(<ReportsTablePage title="Reports table" />, '/crm/settings/reports/table?reportId=transactions-summary');
    const row = (await screen.findByText('1.234', {}, waitLimit(20_000))).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sale', 'EUR', '1.234']);
    expect(screen.queryByText('The chart\'s figures')).not.toBeInTheDocument();
    expect(document.querySelector('[data-total="transactions"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports table' })).toBeInTheDocument();
  });

  it('without a report, offers the reports to pick; speaks Turkish', async () => {
    serve();
    render(<ReportsTablePage title="Reports table" />, '/crm/settings/reports/table', 'tr');
    expect(await screen.findByRole('combobox', { name: 'Rapor' }, waitLimit(20_000))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rapor tablosu' })).toBeInTheDocument();
  });
});
