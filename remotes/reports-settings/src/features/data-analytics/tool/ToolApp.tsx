import { useEffect, useRef, useState } from 'react';
import type { DataAnalyticsDataMessage, PivotConfig } from '@portal/contracts';
import { A } from '../i18n/data-analytics-texts';
import { PivotControls } from './PivotControls';
import { PivotTable } from './PivotTable';
import { startToolHandshake, type ToolHandshake, type ToolHandshakeOptions } from './tool-handshake';

export interface ToolAppProps {
  portalOrigin: string;
  opener: Window | null;
  sign: ToolHandshakeOptions['sign'];
  t: (key: string, values?: Record<string, unknown>) => string;
}

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * The report tool in the Data Analytics window: waits for the portal's data message, then shows the report's rows
 * as a pivot the user arranges; every new layout goes back to the portal as a signed report-changed message.
 */
export function ToolApp({ portalOrigin, opener, sign, t }: ToolAppProps) {
  const [report, setReport] = useState<DataAnalyticsDataMessage>();
  const [config, setConfig] = useState<PivotConfig>();
  const [send, setSend] = useState<SendState>({ kind: 'idle' });
  const handshake = useRef<ToolHandshake>(undefined);

  useEffect(() => {
    const h = startToolHandshake({
      portalOrigin, opener, sign,
      onData: (message) => {
        setReport(message);
        setConfig(message.reportConfig);
      },
    });
    handshake.current = h;
    const closing = () => h.close();
    window.addEventListener('pagehide', closing);
    return () => {
      window.removeEventListener('pagehide', closing);
      h.stop();
    };
  }, [portalOrigin, opener, sign]);

  useEffect(() => {
    document.documentElement.dataset.scheme = report?.themeScheme ?? 'light';
    if (report?.themeColor) document.documentElement.style.setProperty('--da-accent', report.themeColor);
  }, [report]);

  const change = (next: PivotConfig) => {
    setConfig(next);
    setSend({ kind: 'sending' });
    handshake.current!.sendLayout(next).then(
      () => setSend({ kind: 'sent' }),
      (error: unknown) => setSend({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };

  return (
    <div className="da-page">
      <header className="da-header">
        <p className="da-product">{t(A.windowTitle)}</p>
        <h1>{report ? t(report.reportName) : t(A.windowTitle)}</h1>
        {report?.scope?.length ? <p className="da-scope" data-testid="da-scope">{t(A.figuresFor, { scope: report.scope.join(' · ') })}</p> : null}
      </header>
      <main className="da-main">
        {!report || !config ? (
          <p className="da-note" role="status">{opener ? t(A.waiting) : t(A.noOpener)}</p>
        ) : (
          <>
            <PivotControls fields={report.configurableFields} config={config} onChange={change} t={t} />
            <p className="da-note" role="status">
              {send.kind === 'sending' && t(A.sending)}
              {send.kind === 'sent' && t(A.sent)}
              {send.kind === 'failed' && t(A.signFailed, { message: send.message })}
            </p>
            <PivotTable rows={report.data} fields={report.configurableFields} config={config} reportName={report.reportName} t={t} />
            <p className="da-note">{t(A.rowsShown, { rows: report.data.length })}</p>
          </>
        )}
      </main>
    </div>
  );
}
