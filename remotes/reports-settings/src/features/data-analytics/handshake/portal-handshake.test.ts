import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalPivotConfig, signedPartOf, tokenOf, type DataAnalyticsSession, type PivotConfig } from '@portal/contracts';
import { startPortalHandshake, type PortalHandshakeOptions } from './portal-handshake';

const TOOL = 'https://portal.example';
const secretKey = secp256k1.utils.randomSecretKey();
const layout: PivotConfig = { rows: ['currency'], columns: ['type'], measure: 'transactions', aggregation: 'sum' };
const session: DataAnalyticsSession = {
  sessionId: '6f9c2a1e-0000-4000-8000-000000000001', licenseKey: '6f9c2a1e-0000-4000-8000-000000000001.abcdefghijklmnopqrstuvwxyz',
  publicKey: bytesToHex(secp256k1.getPublicKey(secretKey)), expiresAt: '2026-11-25T21:00:00.000Z', reportId: 'transactions-summary',
  reportName: 'Transactions summary', data: [{ type: 'Payment', currency: 'EUR', transactions: 3 }], count: 1,
  configurableFields: [
    { key: 'type', title: 'Type', kind: 'text', role: 'dimension' },
    { key: 'currency', title: 'Currency', kind: 'text', role: 'dimension' },
    { key: 'transactions', title: 'Transactions', kind: 'count', role: 'measure' },
  ],
  reportConfig: { rows: ['type'], columns: ['currency'], measure: 'transactions', aggregation: 'sum' },
};
const NOW = new Date('2026-11-25T20:00:00.000Z');

/** A token as the backend signs it (ECDSA on secp256k1 over the claims' text), with any key. */
function tokenFor(config: PivotConfig, key = secretKey, claims: Partial<{ sid: string; exp: number }> = {}) {
  const iat = Math.floor(NOW.getTime() / 1000);
  const body = {
    sid: session.sessionId, rid: session.reportId, cfg: bytesToHex(sha256(utf8ToBytes(canonicalPivotConfig(config)))), iat, exp: iat + 120, ...claims,
  };
  return tokenOf(body, bytesToHex(secp256k1.sign(utf8ToBytes(signedPartOf(body)), key)));
}

function setup(overrides: Partial<PortalHandshakeOptions> = {}) {
  const popup = { postMessage: jest.fn(), closed: false } as unknown as Window & { postMessage: jest.Mock; closed: boolean };
  const target = new EventTarget() as unknown as Window;
  const calls = { onLayout: jest.fn(), onClosed: jest.fn(), onFailed: jest.fn(), warn: jest.fn() };
  const handshake = startPortalHandshake({
    popup, toolOrigin: TOOL, target, session: Promise.resolve(session), now: () => NOW,
    portal: { themeColor: '#1f4e9c', themeScheme: 'light', origin: 'https://portal.example' },
    onLayout: calls.onLayout, onClosed: calls.onClosed, onFailed: calls.onFailed, log: { warn: calls.warn },
    ...overrides,
  });
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin: from.origin ?? TOOL, source: 'source' in from ? from.source : popup }));
  return { popup, target, calls, handshake, send };
}

/** Lets the 1 s pass and the session promise settle. */
async function afterOneSecond() {
  await jest.advanceTimersByTimeAsync(1000);
}

