import { pivotConfigProblem, type DataAnalyticsDataMessage, type DataAnalyticsToolMessage, type PivotConfig } from '@portal/contracts';

export interface ToolHandshakeOptions {
  /** The portal's origin: the only one whose data message counts and the only one answered. */
  portalOrigin: string;
  /** The portal window that opened this one. */
  opener: Window | null;
  onData(message: DataAnalyticsDataMessage): void;
  /** Has the backend sign a layout with the data message's licence key; answers the token. */
  sign(licenseKey: string, reportConfig: PivotConfig): Promise<string>;
  log?: Pick<Console, 'warn'>;
  /** This window (a test may pass its own). */
  target?: Window;
}

export interface ToolHandshake {
  /** Signs the layout and sends it to the portal as a report-changed message. */
  sendLayout(reportConfig: PivotConfig): Promise<void>;
  /** Tells the portal this window is closing (a closed message), once. */
  close(): void;
  stop(): void;
}

const PREFIX = 'Data Analytics:';

function dataProblem(message: Partial<DataAnalyticsDataMessage>, portalOrigin: string): string | undefined {
  if (message.origin !== portalOrigin) return `its origin field ${String(message.origin)} is not the portal's`;
  if (!Array.isArray(message.data)) return 'it has no data';
  if (typeof message.licenseKey !== 'string' || !message.licenseKey) return 'it has no licenseKey';
  if (!Array.isArray(message.configurableFields)) return 'it has no configurableFields';
  if (typeof message.reportName !== 'string') return 'it has no reportName';
  return pivotConfigProblem(message.reportConfig, message.configurableFields);
}

/**
 * The pop-up's half of the handshake (spec part 2 section 4, ADR 0056): takes the one data message from the window
 * that opened it at the portal's origin (saying it is ready once its listener is in place, so that a data message
 * sent while it loaded comes again); sends report-changed messages with the token the backend signed for
 * exactly that layout, to the portal's origin only; sends closed as the window goes. Anything else is noted on the
 * console and dropped.
 */
export function startToolHandshake(options: ToolHandshakeOptions): ToolHandshake {
  const { portalOrigin, opener } = options;
  const log = options.log ?? console;
  const target = options.target ?? window;
  let licenseKey: string | undefined;
  let closedSent = false;

  function onMessage(event: MessageEvent) {
    const message = event.data as Partial<DataAnalyticsDataMessage> | null;
    if (!message || typeof message !== 'object' || message.type !== 'data') return;
    if (event.origin !== portalOrigin) {
      log.warn(`${PREFIX} a data message from ${event.origin} was dropped (expected ${portalOrigin})`);
      return;
    }
    if (!opener || event.source !== opener) {
      log.warn(`${PREFIX} a data message from a window other than the portal that opened this one was dropped`);
      return;
    }
    const problem = dataProblem(message, portalOrigin);
    if (problem) {
      log.warn(`${PREFIX} a data message was dropped: ${problem}`);
      return;
    }
    licenseKey = message.licenseKey;
    options.onData(message as DataAnalyticsDataMessage);
  }
  target.addEventListener('message', onMessage);

  const post = (message: DataAnalyticsToolMessage) => {
    if (opener && !opener.closed) opener.postMessage(message, portalOrigin);
  };
  // The listener is in place: a portal whose data message went before this page had loaded sends it again.
  post({ type: 'ready' });

  return {
    async sendLayout(reportConfig) {
      if (!licenseKey) throw new Error('No report has arrived from the portal yet');
      const token = await options.sign(licenseKey, reportConfig);
      post({ type: 'report-changed', reportConfig, token });
    },
    close() {
      if (closedSent) return;
      closedSent = true;
      post({ type: 'closed' });
    },
    stop() {
      target.removeEventListener('message', onMessage);
    },
  };
}
