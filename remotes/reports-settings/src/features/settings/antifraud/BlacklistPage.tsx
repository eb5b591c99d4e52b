import { Alert, Button, Input, Modal, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '@portal/api-client';
import { ANTIFRAUD_BLACKLIST_ENDPOINTS as E, ANTIFRAUD_BLACKLIST_RESOURCE, BLACKLIST_TYPES, type BlacklistImportResult, type BlacklistRow } from '@portal/contracts';
import { ResourceFormDialog, ResourceListPage, type ColumnDef, type FieldFormValues } from '@portal/kit';
import { AF, useAntifraudTranslation } from './texts';

/** What the add form sends: the expiry (a day) as the end of that day in UTC, or none. */
export function entryBody(values: FieldFormValues) {
  const expires = String(values.expiresAt ?? '').trim();
  return {
    listType: String(values.listType ?? ''), value: String(values.value ?? '').trim(), reason: String(values.reason ?? '').trim(),
    expiresAt: expires ? new Date(`${expires.slice(0, 10)}T23:59:59.000Z`).toISOString() : null,
  };
}

/**
 * Blacklists (spec part 2: /crm/settings/antifraud/blacklist, /merchant/payment-settings/antifraud-blacklist;
 * ADR 0106): the caller's typed entries with reason, expiry and who added them; add one, remove one, or import a CSV
 * whose wrong lines are each named (nothing is added then).
 */
export function BlacklistPage({ title }: { title: string }) {
  const { t } = useAntifraudTranslation();
  const queryClient = useQueryClient();
  const ids = useId();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [csv, setCsv] = useState('type,value,reason,expiresAt\n');
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const columns = useMemo<ColumnDef<BlacklistRow>[]>(() => [
    { key: 'value', title: AF.value, value: (r) => r.value, sortable: true, alwaysShown: true, width: 220 },
    { key: 'listType', title: AF.listType, value: (r) => t(AF[r.listType]), width: 200 },
    { key: 'reason', title: AF.reason, value: (r) => r.reason, width: 220 },
    { key: 'expiresAt', title: AF.expiresAt, kind: 'dateTime', value: (r) => r.expiresAt ?? '', sortable: true, width: 170 },
    { key: 'addedBy', title: AF.addedBy, value: (r) => r.addedBy?.name ?? '', width: 160 },
    { key: 'createdAt', title: AF.created, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, width: 170 },
  ], [t]);
  const fields = useMemo(() => ({
    listType: { label: t(AF.listType), type: 'select' as const, options: BLACKLIST_TYPES.map((l) => ({ id: l, name: t(AF[l]) })) },
    value: { label: t(AF.value) },
    reason: { label: t(AF.reason) },
    expiresAt: { label: t(AF.expiresAt), type: 'date' as const },
  }), [t]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ANTIFRAUD_BLACKLIST_RESOURCE.key] });
  const runImport = async () => {
    setProblems([]);
    try {
      const answer = await callApi(E.importCsv, { body: { csv } }) as BlacklistImportResult;
      setImporting(false);
      setNotice(t(AF.importDone, { count: answer.added }));
      void refresh();
    } catch (err) {
      // The server names every wrong line: { errors: [{ message }] }.
      const body = isApiError(err) ? err.body as { errors?: Array<{ message?: string }> } | null : null;
      const listed = (body?.errors ?? []).map((e) => e.message ?? '').filter(Boolean);
      setProblems(listed.length ? listed : [err instanceof Error ? err.message : String(err)]);
    }
  };
  const readFile = async (file: File | undefined) => { if (file) setCsv(await file.text()); };
  return (
    <ResourceListPage<BlacklistRow>
      resource={ANTIFRAUD_BLACKLIST_RESOURCE} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.value}
      emptyText={t(AF.noBlacklistEntries)}
      fields={{ search: { label: t(AF.value) }, listType: { label: t(AF.listType) } }}
      before={(
        <>
          <Typography.Paragraph type="secondary">{t(AF.blacklistIntro)}</Typography.Paragraph>
          {notice && <Alert type="success" showIcon role="status" title={notice} closable onClose={() => setNotice(null)} style={{ marginBottom: 12 }} />}
        </>
      )}
      actions={(
        <>
          <Button onClick={() => { setProblems([]); setImporting(true); }}>{t(AF.importCsv)}</Button>
          <Button type="primary" onClick={() => setAdding(true)}>{t(AF.newEntry)}</Button>
        </>
      )}
      remove
    >
      {adding && (
        <ResourceFormDialog resource={ANTIFRAUD_BLACKLIST_RESOURCE} mode="create" title={t(AF.newEntryTitle)} fields={fields}
          initial={{ listType: 'Email' }} toBody={(v) => entryBody(v)}
          onDone={() => { setAdding(false); void refresh(); }} />
      )}
      {importing && (
        <Modal open title={t(AF.importTitle)} onCancel={() => setImporting(false)} onOk={() => void runImport()} okText={t(AF.import)} cancelText={t(AF.cancel)} destroyOnHidden>
          <Typography.Paragraph type="secondary">{t(AF.importHelp)}</Typography.Paragraph>
          {problems.length > 0 && (
            <Alert type="error" showIcon role="alert" title={<ul style={{ margin: 0, paddingInlineStart: 16 }}>{problems.map((p) => <li key={p}>{t(p)}</li>)}</ul>} style={{ marginBottom: 12 }} />
          )}
          <label htmlFor={`${ids}-file`}>{t(AF.chooseFile)}</label>
          <input id={`${ids}-file`} type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e.target.files?.[0])} style={{ display: 'block', marginBottom: 8 }} />
          <label htmlFor={`${ids}-csv`}>{t(AF.csv)}</label>
          <Input.TextArea id={`${ids}-csv`} value={csv} rows={8} onChange={(e) => setCsv(e.target.value)} />
        </Modal>
      )}
    </ResourceListPage>
  );
}
