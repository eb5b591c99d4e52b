import type { DataAnalyticsDataMessage, PivotConfig } from '@portal/contracts';
import { startToolHandshake, type ToolHandshakeOptions } from './tool-handshake';

const PORTAL = 'https://portal.example';
const data: DataAnalyticsDataMessage = {
  type: 'data', data: [{ type: 'Payment', currency: 'EUR', transactions: 3 }], licenseKey: '6f9c2a1e-0000-4000-8000-000000000001.abcdefghijklmnopqrstuvwxyz',
  reportConfig: { rows: ['type'], columns: [], measure: 'transactions', aggregation: 'sum' },
  configurableFields: [
    { key: 'type', title: 'Type', kind: 'text', role: 'dimension' },
    { key: 'currency', title: 'Currency', kind: 'text', role: 'dimension' },
    { key: 'transactions', title: 'Transactions', kind: 'count', role: 'measure' },
  ],
  themeColor: '#1f4e9c', themeScheme: 'dark', reportName: 'Transactions summary', origin: PORTAL,
};
const layout: PivotConfig = { rows: ['currency'], columns: ['type'], measure: 'transactions', aggregation: 'average' };

function setup(overrides: Partial<ToolHandshakeOptions> = {}) {
  const opener = { postMessage: jest.fn(), closed: false } as unknown as Window & { postMessage: jest.Mock };
  const target = new EventTarget() as unknown as Window;
  const calls = { onData: jest.fn(), sign: jest.fn(async () => 'signed-token'), warn: jest.fn() };
  const handshake = startToolHandshake({ portalOrigin: PORTAL, opener, target, onData: calls.onData, sign: calls.sign, log: { warn: calls.warn }, ...overrides });
  // What it told the portal on starting; the tests below look at what comes after.
  const onStart = [...opener.postMessage.mock.calls];
  opener.postMessage.mockClear();
  const receive = (message: unknown, from: { origin?: string; source?: unknown } = {}) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data: message, origin: from.origin ?? PORTAL, source: 'source' in from ? from.source : opener }));
  return { opener, calls, handshake, receive, onStart };
}

describe('the pop-up half of the Data Analytics handshake', () => {
  it("says it is ready, to the portal's origin only, as soon as it listens (a data message sent while it loaded comes again)", () => {
    const { onStart, handshake } = setup();
    expect(onStart).toEqual([[{ type: 'ready' }, PORTAL]]);
    handshake.stop();
  });

  it("takes the portal's data message and answers a new layout with a report-changed message signed with its licence key, to the portal's origin only", async () => {
    const { opener, calls, handshake, receive } = setup();
    receive(data);
    expect(calls.onData).toHaveBeenCalledWith(data);
    await handshake.sendLayout(layout);
    expect(calls.sign).toHaveBeenCalledWith(data.licenseKey, layout);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'report-changed', reportConfig: layout, token: 'signed-token' }, PORTAL);
    handshake.stop();
  });

  it('drops a data message from a wrong origin, from another window, or naming another origin, noting it on the console', async () => {
    const { calls, handshake, receive } = setup();
    receive(data, { origin: 'https://evil.example' });
    receive(data, { source: {} });
    receive({ ...data, origin: 'https://evil.example' });
    receive({ ...data, reportConfig: { ...data.reportConfig, rows: ['cardNumber'] } });
    expect(calls.onData).not.toHaveBeenCalled();
    expect(calls.warn.mock.calls.map(([text]) => text)).toEqual([
      expect.stringContaining('from https://evil.example was dropped'),
      expect.stringContaining('other than the portal'),
      expect.stringContaining('is not the portal'),
      expect.stringContaining('cardNumber'),
    ]);
    await expect(handshake.sendLayout(layout)).rejects.toThrow('No report has arrived');
    handshake.stop();
  });

  it('sends nothing when the backend refuses to sign (the portal would refuse it anyway)', async () => {
    const { opener, handshake, receive } = setup({ sign: async () => { throw new Error('This licence key opens no live Data Analytics session'); } });
    receive(data);
    await expect(handshake.sendLayout(layout)).rejects.toThrow('no live Data Analytics session');
    expect(opener.postMessage).not.toHaveBeenCalled();
    handshake.stop();
  });

  it('tells the portal once that it is closing', () => {
    const { opener, handshake } = setup();
    handshake.close();
    handshake.close();
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'closed' }, PORTAL);
  });
});
