import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataAnalyticsDataMessage } from '@portal/contracts';
import { ToolApp } from './ToolApp';
import { toolSettingsOf } from './tool-location';

const PORTAL = 'https://portal.example';
const data: DataAnalyticsDataMessage = {
  type: 'data',
  data: [
    { type: 'Payment', currency: 'EUR', transactions: 1200 },
    { type: 'Payment', currency: 'GBP', transactions: 34 },
    { type: 'Refund', currency: 'EUR', transactions: 5 },
  ],
  licenseKey: '6f9c2a1e-0000-4000-8000-000000000001.abcdefghijklmnopqrstuvwxyz',
  reportConfig: { rows: ['type'], columns: ['currency'], measure: 'transactions', aggregation: 'sum' },
  configurableFields: [
    { key: 'type', title: 'Type', kind: 'text', role: 'dimension' },
    { key: 'currency', title: 'Currency', kind: 'text', role: 'dimension' },
    { key: 'transactions', title: 'Transactions', kind: 'count', role: 'measure' },
  ],
  themeColor: '#1f4e9c', themeScheme: 'light', reportName: 'Transactions summary', origin: PORTAL,
  scope: ['Period: 01/07/2025 – 31/07/2025', 'Status: Settled'],
};
const t = (key: string, values?: Record<string, unknown>) => key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));

describe('the report tool in the Data Analytics window', () => {
  it("waits for the portal, then shows the report as a pivot and sends each new layout back signed", async () => {
    const opener = { postMessage: jest.fn(), closed: false } as unknown as Window & { postMessage: jest.Mock };
    const sign = jest.fn(async () => 'signed-token');
    render(<ToolApp portalOrigin={PORTAL} opener={opener} sign={sign} t={t} />);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the report from the portal…');

    act(() => {
      window.dispatchEvent(Object.assign(new Event('message'), { data, origin: PORTAL, source: opener }));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions summary' })).toBeInTheDocument();
    // The period and the filters the figures are for, under the report's name.
    expect(screen.getByTestId('da-scope')).toHaveTextContent('Figures for Period: 01/07/2025 – 31/07/2025 · Status: Settled');
    const table = screen.getByRole('table', { name: 'Transactions (Sum) of Transactions summary' });
    const payment = within(table).getByRole('row', { name: /^Payment/ });
    expect(within(payment).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1.200', '34', '1.234']);
    const totals = () => within(screen.getByRole('table')).getByRole('row', { name: /^Total/ });
    expect(within(totals()).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1.205', '34', '1.239']);

    await userEvent.selectOptions(screen.getByLabelText('Aggregation'), 'max');
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'report-changed', reportConfig: { rows: ['type'], columns: ['currency'], measure: 'transactions', aggregation: 'max' }, token: 'signed-token' }, PORTAL,
    ));
    expect(sign).toHaveBeenCalledWith(data.licenseKey, expect.objectContaining({ aggregation: 'max' }));
    expect(await screen.findByText('Layout sent to the portal.')).toBeInTheDocument();
    // The largest figure of each column and of all: EUR 1.200 (not 1.205), GBP 34.
    expect(within(totals()).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1.200', '34', '1.200']);
  });

  it('ignores a data message from another origin and says where to open it from when it has no opener', () => {
    render(<ToolApp portalOrigin={PORTAL} opener={null} sign={jest.fn()} t={t} />);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('message'), { data, origin: 'https://evil.example', source: null }));
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('from https://evil.example was dropped'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Open Data Analytics from the portal');
  });
  it("takes the portal's origin from its own address, never from a ?portal= parameter: another site's figures are not shown", () => {
    const page = new URL('https://portal.example/remotes/reports-settings/data-analytics.html?portal=https://evil.test&lang=tr');
    const settings = toolSettingsOf(page);
    expect(settings).toEqual({ portalOrigin: 'https://portal.example', language: 'tr' });
    const opener = { postMessage: jest.fn(), closed: false } as unknown as Window;
    render(<ToolApp portalOrigin={settings.portalOrigin} opener={opener} sign={jest.fn()} t={t} />);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('message'), {
        data: { ...data, reportName: 'Your account is suspended', origin: 'https://evil.test' }, origin: 'https://evil.test', source: opener,
      }));
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('from https://evil.test was dropped'));
    expect(screen.queryByText('Your account is suspended')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'ready' }, 'https://portal.example');
    expect(opener.postMessage).not.toHaveBeenCalledWith(expect.anything(), 'https://evil.test');
  });
});
