import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { REPORT_SETTINGS_ENDPOINTS, type ReportSettingInput, type ReportSettingRow, type ReportSettingsPage as Page } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, createMswServer, declaredHandlers, DEMO_TENANTS, renderWithProviders, installTimerMessageChannel } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { ReportSettingsPage } from './ReportSettingsPage';

installTimerMessageChannel();
jest.setTimeout(40_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); window.sessionStorage.clear(); });
afterAll(() => server.close());

const ACME = DEMO_TENANTS[0]!.id;
const SUMMARY: ReportSettingRow = {
  reportId: 'transactions-summary', title: 'Transactions summary', description: 'Every transaction of the period by type and currency.',
  userTypes: ['crm', 'merchant'],
  fields: [
    { name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'startDate', endDateName: 'endDate', maxDaysSelected: 93 },
    { name: 'status', label: 'Status', type: 'multiSelectAutoComplete', options: [{ id: 'Captured', name: 'Captured' }, { id: 'Declined', name: 'Declined' }] },
  ],
  columns: [{ key: 'type', title: 'Type', kind: 'text' }, { key: 'currency', title: 'Currency', kind: 'text' }, { key: 'transactions', title: 'Transactions', kind: 'count' }],
  maxRangeDays: 93, reportRangeDays: 7, updatedAt: null,
  hidden: false, hiddenRoleIds: [], defaultFilters: {}, defaultColumns: [], defaultRangeDays: null,
};
const ALERTS: ReportSettingRow = { ...SUMMARY, reportId: 'alerts', title: 'Alerts', description: 'Alerts.', userTypes: ['crm'], hidden: true };
const PAGE: Page = {
  tenantId: ACME,
  roles: [
    { id: '11111111-1111-4111-8111-111111111111', name: 'Tenant administrator', userType: 'crm' },
    { id: '22222222-2222-4222-8222-222222222222', name: 'Merchant administrator', userType: 'merchant' },
  ],
  reports: [SUMMARY, ALERTS],
};

function serve(refuse?: string) {
  const saved: Array<{ tenantId: string; reportId: string; body: ReportSettingInput }> = [];
  const asked: string[] = [];
  server.use(
    ...declaredHandlers(REPORT_SETTINGS_ENDPOINTS.settings, ({ params }) => { asked.push(String(params.tenantId)); return HttpResponse.json({ ...PAGE, tenantId: String(params.tenantId) }); }),
    ...declaredHandlers(REPORT_SETTINGS_ENDPOINTS.saveSetting, async ({ params, request }) => {
      const body = (await request.json()) as ReportSettingInput;
      if (refuse) return HttpResponse.json({ error: refuse }, { status: 400 });
      saved.push({ tenantId: String(params.tenantId), reportId: String(params.reportId), body });
      return HttpResponse.json({ ...SUMMARY, ...body });
    }),
    ...createHandlers({ userEmail: 'platform@demo.test' }),
  );
  return { saved, asked };
}

function renderPage(language: 'en' | 'tr' = 'en') {
  addRemoteResources(resources);
  const result = renderWithProviders(<App><ReportSettingsPage title="Report settings" /></App>, { user: 'platform@demo.test', route: '/crm/settings/report-settings/reports', language });
  return result;
}

describe('ReportSettingsPage: which reports a tenant and its roles see, and their defaults', () => {
  it('lists each report of the first tenant with its visibility; the setting form checks the period and sends the whole setting', async () => {
    const { saved, asked } = serve();
    const user = userEvent.setup();
    renderPage();
    const summaryRow = (await screen.findByText('Transactions summary', {}, waitLimit(20_000))).closest('tr')!;
    expect(asked[0]).toBe(ACME);
    expect(within(summaryRow).getByText('Visible')).toBeInTheDocument();
    expect(within(summaryRow).getByText('Staff and merchants')).toBeInTheDocument();
    expect(within(screen.getByText('Alerts').closest('tr')!).getByText('Hidden for the tenant')).toBeInTheDocument();

    await user.click(within(summaryRow).getByRole('button', { name: 'Edit Transactions summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Transactions summary' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Merchant administrator (merchants)' }));
    const days = within(dialog).getByRole('textbox', { name: 'Default period (days)' });
    // The period cannot go past the report's maximum (93 days): the keystroke that would is refused.
    await user.type(days, '99');
    expect(days).toHaveValue('9');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Transactions' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Type' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      tenantId: ACME, reportId: 'transactions-summary',
      body: { hidden: false, hiddenRoleIds: ['22222222-2222-4222-8222-222222222222'], defaultFilters: {}, defaultColumns: ['type', 'transactions'], defaultRangeDays: 30 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a staff-only report offers no merchant role; a server refusal keeps the form open and says why', async () => {
    const { saved } = serve('Unknown column password');
    const user = userEvent.setup();
    renderPage();
    const alertsRow = (await screen.findByText('Alerts', {}, waitLimit(20_000))).closest('tr')!;
    await user.click(within(alertsRow).getByRole('button', { name: 'Edit Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Alerts' });
    expect(within(dialog).queryByRole('checkbox', { name: /Merchant administrator/ })).not.toBeInTheDocument();
    const hidden = within(dialog).getByRole('checkbox', { name: 'Hide this report from every user of the tenant' });
    expect(hidden).toBeChecked();
    await user.click(hidden);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Unknown column password')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Settings of Alerts' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Hide this report from every user of the tenant' })).not.toBeChecked();
    expect(saved).toHaveLength(0);
  });

  it('speaks Turkish', async () => {
    serve();
    renderPage('tr');
    expect(await screen.findByText('Personel ve üye işyerleri', {}, waitLimit(20_000))).toBeInTheDocument();
    expect(screen.getByText('Rapor ayarları')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Düzenle/ }).length).toBe(2);
  });
});
