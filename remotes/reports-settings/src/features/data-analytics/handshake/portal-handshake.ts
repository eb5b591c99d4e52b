import {
  DATA_ANALYTICS, pivotConfigProblem, type DataAnalyticsDataMessage, type DataAnalyticsSession, type PivotConfig,
} from '@portal/contracts';
import { layoutTokenProblem } from './layout-token';

/** What the portal adds to the session for the data message: its theme and its own origin. */
export interface PortalSide {
  themeColor: string;
  themeScheme: 'light' | 'dark';
  /** The portal's origin (the only one the pop-up answers). */
  origin: string;
  /** The period and filters the figures are for, translated (the message's scope). */
  scope?: string[];
}

export interface PortalHandshakeOptions {
  /** The pop-up window the portal opened. */
  popup: Window;
  /** The tool page's origin: report-changed and closed messages from anywhere else are dropped. */
  toolOrigin: string;
  /** The session (opened while the window loads). */
  session: Promise<DataAnalyticsSession>;
  portal: PortalSide;
  /** An accepted layout: its token verified with the session's public key. */
  onLayout(reportConfig: PivotConfig, token: string, session: DataAnalyticsSession): void;
  /** The pop-up sent closed (or the user closed it): the handshake has ended. */
  onClosed(session: DataAnalyticsSession | undefined): void;
  /** The session could not be opened: the handshake has ended. */
  onFailed(error: unknown): void;
  /** Where refusals are noted (spec part 2 section 8: "noted on the console and the message dropped"). */
  log?: Pick<Console, 'warn'>;
  /** The portal window that listens (a test may pass its own). */
  target?: Window;
  now?: () => Date;
}

export interface PortalHandshake {
  /** Ends it: no more messages are taken, timers stop. */
  stop(): void;
}

const PREFIX = 'Data Analytics:';
/** How often the portal looks whether the user closed the window without a closed message (a crash, a kill). */
export const CLOSED_POLL_MS = 1000;

/**
 * The portal's half of the pop-up handshake (spec part 2 section 4, ADR 0056): the data message goes 1 s after
 * opening (or when the session arrives, if later), addressed to the tool's origin only, and again if the pop-up
 * says it is ready after that (it was still loading and missed it); a report-changed message
 * counts only from that window and origin, with a token that verifies for exactly its layout; a closed message
 * ends it. Anything else is noted on the console and dropped.
 */
export function startPortalHandshake(options: PortalHandshakeOptions): PortalHandshake {
  const { popup, toolOrigin, portal } = options;
  const log = options.log ?? console;
  const target = options.target ?? window;
  const now = options.now ?? (() => new Date());
  let session: DataAnalyticsSession | undefined;
  /** The data message once sent: sent again when a pop-up that missed it says it is ready. */
  let sent: DataAnalyticsDataMessage | undefined;
  let ended = false;

  const end = () => {
    ended = true;
    target.removeEventListener('message', onMessage);
    clearTimeout(sendTimer);
    clearInterval(closedPoll);
  };
  const closed = () => {
    if (ended) return;
    end();
    options.onClosed(session);
  };

  function onMessage(event: MessageEvent) {
    if (ended) return;
    const message = event.data as { type?: unknown } | null;
    if (!message || typeof message !== 'object' || !['report-changed', 'closed', 'ready'].includes(String(message.type))) return;
    if (event.origin !== toolOrigin) {
      log.warn(`${PREFIX} a ${String(message.type)} message from ${event.origin} was dropped (expected ${toolOrigin})`);
      return;
    }
    if (event.source !== popup) {
      log.warn(`${PREFIX} a ${String(message.type)} message from another window was dropped`);
      return;
    }
    if (message.type === 'closed') {
      closed();
      return;
    }
    if (message.type === 'ready') {
      // Before the second is up the timer sends it; after, the pop-up was still loading and missed it.
      if (sent) popup.postMessage(sent, toolOrigin);
      return;
    }
    if (!session) {
      log.warn(`${PREFIX} a report-changed message came before the data message and was dropped`);
      return;
    }
    const { reportConfig, token } = message as { reportConfig?: unknown; token?: unknown };
    const shape = pivotConfigProblem(reportConfig, session.configurableFields);
    const problem = shape ?? layoutTokenProblem(token, {
      publicKey: session.publicKey, sessionId: session.sessionId, reportId: session.reportId, reportConfig: reportConfig as PivotConfig, now: now(),
    });
    if (problem) {
      log.warn(`${PREFIX} authentication of a report-changed message failed (${problem}); the message was dropped`);
      return;
    }
    options.onLayout(reportConfig as PivotConfig, token as string, session);
  }

  const sendData = async () => {
    try {
      session = await options.session;
    } catch {
      return; // ended by the catch below
    }
    if (ended) return;
    if (popup.closed) {
      closed();
      return;
    }
    const message: DataAnalyticsDataMessage = {
      type: 'data', data: session.data, licenseKey: session.licenseKey, reportConfig: session.reportConfig,
      configurableFields: session.configurableFields, themeColor: portal.themeColor, themeScheme: portal.themeScheme,
      reportName: session.reportName, origin: portal.origin, ...(portal.scope ? { scope: portal.scope } : {}),
    };
    sent = message;
    popup.postMessage(message, toolOrigin);
  };

  target.addEventListener('message', onMessage);
  // Spec part 2 section 9: "Popup data sent 1 s after opening".
  const sendTimer = setTimeout(() => void sendData(), DATA_ANALYTICS.dataDelayMs);
  const closedPoll = setInterval(() => {
    if (popup.closed) closed();
  }, CLOSED_POLL_MS);
  // A failed session ends the handshake at once (no need to wait for the data message's second).
  options.session.catch((error: unknown) => {
    if (ended) return;
    end();
    options.onFailed(error);
  });
  return { stop: end };
}
