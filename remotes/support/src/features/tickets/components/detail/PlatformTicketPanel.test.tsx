import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { configureApiClient, getApiClientConfig, type ApiError } from '@portal/api-client';
import { DEMO_TENANTS, ticketFixture } from '@portal/testing';
import type { Ticket } from '@portal/contracts';
import { renderSupport, server, setupSupportServer } from '../../../../test-support/render-support';
import { TicketDetailPage } from './TicketDetailPage';

setupSupportServer();
jest.setTimeout(30_000);

const TENANT = DEMO_TENANTS[0].id; // Acme Payments
const base = `/support/${TENANT}/ticket/ticket-1`;

function platformTicket(overrides: Partial<Ticket> = {}): Ticket {
  return ticketFixture({ ticketId: 'ticket-1', ticketChannelType: 'TenantToPlatformTicketChannel', customerId: null, customerName: null, ...overrides });
}

type Options = Parameters<typeof renderSupport>[1];

/** The platform detail page of ticket-1, as platform@ sees it. */
function renderPlatformTicket(ticket: Ticket, options: Partial<Options> = {}) {
  const result = renderSupport(
    <Routes>
      <Route path="/platform/support/:tenantId/:ticketId" element={<TicketDetailPage kind="platform" />} />
    </Routes>,
    { user: 'platform@demo.test', route: `/platform/support/${TENANT}/ticket-1`, ...options, store: { tickets: [ticket], ...options.store } },
  );
  // The shell's global error handler (its snackbar) as the api-client calls it.
  const shellErrors: string[] = [];
  configureApiClient({ ...getApiClientConfig(), onError: (error: ApiError) => shellErrors.push(error.message) });
  return { ...result, shellErrors };
}

const panel = () => screen.getByTestId('platform-panel');
const callsTo = (calls: Array<{ method: string; path: string }>, method: string, suffix: string) =>
  calls.filter((c) => c.method === method && c.path.endsWith(`${base}/${suffix}`));
const ticketLoads = (calls: Array<{ method: string; path: string }>) => calls.filter((c) => c.method === 'GET' && c.path.endsWith(base));

describe('PlatformTicketPanel scoping (1000 ms polls, 3 retries)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Lets the next poll fire (exactly `ms` later) and its answer arrive. */
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('starts with an empty body, polls scoping-status every 1000 ms until false, spins meanwhile, then shows the refreshed ticket', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderPlatformTicket(platformTicket(), { scopingPolls: 2 });
    const start = await screen.findByRole('button', { name: 'Start scoping' });
    const status = () => callsTo(store.calls, 'GET', 'scoping-status');

    await user.click(start);
    await waitFor(() => expect(callsTo(store.calls, 'POST', 'scoping')).toHaveLength(1));
    expect(callsTo(store.calls, 'POST', 'scoping')[0].path).toMatch(/scoping$/);
    const button = within(panel()).getByRole('button', { name: /Scoping\.\.\./ });
    expect(status()).toHaveLength(0);

    // The spinner is read once the clock has moved: antd sets its class a commit after the label, and a
    // waitFor here would move the fake clock past the poll this test times.
    await advance(999);
    expect(button).toHaveClass('ant-btn-loading');
    expect(status()).toHaveLength(0);
    await advance(1);
    await waitFor(() => expect(status()).toHaveLength(1));

    // A second click while it runs starts nothing.
    await user.click(button);
    await advance(1000);
    await waitFor(() => expect(status()).toHaveLength(2));
    expect(callsTo(store.calls, 'POST', 'scoping')).toHaveLength(1);
    expect(within(panel()).getByRole('button', { name: /Scoping\.\.\./ })).toHaveClass('ant-btn-loading');

    // The server fills a timing field meanwhile; the third poll answers false and the ticket is read again.
    store.tickets[0].responseDateTime = '2025-02-10T14:30:00';
    const loadsBefore = ticketLoads(store.calls).length;
    await advance(1000);
    await waitFor(() => expect(status()).toHaveLength(3));
    expect(await within(panel()).findByRole('button', { name: 'Start scoping' })).not.toHaveClass('ant-btn-loading');
    await waitFor(() => expect(screen.getByLabelText('Response time')).toHaveValue('10/02/2025 14:30'));
    expect(ticketLoads(store.calls).length).toBeGreaterThan(loadsBefore);

    await advance(5000);
    expect(status()).toHaveLength(3);
  });

  it('logs each failed poll, retries 3 times, then stops and tells the user', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store, shellErrors } = renderPlatformTicket(platformTicket(), { failing: ['scoping-status'] });
    const status = () => callsTo(store.calls, 'GET', 'scoping-status');
    await user.click(await screen.findByRole('button', { name: 'Start scoping' }));
    await waitFor(() => expect(callsTo(store.calls, 'POST', 'scoping')).toHaveLength(1));

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await advance(1000);
      await waitFor(() => expect(status()).toHaveLength(attempt));
      expect(within(panel()).getByRole('button', { name: /Scoping\.\.\./ })).toBeInTheDocument();
      expect(shellErrors).toEqual([]);
    }
    await advance(1000);
    await waitFor(() => expect(status()).toHaveLength(4));
    await waitFor(() => expect(shellErrors).toEqual(['Service unavailable']));
    expect(await within(panel()).findByRole('button', { name: 'Start scoping' })).toBeInTheDocument();
    expect(logged.mock.calls.filter(([text]) => text === 'Scoping status polling failed')).toHaveLength(4);

    await advance(5000);
    expect(status()).toHaveLength(4);
  });

  it('keeps one run going (polls 1000 ms apart, still spinning) when a Jira key is saved meanwhile', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderPlatformTicket(platformTicket(), { scopingPolls: 20 });
    const pollTimes: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/scoping-status')) pollTimes.push(Date.now());
    });
    await user.click(await screen.findByRole('button', { name: 'Start scoping' }));
    await waitFor(() => expect(callsTo(store.calls, 'POST', 'scoping')).toHaveLength(1));

    await user.type(screen.getByRole('textbox', { name: 'Jira ticket' }), 'OPS-9');
    await user.click(within(panel()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jira ticket' })).toHaveValue('OPS-9'));
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Save' })).toBeDisabled());
    const afterSave = pollTimes.length;
    for (let i = 0; i < 4; i += 1) await advance(1000);
    server.events.removeAllListeners();

    expect(pollTimes.length - afterSave).toBeGreaterThanOrEqual(3);
    // A second loop would poll in between: every gap is a full interval.
    const gaps = pollTimes.slice(1).map((time, i) => time - pollTimes[i]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
    expect(within(panel()).getByRole('button', { name: /Scoping\.\.\./ })).toBeInTheDocument();
    expect(callsTo(store.calls, 'POST', 'scoping')).toHaveLength(1);
  });

  it('follows a run already in progress when the ticket is opened, without starting another', async () => {
    const { store } = renderPlatformTicket(platformTicket({ scopingStatus: true }), { scopingPolls: 0 });
    const running = await within(await screen.findByTestId('platform-panel')).findByRole('button', { name: /Scoping\.\.\./ });
    await waitFor(() => expect(running).toHaveClass('ant-btn-loading'));
    await advance(1000);
    await waitFor(() => expect(callsTo(store.calls, 'GET', 'scoping-status')).toHaveLength(1));
    expect(await within(panel()).findByRole('button', { name: 'Start scoping' })).toBeInTheDocument();
    expect(callsTo(store.calls, 'POST', 'scoping')).toHaveLength(0);
  });
});

