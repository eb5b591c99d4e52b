import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setSystemMode } from '@portal/api-client';
import { DATA_ANALYTICS, DATA_ANALYTICS_ENDPOINTS, REPORT_ENDPOINTS, type DataAnalyticsSession, type ReportDefinition } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, createMswServer, declaredHandlers, renderWithProviders, installTimerMessageChannel } from '@portal/testing';
import { App } from 'antd';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalPivotConfig, signedPartOf, tokenOf, type PivotConfig } from '@portal/contracts';
import { resources } from '../../i18n';
import { DataAnalyticsPage } from './DataAnalyticsPage';

installTimerMessageChannel();
jest.setTimeout(30_000);

const server = createMswServer([]);
const realSetTimeout = globalThis.setTimeout;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // A test that holds a timer puts the real setTimeout back even when it fails half-way.
  globalThis.setTimeout = realSetTimeout;
  server.resetHandlers();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const DEFINITION: ReportDefinition = {
  id: 'transactions-summary', title: 'Transactions summary', description: 'The transactions of the period by type and currency.',
  fields: [{ name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'startDate', endDateName: 'endDate', maxDaysSelected: 93 }],
  columns: [{ key: 'type', title: 'Type', kind: 'text' }, { key: 'currency', title: 'Currency', kind: 'text' }, { key: 'transactions', title: 'Transactions', kind: 'count', total: true }],
  chart: null, defaultSort: { key: 'transactions', direction: 'desc' }, defaultRangeDays: 30, resend: false,
};
const secretKey = secp256k1.utils.randomSecretKey();
const SESSION: DataAnalyticsSession = {
  sessionId: '6f9c2a1e-0000-4000-8000-000000000001', licenseKey: '6f9c2a1e-0000-4000-8000-000000000001.abcdefghijklmnopqrstuvwxyz',
  publicKey: bytesToHex(secp256k1.getPublicKey(secretKey)), expiresAt: '2026-11-25T21:00:00.000Z', reportId: 'transactions-summary', reportName: 'Transactions summary',
  data: [{ type: 'Payment', currency: 'EUR', transactions: 3 }], count: 6000,
  configurableFields: [
    { key: 'type', title: 'Type', kind: 'text', role: 'dimension' }, { key: 'currency', title: 'Currency', kind: 'text', role: 'dimension' },
    { key: 'transactions', title: 'Transactions', kind: 'count', role: 'measure' },
  ],
  reportConfig: { rows: ['type'], columns: [], measure: 'transactions', aggregation: 'sum' },
};

/** A report-changed token as the backend signs it, with the session's key or another. */
function tokenFor(config: PivotConfig, key = secretKey) {
  const iat = Math.floor(Date.now() / 1000);
  const claims = { sid: SESSION.sessionId, rid: SESSION.reportId, cfg: bytesToHex(sha256(utf8ToBytes(canonicalPivotConfig(config)))), iat, exp: iat + 120 };
  return tokenOf(claims, bytesToHex(secp256k1.sign(utf8ToBytes(signedPartOf(claims)), key)));
}

function serve() {
  const calls = { opened: [] as unknown[], closed: [] as string[], saved: [] as unknown[] };
  server.use(
    ...declaredHandlers(REPORT_ENDPOINTS.definition, () => HttpResponse.json(DEFINITION)),
    ...declaredHandlers(DATA_ANALYTICS_ENDPOINTS.open, async ({ request }) => {
      calls.opened.push(await request.json());
      return HttpResponse.json(SESSION, { status: 201 });
    }),
    ...declaredHandlers(DATA_ANALYTICS_ENDPOINTS.saveLayout, async ({ request }) => {
      const body = (await request.json()) as { reportConfig: PivotConfig };
      calls.saved.push(body);
      return HttpResponse.json({ reportConfig: body.reportConfig, updatedAt: '2026-07-25T20:40:05.000Z' });
    }),
    ...declaredHandlers(DATA_ANALYTICS_ENDPOINTS.close, ({ params }) => {
      calls.closed.push(String(params.sessionId));
      return new HttpResponse(null, { status: 204 });
    }),
    ...createHandlers({ userEmail: 'merchant@demo.test' }),
  );
  return calls;
}

