import { Alert, Button, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { callApi } from '@portal/api-client';
import {
  isCsvFile, parseWhitelistCsv, WHITELIST_ENTRIES, WHITELIST_IMPORT, WHITELIST_LIMITS, WHITELIST_MESSAGES, type WhitelistLineError,
} from '@portal/contracts';
import { invalidateResource, usePortalScope } from '@portal/kit';
import { useEngineSettingsTranslation } from '../engine-settings-texts';
import { LineErrorsTable } from './LineErrorsTable';

/** A file's text (FileReader: every browser, and jsdom in the tests). */
const textOf = (file: File): Promise<string> => new Promise((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result ?? ''));
  reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
  reader.readAsText(file);
});

type Checked =
  | { state: 'none' }
  | { state: 'refused'; message: string; params?: Record<string, string | number> }
  | { state: 'bad'; errors: WhitelistLineError[] }
  | { state: 'ready'; fileName: string; mimeType: string; content: string; lines: number }
  | { state: 'imported'; imported: number; unchanged: number };

/**
 * Chooses a whitelist CSV, checks it in the browser with the server's own parser (type, size, header, every
 * line), and imports it only when every line is valid; the server checks it again (and the merchants) and
 * answers all or nothing. Bad lines are listed by number, column and reason either way.
 */
export function WhitelistImportForm() {
  const { t } = useEngineSettingsTranslation();
  const inputId = useId();
  const helpId = useId();
  const scope = usePortalScope();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<Checked>({ state: 'none' });
  const [sending, setSending] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return setChecked({ state: 'none' });
    if (!isCsvFile(file.name, file.type)) return setChecked({ state: 'refused', message: WHITELIST_MESSAGES.notCsv });
    if (file.size > WHITELIST_LIMITS.maxBytes) return setChecked({ state: 'refused', message: WHITELIST_MESSAGES.tooBig, params: { max: WHITELIST_LIMITS.maxBytes } });
    const content = await textOf(file);
    const parsed = parseWhitelistCsv(content);
    if (parsed.error) return setChecked({ state: 'refused', message: parsed.error.text, params: parsed.error.params });
    if (parsed.errors.length) return setChecked({ state: 'bad', errors: parsed.errors });
    return setChecked({ state: 'ready', fileName: file.name, mimeType: file.type, content, lines: parsed.lines.length });
  }

  async function send() {
    if (checked.state !== 'ready') return;
    setSending(true);
    try {
      const answer = await callApi(WHITELIST_IMPORT, {
        query: scope.userType === 'platform' && scope.tenantId ? { tenantId: scope.tenantId } : {},
        body: { fileName: checked.fileName, mimeType: checked.mimeType, content: checked.content },
        silent: true,
      });
      if (!answer.accepted) setChecked({ state: 'bad', errors: answer.errors as WhitelistLineError[] });
      else {
        setChecked({ state: 'imported', imported: answer.imported, unchanged: answer.unchanged });
        await invalidateResource(queryClient, WHITELIST_ENTRIES);
      }
    } catch (error) {
      setChecked({ state: 'refused', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  }

  const size = `${Math.round(WHITELIST_LIMITS.maxBytes / 1000)} kB`;
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap align="center">
        <label htmlFor={inputId} style={{ fontWeight: 600 }}>{t('CSV file')}</label>
        <input id={inputId} type="file" accept=".csv,text/csv" aria-describedby={helpId} onChange={(e) => { void choose(e); }} disabled={scope.needsTenant} />
        <Button type="primary" onClick={() => { void send(); }} disabled={checked.state !== 'ready' || scope.needsTenant} loading={sending}>
          {sending ? t('Importing') : t('Import')}
        </Button>
      </Flex>
      <Typography.Text id={helpId} type="secondary">{t('fileFormat', { lines: WHITELIST_LIMITS.maxLines, size })}</Typography.Text>
      <div role="status" aria-live="polite">
        {checked.state === 'ready' && <Alert type="info" showIcon title={t('Checked: {{count}} lines, ready to import', { count: checked.lines })} />}
        {checked.state === 'imported' && <Alert type="success" showIcon title={t('Imported {{imported}} entries ({{unchanged}} were there already)', checked)} />}
        {checked.state === 'refused' && <Alert type="error" showIcon title={t(checked.message, checked.params ?? {})} />}
        {checked.state === 'bad' && (
          <Alert type="error" showIcon title={t('Nothing was imported: {{count}} lines need fixing', { count: new Set(checked.errors.map((e) => e.line)).size })} />
        )}
      </div>
      {checked.state === 'bad' && <LineErrorsTable errors={checked.errors} />}
    </Flex>
  );
}
