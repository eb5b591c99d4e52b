import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { dashboardFixture, emptyWidgetData } from '@portal/testing';
import type { DashboardDataSource, DashboardWidget } from '@portal/contracts';
import { callsOf, renderDashboard, setupDashboardServer } from '../../test-support/render-dashboard';
import { WidgetCard } from './WidgetCard';

jest.mock('@ant-design/charts', () => {
  const Chart = ({ data }: { data: Array<{ x: string; y: number; extra: number | null }> }) => (
    <div data-testid="chart">{data.map((p) => `${p.x}=${p.y}${p.extra === null ? '' : `/${p.extra}`}`).join(' ')}</div>
  );
  return { Line: Chart, Pie: Chart, Bar: Chart, DualAxes: Chart };
});

jest.setTimeout(30_000);
setupDashboardServer();

const MERCHANT = 'merchant@demo.test';
const WIDGETS = [...dashboardFixture('Merchant'), ...dashboardFixture('Tenant')].flatMap((c) => c.widgets);
const named = (name: string) => WIDGETS.find((w) => w.name === name)!;
const WEEK = { startDate: '2026-11-18T00:00:00.000Z', endDate: '2026-11-25T00:00:00.000Z' };

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderWidget(widget: DashboardWidget, prepare?: Parameters<typeof renderDashboard>[1]['prepare'], language?: 'en' | 'tr') {
  const categories = dashboardFixture('Merchant');
  return renderDashboard(
    <><WidgetCard widget={widget} dashboardFilter={WEEK} timeZone="Europe/London" timezoneOffset={0} /><Location /></>,
    { user: MERCHANT, language, prepare: (store) => {
      // The fake answers the widgets it knows: the one under test among them.
      store.categories = [{ ...categories[0]!, widgets: [widget] }];
      prepare?.(store);
    } },
  );
}

const sourceOf = (w: DashboardWidget) => w.data.dataSourceEndpointId as DashboardDataSource;

/** The chart's box once its sketch is drawn; a pointer over it brings the chart library's drawing (ADR 0141). */
async function chartBox(name: string | RegExp, { reach = true } = {}) {
  const box = await screen.findByRole('img', { name });
  await waitFor(() => expect(within(box).getByTestId('chart-sketch')).toBeInTheDocument());
  if (reach) fireEvent.pointerEnter(box);
  return box;
}

