import type { WhitelistLineError } from '@portal/contracts';
import { useEngineSettingsTranslation } from '../engine-settings-texts';

/** The bad lines of a file, each by line number, column and reason (a plain table: a few rows, read by screen readers as one). */
export function LineErrorsTable({ errors }: { errors: readonly WhitelistLineError[] }) {
  const { t } = useEngineSettingsTranslation();
  const cell = { padding: '4px 12px', borderBottom: '1px solid #f0f0f0', textAlign: 'left' as const };
  return (
    <div style={{ overflowX: 'auto', maxHeight: 320 }}>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{t('Lines to fix')}</caption>
        <thead>
          <tr><th scope="col" style={cell}>{t('Line')}</th><th scope="col" style={cell}>{t('Column')}</th><th scope="col" style={cell}>{t('Reason')}</th></tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.line}-${e.column ?? ''}-${i}`}>
              <td style={cell}>{e.line}</td>
              <td style={cell}>{e.column ?? t('Whole line')}</td>
              <td style={cell}>{t(e.reason, e.params ?? {})}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
