import { StopOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_KEYS_RESOURCE, type ApiKeyRow } from '@portal/contracts';
import { ActionButton, ResourceFormDialog, ResourceListPage, StatusPill, type ColumnDef, type ResourceList } from '@portal/kit';
import { CreatedSecretDialog } from '../webhook-endpoints/SecretDialog';
import { keyBody, keyFields } from './key-form';
import { RevokeKeyDialog } from './RevokeKeyDialog';
import { RollKeyDialog } from './RollKeyDialog';
import { K, useApiKeysTranslation } from './texts';

const STATUS_TONE = { Active: 'positive', Expiring: 'pending', Expired: 'neutral', Revoked: 'negative' } as const;

/**
 * API keys (spec part 2: /crm/settings/developer-settings/api-keys, /developer-settings/merchant-api-keys "TPP
 * configuration"; ADR 0104): the caller's keys by name, prefix and last 4, scopes, mode, dates; New shows the key once;
 * Roll issues a new one and keeps the old for the chosen grace; Revoke stops one at once.
 */
export function ApiKeysPage({ title }: { title: string }) {
  const { t } = useApiKeysTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'roll' | 'revoke'; key: ApiKeyRow; list: ResourceList<ApiKeyRow> } | null>(null);
  const columns = useMemo<ColumnDef<ApiKeyRow>[]>(() => [
    { key: 'name', title: K.name, value: (r) => r.name, sortable: true, alwaysShown: true, width: 180 },
    { key: 'key', title: K.key, value: (r) => `${r.prefix}…${r.last4}`, width: 170, render: (r) => <Typography.Text code>{`${r.prefix}…${r.last4}`}</Typography.Text> },
    { key: 'mode', title: K.mode, value: (r) => t(K[r.mode]), width: 90 },
    { key: 'kind', title: K.kind, value: (r) => t(K[r.kind]), width: 120 },
    { key: 'scopes', title: K.scopes, value: (r) => r.scopes.map((s) => t(K[s])).join(', '), width: 260 },
    { key: 'status', title: K.status, value: (r) => t(K[r.status]), width: 130, render: (r) => <StatusPill status={r.status} tone={STATUS_TONE[r.status]} label={t(K[r.status])} /> },
    { key: 'createdAt', title: K.created, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, width: 170 },
    { key: 'lastUsedAt', title: K.lastUsed, kind: 'dateTime', value: (r) => r.lastUsedAt ?? '', width: 170 },
    { key: 'expiresAt', title: K.expires, kind: 'dateTime', value: (r) => r.expiresAt ?? '', width: 170 },
  ], [t]);
  const fields = useMemo(() => keyFields((s) => t(s)), [t]);
  const done = (changed: boolean) => {
    if (changed) void dialog?.list.refresh();
    setDialog(null);
  };
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <ResourceListPage<ApiKeyRow>
      resource={API_KEYS_RESOURCE} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.name}
      fields={{ search: { label: t(K.name) }, mode: { label: t(K.mode) }, revoked: { label: t(K.Revoked) } }}
      emptyText={t(K.noKeys)}
      before={<Typography.Paragraph type="secondary">{t(K.intro, { origin })}</Typography.Paragraph>}
      actions={<Button type="primary" onClick={() => setCreating(true)}>{t(K.newKey)}</Button>}
      rowActions={(row, list) => (row.status === 'Revoked' || row.status === 'Expired' ? null : (
        <>
          <ActionButton label={t(K.rollKey, { name: row.name })} icon={<SyncOutlined aria-hidden />} onClick={() => setDialog({ kind: 'roll', key: row, list })} />
          <ActionButton label={t(K.revokeKey, { name: row.name })} icon={<StopOutlined aria-hidden />} onClick={() => setDialog({ kind: 'revoke', key: row, list })} />
        </>
      ))}
    >
      {creating && (
        <ResourceFormDialog resource={API_KEYS_RESOURCE} mode="create" title={t(K.newKeyTitle)} fields={fields}
          initial={{ kind: 'secret', mode: 'Test', scopes: [] }} toBody={keyBody}
          onDone={(saved) => {
            setCreating(false);
            const key = (saved as { key?: string } | undefined)?.key;
            if (key) setShownKey(key);
            void queryClient.invalidateQueries({ queryKey: [API_KEYS_RESOURCE.key] });
          }} />
      )}
      {shownKey && <CreatedSecretDialog secret={shownKey} title={t(K.keyTitle)} warning={t(K.keyOnce)} onClose={() => setShownKey(null)} />}
      {dialog?.kind === 'roll' && <RollKeyDialog apiKey={dialog.key} onClose={done} />}
      {dialog?.kind === 'revoke' && <RevokeKeyDialog apiKey={dialog.key} onClose={done} />}
    </ResourceListPage>
  );
}
