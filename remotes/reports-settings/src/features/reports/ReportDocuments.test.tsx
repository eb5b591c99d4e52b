import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setSystemMode } from '@portal/api-client';
import { REPORT_ENDPOINTS, REPORT_FILE_ENDPOINTS, type ReportDefinition, type ReportPage as ReportPageData } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, createMswServer, declaredHandlers, renderWithProviders, installTimerMessageChannel } from '@portal/testing';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { resources } from '../../i18n';
import { ReportPage } from './ReportPage';

installTimerMessageChannel();
jest.setTimeout(40_000);

const server = createMswServer([]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); window.sessionStorage.clear(); });
afterAll(() => server.close());

const PERIOD = { name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'startDate', endDateName: 'endDate', maxDaysSelected: 366 } as const;
const INVOICES: ReportDefinition = {
  id: 'invoices', title: 'Invoices', description: 'The fees charged per month, customer and currency, by fee type.', fields: [PERIOD],
  columns: [{ key: 'month', title: 'Month', kind: 'text' }, { key: 'customer', title: 'Customer', kind: 'text' }, { key: 'currency', title: 'Currency', kind: 'text' },
    { key: 'total', title: 'Total fees', kind: 'money', currencyKey: 'currency' }],
  chart: null, defaultSort: { key: 'month', direction: 'desc' }, defaultRangeDays: 90, resend: false, document: 'invoice',
};
const DAILY: ReportDefinition = { ...INVOICES, id: 'transactions-daily', title: 'Transactions daily', description: 'Per day.', document: undefined,
  columns: [{ key: 'day', title: 'Day', kind: 'text' }, { key: 'transactions', title: 'Transactions', kind: 'count' }] };

