import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setSystemMode } from '@portal/api-client';
import { API_PATHS, REPORT_ENDPOINTS, type ReportDefinition, type ReportPage as ReportPageData } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, createMswServer, declaredHandlers, renderWithProviders, installTimerMessageChannel } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { ReportPage } from './ReportPage';

installTimerMessageChannel();

// The report page with its table, chart and export (stretched by npm test -- --busy).
jest.setTimeout(60_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.removeItem('portal.reports.chartOpen');
});
afterAll(() => server.close());

/** A definition with a field of every type the kit draws (spec part 2 section 3), a chart and totals. */
const DEFINITION: ReportDefinition = {
  id: 'transactions-summary', title: 'Transactions summary', description: 'The transactions of the period by payment method and currency.',
  fields: [
    { name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'startDate', endDateName: 'endDate', maxDaysSelected: 7, validations: [{ name: 'required', message: 'Pick a period' }] },
    { name: 'currency', label: 'Currency', type: 'selectWithApi', api: { path: API_PATHS.activeCurrencies, idKey: 'code', nameKey: 'code' } },
    { name: 'status', label: 'Status', type: 'multiSelectAutoComplete', options: [{ id: 'Captured', name: 'Captured' }, { id: 'Declined', name: 'Declined' }] },
    { name: 'granularity', label: 'Per', type: 'radiobutton', value: 'day', options: [{ id: 'day', name: 'Day' }, { id: 'month', name: 'Month' }] },
    { name: 'source', label: 'Source', type: 'select', options: [{ id: 'Merchant', name: 'Merchant' }, { id: 'Provider', name: 'Provider' }] },
    { name: 'method', label: 'Payment method', type: 'selectAutoComplete', options: [{ id: 'card', name: 'Card' }] },
    { name: 'activeOnly', label: 'Active channels only', type: 'checkbox', value: false },
    { name: 'url', label: 'URL contains', type: 'input', inputType: 'search', validations: [{ name: 'maxLength', value: 5, message: 'At most 255 characters' }] },
  ],
  columns: [
    { key: 'type', title: 'Type', kind: 'text' }, { key: 'currency', title: 'Currency', kind: 'text' },
    { key: 'transactions', title: 'Transactions', kind: 'count', total: true },
    { key: 'amount', title: 'Amount', kind: 'money', currencyKey: 'currency' },
  ],
  chart: { type: 'PieChart', x: 'status', y: 'transactions' },
  defaultSort: { key: 'transactions', direction: 'desc' },
  defaultRangeDays: 7,
  resend: false,
};

const PAGE: ReportPageData = {
  data: [
    { type: 'Sale', currency: 'EUR', transactions: 1234, amount: 1634599 },
    { type: 'Refund', currency: 'EUR', transactions: 3, amount: 4500 },
  ],
  count: 2,
  totals: { transactions: 1237 },
  chart: [{ status: 'Captured', transactions: 1200 }, { status: 'Declined', transactions: 37 }],
};