function renderPage(language: 'en' | 'tr' = 'en') {
  setSystemMode('Live');
  addRemoteResources(resources);
  const result = renderWithProviders(<App><DataAnalyticsPage title="Data analytics" base="/reports/" /></App>, { user: 'merchant@demo.test', route: '/reports/data-analytics', language });
  return result;
}

describe('DataAnalyticsPage', () => {
  it('says clearly when the browser blocks the pop-up, and opens no session', async () => {
    const calls = serve();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Open Data Analytics/ }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The browser blocked the Data Analytics window')).toBeInTheDocument();
    expect(screen.getByText(/Allow pop-ups for this portal/)).toBeInTheDocument();
    expect(calls.opened).toEqual([]);
  });

  it("opens the tool page on the portal's origin, sends the report 1 s later, and ends the session on the closed message", async () => {
    const calls = serve();
    const popup = { postMessage: jest.fn(), closed: false, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    // The report goes 1 s after the window opens: that one timer is held here and run by the test, never waited for.
    // A plain function, not a jest mock: Testing Library takes a mocked setTimeout for jest's fake timers and would
    // advance timers that are not fake.
    let sendReport: (() => void) | undefined;
    globalThis.setTimeout = ((callback: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms === DATA_ANALYTICS.dataDelayMs) {
        sendReport = callback;
        return 0 as unknown as ReturnType<typeof setTimeout>;
      }
      return realSetTimeout(callback, ms, ...rest);
    }) as typeof setTimeout;
    const timers = { mockRestore: () => { globalThis.setTimeout = realSetTimeout; } };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Open Data Analytics/ }));
    const [url, name] = open.mock.calls[0]!;
    const address = new URL(String(url));
    expect(address.pathname).toBe('/remotes/reports-settings/data-analytics.html');
    expect(address.origin).toBe(window.location.origin);
    expect(address.searchParams.has('portal')).toBe(false);
    expect(name).toBe('portal-data-analytics');
    expect(await screen.findByText(/The Data Analytics window is open/)).toBeInTheDocument();
    expect(calls.opened).toEqual([expect.objectContaining({ reportId: 'transactions-summary', filters: expect.objectContaining({ startDate: expect.any(String), endDate: expect.any(String) }) })]);
    expect(popup.postMessage).not.toHaveBeenCalled();
    expect(sendReport).toBeDefined();
    act(() => sendReport!());
    timers.mockRestore();
    await waitFor(() => expect(popup.postMessage).toHaveBeenCalledTimes(1));
    expect(popup.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'data', reportName: 'Transactions summary', licenseKey: SESSION.licenseKey }), window.location.origin);
    // The window is told the period its figures are for, as the page's chip says it.
    const period = screen.getByRole('list', { name: 'Active filters' }).textContent;
    expect(period).toMatch(/^Period: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
    expect(popup.postMessage.mock.calls[0]![0]).toMatchObject({ scope: [period] });
    expect(screen.getByText('Data Analytics shows the first 1 of 6.000 report rows: narrow the period to see them all.')).toBeInTheDocument();

    // A layout signed with another key is dropped (noted on the console); the genuine one is saved.
    const layout: PivotConfig = { rows: ['currency'], columns: ['type'], measure: 'transactions', aggregation: 'sum' };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const post = (token: string) => act(() => {
      window.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'report-changed', reportConfig: layout, token }, origin: window.location.origin, source: popup }));
    });
    post(tokenFor(layout, secp256k1.utils.randomSecretKey()));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('authentication of a report-changed message failed'));
    post(tokenFor(layout));
    // The server's time of saving on the profile's clock (London, BST), not the browser's (UTC on CI).
    expect(await screen.findByText('Layout saved at 21:40:05: rows Currency; columns Type')).toBeInTheDocument();
    expect(calls.saved).toEqual([{ reportConfig: layout, token: expect.any(String) }]);

    act(() => {
      window.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'closed' }, origin: window.location.origin, source: popup }));
    });
    expect(await screen.findByText('The Data Analytics window was closed.')).toBeInTheDocument();
    await waitFor(() => expect(calls.closed).toEqual([SESSION.sessionId]));
    expect(screen.getByRole('button', { name: /Open Data Analytics again/ })).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    serve();
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderPage('tr');
    await userEvent.click(await screen.findByRole('button', { name: /Data Analytics'i aç/ }));
    expect(await screen.findByText('Tarayıcı Data Analytics penceresini engelledi')).toBeInTheDocument();
  });
});