describe('the portal half of the Data Analytics handshake', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the data message 1 s after opening, with exactly the spec fields, to the tool origin only', async () => {
    const { popup, handshake } = setup();
    await jest.advanceTimersByTimeAsync(999);
    expect(popup.postMessage).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = popup.postMessage.mock.calls[0]!;
    expect(targetOrigin).toBe(TOOL);
    expect(Object.keys(message).sort()).toEqual(
      ['type', 'data', 'licenseKey', 'reportConfig', 'configurableFields', 'themeColor', 'themeScheme', 'reportName', 'origin'].sort(),
    );
    expect(message).toMatchObject({ type: 'data', data: session.data, licenseKey: session.licenseKey, reportName: 'Transactions summary', themeColor: '#1f4e9c', themeScheme: 'light', origin: 'https://portal.example' });
    handshake.stop();
  });

  it('accepts a report-changed message whose token the session key signed for that layout', async () => {
    const { calls, send, handshake } = setup();
    await afterOneSecond();
    send({ type: 'report-changed', reportConfig: layout, token: tokenFor(layout) });
    expect(calls.onLayout).toHaveBeenCalledWith(layout, expect.any(String), session);
    expect(calls.warn).not.toHaveBeenCalled();
    handshake.stop();
  });

  it('drops a forged token (another key), a token of another layout, an expired one and one of another session, noting each on the console', async () => {
    const { calls, send, handshake } = setup();
    await afterOneSecond();
    send({ type: 'report-changed', reportConfig: layout, token: tokenFor(layout, secp256k1.utils.randomSecretKey()) });
    send({ type: 'report-changed', reportConfig: { ...layout, aggregation: 'max' }, token: tokenFor(layout) });
    send({ type: 'report-changed', reportConfig: layout, token: tokenFor(layout, secretKey, { exp: Math.floor(NOW.getTime() / 1000) - 1 }) });
    send({ type: 'report-changed', reportConfig: layout, token: tokenFor(layout, secretKey, { sid: '6f9c2a1e-0000-4000-8000-000000000002' }) });
    send({ type: 'report-changed', reportConfig: layout });
    expect(calls.onLayout).not.toHaveBeenCalled();
    expect(calls.warn.mock.calls.map(([text]) => text)).toEqual([
      expect.stringMatching(/authentication .* failed \(the token's signature does not match this session's key\); the message was dropped/),
      expect.stringMatching(/signed for another layout/),
      expect.stringMatching(/expired/),
      expect.stringMatching(/another session/),
      expect.stringMatching(/missing or malformed/),
    ]);
    handshake.stop();
  });

  it('drops messages from a wrong origin or another window, even with a valid token', async () => {
    const { calls, send, handshake } = setup();
    await afterOneSecond();
    const valid = { type: 'report-changed', reportConfig: layout, token: tokenFor(layout) };
    send(valid, { origin: 'https://evil.example' });
    send(valid, { source: {} });
    send({ type: 'closed' }, { origin: 'https://evil.example' });
    expect(calls.onLayout).not.toHaveBeenCalled();
    expect(calls.onClosed).not.toHaveBeenCalled();
    expect(calls.warn).toHaveBeenCalledWith(expect.stringContaining('from https://evil.example was dropped'));
    expect(calls.warn).toHaveBeenCalledWith(expect.stringContaining('from another window was dropped'));
    handshake.stop();
  });

  it('sends the data message again to a pop-up that says it is ready after its second (it was still loading), never before', async () => {
    const { popup, send, calls, handshake } = setup();
    send({ type: 'ready' });
    await jest.advanceTimersByTimeAsync(500);
    expect(popup.postMessage).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(500);
    expect(popup.postMessage).toHaveBeenCalledTimes(1);
    send({ type: 'ready' });
    expect(popup.postMessage).toHaveBeenCalledTimes(2);
    expect(popup.postMessage.mock.calls[1]).toEqual(popup.postMessage.mock.calls[0]);
    // Not to another window or origin.
    send({ type: 'ready' }, { origin: 'https://evil.example' });
    send({ type: 'ready' }, { source: {} });
    expect(popup.postMessage).toHaveBeenCalledTimes(2);
    expect(calls.warn).toHaveBeenCalledTimes(2);
    handshake.stop();
  });

  it('ends on a closed message: later messages are not taken', async () => {
    const { calls, send } = setup();
    await afterOneSecond();
    send({ type: 'closed' });
    expect(calls.onClosed).toHaveBeenCalledWith(session);
    send({ type: 'report-changed', reportConfig: layout, token: tokenFor(layout) });
    expect(calls.onLayout).not.toHaveBeenCalled();
  });

  it('ends when the user closed the window without a closed message, and sends nothing to a window closed before its second', async () => {
    const { popup, calls } = setup();
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls.onClosed).toHaveBeenCalledTimes(1);
    expect(popup.postMessage).not.toHaveBeenCalled();
  });

  it('fails (and sends nothing) when the session cannot be opened', async () => {
    const failing = Promise.reject(new Error('You do not have the permission this resource needs'));
    const { popup, calls } = setup({ session: failing });
    await afterOneSecond();
    expect(calls.onFailed).toHaveBeenCalledWith(expect.objectContaining({ message: 'You do not have the permission this resource needs' }));
    expect(popup.postMessage).not.toHaveBeenCalled();
  });
});