function serve(page: ReportPageData = PAGE, definition: ReportDefinition = DEFINITION) {
  const calls: URLSearchParams[] = [];
  server.use(
    ...declaredHandlers(REPORT_ENDPOINTS.definition, () => HttpResponse.json(definition)),
    ...declaredHandlers(REPORT_ENDPOINTS.data, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json(page);
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return calls;
}

function renderReport(route = '/crm/reports/transactions-summary', language: 'en' | 'tr' = 'en') {
  setSystemMode('Live');
  addRemoteResources(resources);
  const result = renderWithProviders(<App><ReportPage reportId="transactions-summary" title="Transactions summary" /></App>, { user: 'tenant@demo.test', route, language });
  return result;
}

describe('ReportPage: one page drawn from the server\'s definition', () => {
  it('draws every field type, the totals, the chart\'s figures and the rows; asks for the last 7 days by default', async () => {
    const calls = serve();
    renderReport();
    expect(await screen.findByLabelText('URL contains', {}, waitLimit(15_000))).toBeInTheDocument();
    // Eight fields: the first four in view, the others behind "More filters" (the definition declares no primary ones).
    expect(screen.queryByRole('combobox', { name: 'Source' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More filters' }));
    for (const name of ['Currency', 'Status', 'Source', 'Payment method']) expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Day' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Active channels only' })).not.toBeChecked();
    const row = (await screen.findByText('1.234', {}, waitLimit(15_000))).closest('tr')!;
    expect(within(row).getByText('Sale')).toBeInTheDocument();
    expect(within(row).getByText(/16\.345,99/)).toBeInTheDocument();
    expect(document.querySelector('[data-total="transactions"]')).toHaveTextContent('1.237');
    expect(screen.getByText('The chart\'s figures')).toBeInTheDocument();
    // The chart itself when opened (its library is not downloaded with the table), and open again on the next report.
    expect(screen.queryByRole('img', { name: 'Chart of Transactions summary' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the chart' }));
    expect(screen.getByRole('img', { name: 'Chart of Transactions summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the chart' })).toHaveAttribute('aria-expanded', 'true');
    expect(window.localStorage.getItem('portal.reports.chartOpen')).toBe('true');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const q = calls.at(-1)!;
    const days = (Date.parse(q.get('endDate')!) - Date.parse(q.get('startDate')!)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect(q.get('granularity')).toBe('day');
    expect(q.get('sort')).toBe('transactions');
    expect(q.get('order')).toBe('desc');
    expect(q.has('activeOnly')).toBe(false);
  });

  it('refuses a period longer than maxDaysSelected from a link: nothing is asked, Apply says why', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderReport('/crm/reports/transactions-summary?startDate=2026-11-01T12:00:00.000Z&endDate=2026-11-20T12:00:00.000Z&page=1');
    await screen.findByLabelText('URL contains', {}, waitLimit(15_000));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Pick at most 7 days')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('keeps an invalid text filter in the bar with its message and sends the valid ones', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderReport();
    await screen.findByText('1.234', {}, waitLimit(15_000));
    await user.type(screen.getByLabelText('URL contains'), 'too long');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('At most 255 characters')).toBeInTheDocument();
    expect(calls.some((q) => q.has('url'))).toBe(false);
    await user.clear(screen.getByLabelText('URL contains'));
    await user.type(screen.getByLabelText('URL contains'), 'pay');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.at(-1)!.get('url')).toBe('pay'));
  });

  it('sends a status and the checkbox when picked, and says so when nothing matches (no chart drawn)', async () => {
    const calls = serve({ data: [], count: 0, totals: { transactions: 0 }, chart: [] });
    const user = userEvent.setup();
    renderReport();
    await screen.findByLabelText('URL contains', {}, waitLimit(15_000));
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active channels only' }));
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.at(-1)!.get('activeOnly')).toBe('true'));
    expect(calls.at(-1)!.get('granularity')).toBe('month');
    expect(await screen.findByText('No data for these filters')).toBeInTheDocument();
  });

  it('speaks Turkish: title, labels and column titles from the remote\'s texts', async () => {
    serve();
    renderReport('/crm/reports/transactions-summary', 'tr');
    expect(await screen.findByRole('heading', { name: 'İşlem özeti' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Para birimi' }, waitLimit(15_000))).toBeInTheDocument();
    expect(await screen.findAllByText('İşlemler')).not.toHaveLength(0);
    // A text cell the portal names (the transaction's type) reads in Turkish, as the lookup's Type column does.
    expect(await screen.findByRole('cell', { name: 'Satış' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'İade' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Sale' })).not.toBeInTheDocument();
  });

  it("asks for the file in the portal's language (Accept-Language), as it reads the page", async () => {
    serve();
    const languages: Array<string | null> = [];
    server.use(...declaredHandlers(REPORT_ENDPOINTS.exportV3, ({ request }) => {
      languages.push(request.headers.get('accept-language'));
      return HttpResponse.json({ jobId: 'job-1', fileName: 'transactions-summary.csv', notifies: true }, { status: 202 });
    }));
    const user = userEvent.setup();
    renderReport('/crm/reports/transactions-summary', 'tr');
    await screen.findByText('1.234', {}, waitLimit(15_000));
    await user.click(screen.getByRole('button', { name: 'Dışa aktar' }));
    await waitFor(() => expect(languages).toEqual(['tr']));
  });

  it('exports the report as shown: reportId, filters without paging, the columns in order; a large one arrives as a notification', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(...declaredHandlers(REPORT_ENDPOINTS.exportV3, ({ body }) => {
      bodies.push(body);
      return HttpResponse.json({ jobId: 'job-1', fileName: 'transactions-summary.csv', notifies: true }, { status: 202 });
    }));
    const user = userEvent.setup();
    renderReport();
    await screen.findByText('1.234', {}, waitLimit(15_000));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The export has more than 10.000 rows: it is being prepared, and the file will arrive as a notification.')).toBeInTheDocument();
    const body = bodies[0] as { reportId: string; filters: Record<string, unknown>; columns: string[]; sort: string };
    expect(body.reportId).toBe('transactions-summary');
    expect(body.columns).toEqual(['type', 'currency', 'transactions', 'amount']);
    expect(body.sort).toBe('transactions');
    expect(Object.keys(body.filters).sort()).toEqual(['endDate', 'granularity', 'startDate']);
    expect((body as { useDefaults?: boolean }).useDefaults).toBe(false);
  });

  it('keeps the amount in view at the end of a wide table, and its file in the same order as the screen', async () => {
    const [type, currency, transactions, amount] = DEFINITION.columns;
    serve(PAGE, { ...DEFINITION, columns: [type!, amount!, currency!, transactions!] });
    const bodies: unknown[] = [];
    server.use(...declaredHandlers(REPORT_ENDPOINTS.exportV3, ({ body }) => {
      bodies.push(body);
      return HttpResponse.json({ jobId: 'job-1', fileName: 'transactions-summary.csv', notifies: true }, { status: 202 });
    }));
    const user = userEvent.setup();
    renderReport();
    const row = (await screen.findByText('1.234', {}, waitLimit(15_000))).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sale', 'EUR', '1.234', '16.345,99 EUR']);
    expect(within(row).getAllByRole('cell').at(-1)).toHaveClass('ant-table-cell-fix-end');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { columns: string[] }).columns).toEqual(['type', 'currency', 'transactions', 'amount']);
  });

  it('opens with the tenant\'s report setting: its default filters asked for, only its default columns shown and exported', async () => {
    const calls = serve(PAGE, {
      ...DEFINITION,
      fields: DEFINITION.fields.map((f) => (f.name === 'status' ? { ...f, value: ['Declined'] } : f)),
      defaultColumns: ['currency', 'transactions'],
    });
    const bodies: unknown[] = [];
    server.use(...declaredHandlers(REPORT_ENDPOINTS.exportV3, ({ body }) => {
      bodies.push(body);
      return HttpResponse.json({ jobId: 'job-1', fileName: 'transactions-summary.csv', notifies: true }, { status: 202 });
    }));
    const user = userEvent.setup();
    renderReport();
    const row = (await screen.findByText('1.234', {}, waitLimit(15_000))).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['EUR', '1.234']);
    expect(within(row).queryByText('Sale')).not.toBeInTheDocument();
    const q = calls.at(-1)!;
    expect(q.get('status')).toBe('Declined');
    expect(q.get('useDefaults')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0] as { columns: string[]; filters: Record<string, unknown> };
    expect(body.columns).toEqual(['currency', 'transactions']);
    expect([body.filters.status].flat()).toEqual(['Declined']);
  });
});