function serve(definition: ReportDefinition, page: ReportPageData) {
  const asked: URL[] = [];
  server.use(
    ...declaredHandlers(REPORT_ENDPOINTS.definition, () => HttpResponse.json(definition)),
    ...declaredHandlers(REPORT_ENDPOINTS.data, () => HttpResponse.json(page)),
    ...declaredHandlers(REPORT_FILE_ENDPOINTS.invoiceDocument, ({ request }) => {
      asked.push(new URL(request.url));
      return new HttpResponse('<!doctype html><title>Invoice</title>', { headers: { 'content-type': 'text/html', 'content-disposition': 'attachment; filename="invoice-INV-202611.html"' } });
    }),
    ...declaredHandlers(REPORT_FILE_ENDPOINTS.dailyFiles, () => HttpResponse.json({
      count: 2,
      data: [
        { name: 'transactions-daily-2026-11-24-tacme.csv', day: '2026-11-24', merchantName: null, rows: 1, size: 230, createdAt: '2026-11-25T00:15:00.000Z' },
        { name: 'transactions-daily-2026-11-24-mbbc.csv', day: '2026-11-24', merchantName: 'Blue Bottle Coffee Ltd', rows: 1, size: 2048, createdAt: '2026-11-25T00:15:00.000Z' },
      ],
    })),
    ...declaredHandlers(REPORT_FILE_ENDPOINTS.dailyFile, ({ request }) => {
      asked.push(new URL(request.url));
      return new HttpResponse('\uFEFFDay,Transactions\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="x.csv"' } });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return asked;
}

function renderReport(definition: ReportDefinition, language: 'en' | 'tr' = 'en') {
  setSystemMode('Live');
  addRemoteResources(resources);
  renderWithProviders(<App><ReportPage reportId={definition.id} title={definition.title} /></App>, { user: 'tenant@demo.test', route: `/crm/reports/${definition.id}`, language });
}

describe('report documents: invoices and the daily files', () => {
  /** The names of the files the page handed to the browser (jsdom does not follow a download link's click). */
  let saved: string[];
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    saved = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href === 'blob:file') saved.push(this.download);
    });
  });

  it('each invoices row downloads its invoice for its month, customer and currency, in the user\'s language', async () => {
    const asked = serve(INVOICES, {
      data: [{ month: '2026-11', customer: 'Blue Bottle Coffee Ltd', currency: 'EUR', total: 1250, customerId: '4d3e0b1f-0001-4b7a-8c21-000000000001' }],
      count: 1, totals: null, chart: [],
    });
    const user = userEvent.setup();
    renderReport(INVOICES, 'tr');
    const button = await screen.findByRole('button', { name: 'İndir: Blue Bottle Coffee Ltd için 2026-11 dönemi EUR faturası' }, waitLimit(20_000));
    await user.click(button);
    await waitFor(() => expect(asked).toHaveLength(1));
    const q = asked[0]!.searchParams;
    expect([q.get('month'), q.get('customerId'), q.get('currency'), q.get('language')]).toEqual(['2026-11', '4d3e0b1f-0001-4b7a-8c21-000000000001', 'EUR', 'tr']);
    // tenant@'s clock is Europe/London: in November its offset from UTC is 0.
    expect(q.get('timezoneOffset')).toBe('0');
    expect(URL.createObjectURL).toHaveBeenCalled();
    // Saved under the server's name.
    await waitFor(() => expect(saved).toEqual(['invoice-INV-202611.html']));
  });

  it('transactions-daily lists the daily files of the caller\'s scope, each downloaded by its name', async () => {
    const asked = serve(DAILY, { data: [{ day: '2026-11-24', transactions: 12 }], count: 1, totals: null, chart: [] });
    const user = userEvent.setup();
    renderReport(DAILY);
    const section = (await screen.findByRole('heading', { name: 'Daily files' }, waitLimit(20_000))).closest('section')!;
    const merchantRow = (await within(section).findByText('Blue Bottle Coffee Ltd')).closest('tr')!;
    expect(within(merchantRow).getByText('24/11/2026')).toBeInTheDocument();
    expect(within(merchantRow).getByText('2,0 KB')).toBeInTheDocument();
    expect(within(section).getByText('All customers')).toBeInTheDocument();
    await user.click(within(merchantRow).getByRole('button', { name: 'Download transactions-daily-2026-11-24-mbbc.csv' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.pathname).toMatch(/\/fs\/transaction-daily-report-csv\/file\/transactions-daily-2026-11-24-mbbc\.csv$/);
    // Saved under the server's name.
    await waitFor(() => expect(saved).toEqual(['x.csv']));
  });

  it('pages the daily files in the URL under their own keys beside the report\'s, and Back returns to the page before', async () => {
    serve(DAILY, { data: [{ day: '2026-11-24', transactions: 12 }], count: 1, totals: null, chart: [] });
    const file = (page: number, i: number) => ({ name: `daily-p${page}-${i}.csv`, day: '2026-11-24', merchantName: `Merchant ${page}-${i}`, rows: 1, size: 230, createdAt: '2026-11-25T00:15:00.000Z' });
    server.use(...declaredHandlers(REPORT_FILE_ENDPOINTS.dailyFiles, ({ query }) => {
      const page = Number(query.pageIndex ?? 0) + 1;
      return HttpResponse.json({ count: 25, data: Array.from({ length: page < 3 ? 10 : 5 }, (_, i) => file(page, i + 1)) });
    }));
    function Browser() {
      const navigate = useNavigate();
      return <><output aria-label="query">{useLocation().search}</output><button type="button" onClick={() => navigate(-1)}>Browser back</button></>;
    }
    const user = userEvent.setup();
    setSystemMode('Live');
    addRemoteResources(resources);
    renderWithProviders(<App><ReportPage reportId={DAILY.id} title={DAILY.title} /><Browser /></App>, { user: 'tenant@demo.test', route: `/crm/reports/${DAILY.id}` });
    const section = (await screen.findByRole('heading', { name: 'Daily files' }, waitLimit(20_000))).closest('section')!;
    expect(await within(section).findByText('Merchant 1-1')).toBeInTheDocument();
    await user.click(within(within(section).getByTestId('list-pager')).getByTitle('2'));
    expect(await within(section).findByText('Merchant 2-1')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'query' })).toHaveTextContent(/daily\.page=2&daily\.pageSize=10/);
    await user.click(within(within(section).getByTestId('list-pager')).getByTitle('3'));
    expect(await within(section).findByText('Merchant 3-5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await within(section).findByText('Merchant 2-1')).toBeInTheDocument();
  });
});