describe('widgets with data', () => {
  it('COUNT_WIDGET: the count and the base-currency volume', async () => {
    renderWidget(named('Payments'));
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('45.678,90 GBP')).toBeInTheDocument();
    expect(screen.getByText('Volume')).toBeInTheDocument();
  });

  it('SUCCESS_RATE_WIDGET: the rate with comma decimals and both counts', async () => {
    renderWidget(named('Success rate'));
    expect(await screen.findByText('91,67%')).toBeInTheDocument();
    expect(screen.getByText(/Successful: 1\.100/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Success rate: 91,67%' })).toBeInTheDocument();
  });

  it('WEBHOOK_STATUS: Delivering with its counts, NotDelivering and NotConfigured', async () => {
    const { store, unmount } = renderWidget(named('Webhook status'));
    expect(await screen.findByText('Delivering')).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('Last attempt: 25/11/2026 10:00')).toBeInTheDocument();
    unmount();
    renderWidget(named('Webhook status'), (s) => { s.data['webhook-status'] = { ...store.data['webhook-status']!, data: [{ status: 'NotDelivering', delivered: 1, failed: 9, pending: 0, notConfigured: 0, lastAttemptAt: null }] }; });
    expect(await screen.findByText('Not delivering')).toBeInTheDocument();
  });

  it('CHART_WIDGET LineChart: days on x, volume on y, the figures as a table for screen readers', async () => {
    renderWidget(named('Volume per day'));
    await chartBox('Chart: Volume per day');
    expect(await screen.findByTestId('chart')).toHaveTextContent('23/11=120.5/10 24/11=140/12 25/11=99.99/8');
    const table = screen.getByRole('table', { name: 'Volume per day' });
    expect(within(table).getByText('23/11/2026')).toBeInTheDocument();
    expect(within(table).getByText('120,50 GBP')).toBeInTheDocument();
  });

  it('CHART_WIDGET PieChart and BarChart: translated categories', async () => {
    const { unmount } = renderWidget(named('Payment statuses'), undefined, 'tr');
    await chartBox(/^Grafik: /);
    expect(await screen.findByTestId('chart')).toHaveTextContent('Tahsil edildi=20 Reddedildi=5');
    unmount();
    renderWidget(named('Declines by reason'));
    await chartBox('Chart: Declines by reason');
    expect(await screen.findByTestId('chart')).toHaveTextContent('Do not honour=7 Insufficient funds=3');
  });

  it('CHART_WIDGET ComboChart over the last 24 hours asks for Last24Hours, not the range', async () => {
    const { store } = renderWidget(named('Last 24 hours'));
    await chartBox('Chart: Last 24 hours');
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
    expect(screen.getByText('Last 24 hours', { selector: '.ant-tag' })).toBeInTheDocument();
    const call = callsOf(store, 'volume-by-time')[0]!;
    expect(call.query.get('dateRange')).toBe('Last24Hours');
    expect(call.query.get('startDate')).toBeNull();
  });

  it('BANNER_WIDGET: each alert in its severity, in the portal\'s words, and how many more', async () => {
    renderWidget(named('Needs attention'));
    expect(await screen.findByText('TX-BBC-0031 is waiting for approval: Refund')).toBeInTheDocument();
    expect(screen.getByText('2 more')).toBeInTheDocument();
  });

  it('TABLE_WIDGET: formatted columns, server pages of 5, a row click (or Enter) goes to its path', async () => {
    const user = userEvent.setup();
    const { store } = renderWidget(named('Payment methods'));
    const table = await screen.findByRole('table', { name: 'Payment methods' });
    expect(within(table).getByText('Card')).toBeInTheDocument();
    expect(within(table).getByText('1.500')).toBeInTheDocument();
    expect(within(table).getByText('12.345,60 GBP')).toBeInTheDocument();
    expect(within(table).getByText('90,50%')).toBeInTheDocument();
    expect(callsOf(store, 'method-split')[0]!.query.get('PageSize')).toBe('5');
    expect(screen.getByText('1-5 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(callsOf(store, 'method-split').at(-1)!.query.get('pageIndex')).toBe('1'));

    const paypal = await screen.findByRole('link', { name: 'Open PayPal' });
    paypal.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/merchant/transaction-management/transaction-lookup?paymentMethod=paypal');
    await user.click(screen.getByRole('link', { name: 'Open Card' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/merchant/transaction-management/transaction-lookup?paymentMethod=card');
  });

  it('TABLE_WIDGET in Turkish: a seeded method reads in Turkish, a brand name and a name staff set as they are', async () => {
    renderWidget(named('Payment methods'), (store) => {
      const answer = store.data['method-split']!;
      store.data['method-split'] = { ...answer, data: [...answer.data.slice(0, 2), { ...answer.data[0]!, paymentMethod: 'open-banking', paymentMethodName: 'Pay by bank' }] };
    }, 'tr');
    const table = await screen.findByRole('table', { name: 'Ödeme yöntemleri' });
    expect(within(table).getByText('Kart')).toBeInTheDocument();
    expect(within(table).getByText('PayPal')).toBeInTheDocument();
    expect(within(table).getByText('Pay by bank')).toBeInTheDocument();
    expect(within(table).queryByText('Card')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Ödeme yöntemi' })).toBeInTheDocument();
  });

  it('TABLE_WIDGET of tenant staff: merchants by volume, linked to the lookup of the merchant', async () => {
    const user = userEvent.setup();
    renderWidget(named('Top merchants'));
    await user.click(await screen.findByRole('link', { name: 'Open Blue Bottle Coffee Ltd' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/transaction-management/transaction-lookup?Customer=da5b0a4d-0000-4000-8000-000000000900');
  });

  it('MAP_WIDGET: a world map shaded by country, and the top countries by name', async () => {
    renderWidget(named('Card countries'));
    const map = await screen.findByRole('img', { name: 'World map: Card countries' });
    expect(map.querySelectorAll('path').length).toBeGreaterThan(150);
    expect(within(map).getByText('United Kingdom: 40')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Card countries' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['CountryPayments', 'United Kingdom40', 'Germany10']);
  });

  it('PIPELINE_CHART: open elements per stage, closed ones in the tone of their state', async () => {
    renderWidget(named('Boarding'));
    expect(await screen.findByRole('progressbar', { name: 'Lead: 4' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Precheck: 2' })).toBeInTheDocument();
    expect(screen.getByText('Lost: 1')).toHaveAttribute('data-tone', 'negative');
    expect(screen.getByText('Go live: 3')).toHaveAttribute('data-tone', 'positive');
  });
});

describe('widgets without data and failing', () => {
  const types = WIDGETS.filter((w, i) => WIDGETS.findIndex((o) => o.name === w.name) === i);

  it.each(types.map((w) => [w.configuration.widgetType, w.name, w] as const))('%s %s: says what an empty period means', async (_type, _name, widget) => {
    renderWidget(widget, (s) => { s.data[sourceOf(widget)] = emptyWidgetData(); });
    const expected = widget.configuration.widgetType === 'BANNER_WIDGET' ? 'Nothing needs attention in this period'
      : widget.configuration.widgetType === 'WEBHOOK_STATUS' ? 'No webhook endpoint is configured' : 'No data for this period';
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it.each(types.map((w) => [w.configuration.widgetType, w.name, w] as const))('%s %s: shows its own error', async (_type, _name, widget) => {
    renderWidget(widget, (s) => { s.failing[sourceOf(widget)] = 'Reporting is down'; });
    expect(await screen.findByText('This widget could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Reporting is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('does not call a data source the portal does not know', async () => {
    const widget = { ...named('Payments'), data: { ...named('Payments').data, dataSourceEndpoint: '/reporting/data/unknown' } };
    const { store } = renderWidget(widget);
    expect(await screen.findByText('This widget reads a data source the portal does not know')).toBeInTheDocument();
    expect(store.calls).toHaveLength(0);
  });
});

describe('a chart widget before the user reaches for it (ADR 0141)', () => {
  it('shows its figures and its sketch at once, and asks for the chart library only when a pointer comes over it', async () => {
    renderWidget(named('Volume per day'));
    const table = await screen.findByRole('table', { name: 'Volume per day' });
    expect(within(table).getByText('120,50 GBP')).toBeInTheDocument();
    const box = await chartBox('Chart: Volume per day', { reach: false });
    expect(within(box).getByText('23/11')).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).toBeNull();

    fireEvent.pointerEnter(box);
    expect(await screen.findByTestId('chart')).toHaveTextContent('23/11=120.5/10');
    // The sketch stays over the chart until the library says it has drawn: never a blank box between the two.
    expect(within(box).getByTestId('chart-placeholder')).toContainElement(within(box).getByTestId('chart-sketch'));
  });

  it('a touch brings it too', async () => {
    renderWidget(named('Payment statuses'));
    fireEvent.pointerDown(await chartBox('Chart: Payment statuses', { reach: false }));
    expect(await screen.findByTestId('chart')).toHaveTextContent('Captured=20');
  });
});
