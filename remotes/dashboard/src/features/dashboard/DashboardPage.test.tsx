import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsOf, renderDashboard, setupDashboardServer } from '../../test-support/render-dashboard';
import { DashboardPage } from './DashboardPage';

jest.mock('@ant-design/charts', () => {
  const Chart = ({ data }: { data: Array<{ x: string; y: number }> }) => <div data-testid="chart">{data.map((p) => `${p.x}=${p.y}`).join(' ')}</div>;
  return { Line: Chart, Pie: Chart, Bar: Chart, DualAxes: Chart };
});

jest.setTimeout(30_000);
setupDashboardServer();

const MERCHANT = 'merchant@demo.test';
// merchant@'s profile time zone is Europe/London; only Date is faked (antd and msw need real timers).
const NOW = new Date('2026-11-25T10:00:00.000Z');
beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] }));
afterEach(() => jest.useRealTimers());

describe('DashboardPage', () => {
  it("shows the categories as tabs and the first one's widgets with their figures, for the last 7 days", async () => {
    const { store } = renderDashboard(<DashboardPage title="Dashboard" />, { user: MERCHANT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Payments', 'Operations']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('1.234')).toBeInTheDocument();
    expect(within(payments).getByText('45.678,90 GBP')).toBeInTheDocument();
    expect(await screen.findByText('91,67%')).toBeInTheDocument();
    // Every widget of the tab asked its own source, for 19-25 November on the London clock, in Live mode (2).
    const summary = callsOf(store, 'summary')[0]!;
    expect(Object.fromEntries(summary.query)).toMatchObject({
      startDate: '2026-11-19T00:00:00.000Z', endDate: '2026-11-26T00:00:00.000Z', timezoneOffset: '0', mode: '2',
    });
    expect(summary.headers).toMatchObject({ endpointId: 'summary', mode: 'Live' });
    expect(new Set(store.calls.map((c) => c.source))).toEqual(new Set(['summary', 'success-rate', 'webhook-status', 'volume-by-time', 'status-split', 'alerts']));
  });

  it('loads another category on its tab, by keyboard too', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderDashboard(<DashboardPage title="Dashboard" />, { user: MERCHANT });
    const overview = (await screen.findAllByRole('tab'))[0]!;
    act(() => overview.focus());
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getAllByRole('tab')[1]).toHaveTextContent('Payments');
    expect(await screen.findByRole('region', { name: 'Payment methods' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(store, 'method-split')).toHaveLength(1));
    expect(callsOf(store, 'card-countries')).toHaveLength(1);
  });

  it('asks every widget again when the date range changes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderDashboard(<DashboardPage title="Dashboard" />, { user: MERCHANT, route: '/dashboard?from=2026-11-01&to=2026-11-03' });
    await screen.findByText('1.234');
    expect(Object.fromEntries(callsOf(store, 'summary')[0]!.query)).toMatchObject({ startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-04T00:00:00.000Z' });
    store.data.summary = { ...store.data.summary!, totalCount: 77 };
    await user.click(screen.getByLabelText('Date range'));
    await user.click(await screen.findByText('Today'));
    expect(await screen.findByText('77')).toBeInTheDocument();
    expect(Object.fromEntries(callsOf(store, 'summary').at(-1)!.query)).toMatchObject({ startDate: '2026-11-25T00:00:00.000Z', endDate: '2026-11-26T00:00:00.000Z' });
  });

  it('keeps the other widgets when one fails, and retries the failed one alone', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderDashboard(<DashboardPage title="Dashboard" />, { user: MERCHANT, prepare: (s) => { s.failing['success-rate'] = 'Database unavailable'; } });
    const rate = await screen.findByRole('region', { name: 'Success rate' });
    expect(await within(rate).findByText('This widget could not be loaded')).toBeInTheDocument();
    expect(within(rate).getByText('Database unavailable')).toBeInTheDocument();
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    delete store.failing['success-rate'];
    await user.click(within(rate).getByRole('button', { name: 'Retry' }));
    expect(await within(rate).findByText('91,67%')).toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded, and tries again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderDashboard(<DashboardPage title="Dashboard" />, { user: MERCHANT, prepare: (s) => { s.categoriesFailWith = 'Service unavailable'; } });
    expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
    store.categoriesFailWith = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
  });

  it("applies a widget's own dates to that widget only", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderDashboard(<DashboardPage title="Dashboard" />, { user: MERCHANT });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await within(payments).findByText('1.234');
    await user.click(within(payments).getByRole('button', { name: 'Dates of this widget: Payments' }));
    await waitFor(() => expect(document.getElementById(`widget-${store.categories[0]!.widgets[0]!.widgetId}-dates`)).not.toBeNull());
    await user.click(document.getElementById(`widget-${store.categories[0]!.widgets[0]!.widgetId}-dates`)!);
    await user.click((await screen.findAllByTitle('2026-11-02')).at(-1)!);
    await user.click((await screen.findAllByTitle('2026-11-10')).at(-1)!);
    await waitFor(() => expect(callsOf(store, 'summary').at(-1)!.query.get('endDate')).toBe('2026-11-11T00:00:00.000Z'));
    expect(callsOf(store, 'summary').at(-1)!.query.get('startDate')).toBe('2026-11-02T00:00:00.000Z');
    expect(within(payments).getByText('This widget shows its own dates')).toBeInTheDocument();
    expect(callsOf(store, 'success-rate').every((c) => c.query.get('endDate') === '2026-11-26T00:00:00.000Z')).toBe(true);
  });

  it('speaks Turkish', async () => {
    renderDashboard(<DashboardPage title="Dashboard" />, { user: 'sandbox@demo.test', language: 'tr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gösterge paneli' })).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Genel bakış', 'Ödemeler', 'Operasyonlar']);
    expect(screen.getByText('Tarih aralığı')).toBeInTheDocument();
    expect(await screen.findByText('İletiliyor')).toBeInTheDocument();
    expect(await screen.findByText('TX-BBC-0031 onay bekliyor: İade')).toBeInTheDocument();
  });

  it('moves and widens a widget at once, keeps it on the server, and puts it back when that fails', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderDashboard(<DashboardPage title="Dashboard" />, { user: MERCHANT });
    await screen.findByText('1.234');
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings().slice(0, 2)).toEqual(['Payments', 'Success rate']);
    await user.click(screen.getByRole('button', { name: 'Arrange Payments' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move later' }));
    await waitFor(() => expect(headings().slice(0, 2)).toEqual(['Success rate', 'Payments']));
    await waitFor(() => expect(store.layouts).toHaveLength(1));
    expect(store.layouts[0]!.widgets.slice(0, 2).map((w) => w.order)).toEqual([1, 2]);
    expect(screen.getByRole('menuitem', { name: 'Move earlier' })).toBeInTheDocument();

    store.layoutFailWith = 'Database unavailable';
    await user.click(screen.getByRole('button', { name: 'Arrange Success rate' }));
    await user.click((await screen.findAllByRole('menuitem', { name: 'Move later' })).at(-1)!);
    expect(await screen.findByText('The new arrangement could not be kept')).toBeInTheDocument();
    await waitFor(() => expect(headings().slice(0, 2)).toEqual(['Success rate', 'Payments']));
  });

  it("tells a merchant who arranged their own dashboard which template version they keep, and resets to the template", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderDashboard(<DashboardPage title="Dashboard" />, {
      user: MERCHANT, prepare: (s) => { s.template = { version: 1, latestVersion: 1, customised: false }; },
    });
    await screen.findByText('1.234');
    // Following the template: nothing to say.
    expect(screen.queryByRole('button', { name: 'Reset to template' })).not.toBeInTheDocument();

    // Arranging makes it their own: the notice appears without a reload.
    await user.click(screen.getByRole('button', { name: 'Arrange Payments' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move later' }));
    expect(await screen.findByText("You arranged this dashboard yourself, starting from the newest version (1) of your provider's template.")).toBeInTheDocument();

    // The tenant publishes version 2; the merchant keeps version 1 until they reset (confirmed).
    store.template = { version: 1, latestVersion: 2, customised: true };
    await user.click(screen.getByRole('button', { name: 'Arrange Success rate' }));
    await user.click((await screen.findAllByRole('menuitem', { name: 'Move later' })).at(-1)!);
    expect(await screen.findByText("You arranged this dashboard yourself and keep version 1 of your provider's template; version 2 is published.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset to template' }));
    expect(store.resets).toBe(0);
    const confirm = (await screen.findByText('Drop your own arrangement and use the template?')).closest('[role="tooltip"]') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Reset to template' }));
    await waitFor(() => expect(store.resets).toBe(1));
    expect(await screen.findByText('Your dashboard follows the template again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset to template' })).not.toBeInTheDocument());
  });

  it('moves a widget by dragging its handle onto another widget, and resizes it by dragging its edge; both kept on the server', async () => {
    const { store, queryClient } = renderDashboard(<DashboardPage title="Dashboard" />, { user: MERCHANT });
    await screen.findByText('1.234');
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const [payments, successRate, third] = store.categories[0]!.widgets;
    const cell = (id: string) => document.querySelector(`[data-widget-cell="${id}"]`)!;
    const handle = document.querySelector(`[data-drag-handle="${payments!.widgetId}"]`)!;
    fireEvent.dragStart(handle);
    fireEvent.dragOver(cell(third!.widgetId));
    fireEvent.drop(cell(third!.widgetId));
    fireEvent.dragEnd(handle);
    await waitFor(() => expect(headings().slice(0, 3)).toEqual([successRate!.name, third!.name, 'Payments']));
    await waitFor(() => expect(store.layouts).toHaveLength(1));
    expect(store.layouts[0]!.widgets.slice(0, 3).map((w) => w.widgetId)).toEqual([successRate!.widgetId, third!.widgetId, payments!.widgetId]);

    // The right edge let go at 390 of the row's 400 px: the whole row (jsdom lays every box out 400 px wide from 0).
    const edge = document.querySelector(`[data-resize-handle="${successRate!.widgetId}"]`)!;
    fireEvent.pointerDown(edge, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(edge, { clientX: 390, pointerId: 1 });
    await waitFor(() => expect(store.layouts).toHaveLength(2));
    expect(store.layouts[1]!.widgets.find((w) => w.widgetId === successRate!.widgetId)!.width).toBe('large');
    // Let go where it already is: nothing to keep. A save starts on the let go itself (its mutation joins the
    // cache at once, before any request): none did.
    const saves = queryClient.getMutationCache();
    const started = saves.getAll().length;
    fireEvent.pointerDown(edge, { clientX: 390, pointerId: 1 });
    fireEvent.pointerUp(edge, { clientX: 395, pointerId: 1 });
    expect(saves.getAll().length).toBe(started);
    expect(store.layouts).toHaveLength(2);
  });
});