describe('PlatformTicketPanel billable, Jira ticket and times', () => {
  it('marks the ticket billable and non-billable with {tenantId, ticketId}', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderPlatformTicket(platformTicket({ billable: false }));
    const billable = await screen.findByRole('switch', { name: 'Billable' });
    expect(billable).not.toBeChecked();

    await user.click(billable);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Billable' })).toBeChecked());
    expect(callsTo(store.calls, 'POST', 'billable').map((c) => (c as { body?: unknown }).body)).toEqual([{ tenantId: TENANT, ticketId: 'ticket-1' }]);

    await user.click(screen.getByRole('switch', { name: 'Billable' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Billable' })).not.toBeChecked());
    expect(callsTo(store.calls, 'POST', 'non-billable').map((c) => (c as { body?: unknown }).body)).toEqual([{ tenantId: TENANT, ticketId: 'ticket-1' }]);
  });

  it('requires a Jira ticket and sends it trimmed', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderPlatformTicket(platformTicket({ jiraTicket: 'OPS-1' }));
    const jira = await screen.findByRole('textbox', { name: 'Jira ticket' });
    const save = () => within(panel()).getByRole('button', { name: 'Save' });
    expect(jira).toHaveValue('OPS-1');
    expect(save()).toBeDisabled();

    await user.clear(jira);
    expect(within(panel()).getByRole('alert')).toHaveTextContent('This field is required');
    expect(jira).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
    await user.type(jira, '   ');
    expect(save()).toBeDisabled();
    // The same key with spaces around it is no change.
    await user.type(jira, 'OPS-1 ');
    expect(save()).toBeDisabled();

    await user.clear(jira);
    await user.type(jira, '  OPS-42  ');
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(callsTo(store.calls, 'POST', 'jira-ticket')).toHaveLength(1));
    expect((callsTo(store.calls, 'POST', 'jira-ticket')[0] as { body?: unknown }).body).toEqual({ jiraTicket: 'OPS-42' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Jira ticket' })).toHaveValue('OPS-42'));
    expect(save()).toBeDisabled();
  });

  it("shows the three times as DD/MM/YYYY HH:mm on the profile's clock and sends a picked time as a UTC instant to its own call", async () => {
    const user = userEvent.setup({ delay: null });
    // The profile's zone is London: 08:05 UTC in July is 09:05 there (summer time), 23:59 UTC in December 23:59.
    const { store } = renderPlatformTicket(platformTicket({ initialRequestDateTime: '2025-07-06T08:05:00.000Z', responseDateTime: null, resolutionDateTime: '2025-12-31T23:59:00.000Z' }));
    expect(await screen.findByLabelText('Initial request time')).toHaveValue('06/07/2025 09:05');
    expect(screen.getByLabelText('Response time')).toHaveValue('');
    expect(screen.getByLabelText('Resolution time')).toHaveValue('31/12/2025 23:59');

    const response = screen.getByLabelText('Response time');
    await user.click(response);
    await user.type(response, '11/07/2025 08:15{Enter}');
    await waitFor(() => expect(callsTo(store.calls, 'POST', 'response-time')).toHaveLength(1));
    expect((callsTo(store.calls, 'POST', 'response-time')[0] as { body?: unknown }).body).toEqual({ responseDateTime: '2025-07-11T07:15:00.000Z' });
    await waitFor(() => expect(screen.getByLabelText('Response time')).toHaveValue('11/07/2025 08:15'));
    expect(callsTo(store.calls, 'POST', 'initial-request-time')).toHaveLength(0);
    expect(callsTo(store.calls, 'POST', 'resolution-time')).toHaveLength(0);
  });
});
