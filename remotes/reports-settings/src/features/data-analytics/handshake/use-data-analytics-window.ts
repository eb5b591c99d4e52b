import { useCallback, useEffect, useRef, useState } from 'react';
import { DATA_ANALYTICS, type PivotConfig, type ReportId } from '@portal/contracts';
import { closeAnalyticsSession, openAnalyticsSession, saveAnalyticsLayout } from '../api/data-analytics-api';
import { startPortalHandshake, type PortalHandshake, type PortalSide } from './portal-handshake';
import { toolAddress } from './tool-url';

export type WindowState =
  | { kind: 'idle' }
  | { kind: 'blocked' }
  | { kind: 'open'; saved?: { config: PivotConfig; at: Date }; saveError?: string; rows?: { sent: number; count: number }; titles?: Record<string, string> }
  | { kind: 'closed' }
  | { kind: 'failed'; message: string };

export interface OpenRequest {
  reportId: ReportId;
  filters: Record<string, string | string[]>;
  timezoneOffset: number;
  language: string;
  theme: Pick<PortalSide, 'themeColor' | 'themeScheme'>;
  /** The period and filters the figures are for, translated (shown in the window). */
  scope: string[];
}

const FEATURES = 'popup=yes,width=1200,height=800';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The portal's Data Analytics window: opens it (in the click, so the browser allows it; a blocked window is said
 * so), opens the session meanwhile, runs the handshake, saves accepted layouts, ends the session when the window
 * closes, and closes the window when the page goes.
 */
export function useDataAnalyticsWindow() {
  const [state, setState] = useState<WindowState>({ kind: 'idle' });
  const current = useRef<{ popup: Window; handshake: PortalHandshake; sessionId?: string }>(undefined);

  const end = useCallback(() => {
    const open = current.current;
    current.current = undefined;
    open?.handshake.stop();
    if (open?.sessionId) void closeAnalyticsSession(open.sessionId).catch(() => undefined);
    return open;
  }, []);

  useEffect(() => () => {
    end()?.popup.close();
  }, [end]);

  const open = useCallback((request: OpenRequest) => {
    end();
    const { url, origin } = toolAddress(request.language);
    const popup = window.open(url, DATA_ANALYTICS.windowName, FEATURES);
    if (!popup) {
      setState({ kind: 'blocked' });
      return;
    }
    setState({ kind: 'open' });
    const session = openAnalyticsSession(request.reportId, request.filters, request.timezoneOffset);
    const mine = { popup, sessionId: undefined as string | undefined, handshake: undefined as unknown as PortalHandshake };
    void session.then((s) => {
      mine.sessionId = s.sessionId;
      if (current.current === mine) setState((prev) => (prev.kind === 'open' ? { ...prev, rows: { sent: s.data.length, count: s.count }, titles: Object.fromEntries(s.configurableFields.map((f) => [f.key, f.title])) } : prev));
    }, () => undefined);
    mine.handshake = startPortalHandshake({
      popup, toolOrigin: origin, session, portal: { ...request.theme, origin: window.location.origin, scope: request.scope },
      onLayout: (config, token, s) => {
        saveAnalyticsLayout(s.sessionId, config, token).then(
          (answer) => current.current === mine && setState((prev) => ({ ...(prev.kind === 'open' ? prev : { kind: 'open' }), saveError: undefined, saved: { config: answer.reportConfig, at: new Date(answer.updatedAt) } })),
          (error: unknown) => current.current === mine && setState((prev) => ({ ...(prev.kind === 'open' ? prev : { kind: 'open' }), saveError: messageOf(error) })),
        );
      },
      onClosed: () => {
        if (current.current !== mine) return;
        end();
        setState({ kind: 'closed' });
      },
      onFailed: (error) => {
        if (current.current !== mine) return;
        current.current = undefined;
        popup.close();
        setState({ kind: 'failed', message: messageOf(error) });
      },
    });
    current.current = mine;
  }, [end]);

  return { state, open };
}
