import { EyeOutlined, SendOutlined, SyncOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { WEBHOOK_ENDPOINT_ENDPOINTS as E, WEBHOOK_ENDPOINTS_RESOURCE, type WebhookAttemptResult, type WebhookEndpointRow } from '@portal/contracts';
import { ActionButton, ResourceFormDialog, ResourceListPage, StatusPill, type ColumnDef, type ResourceList } from '@portal/kit';
import { DeliveryLogDrawer } from './DeliveryLogDrawer';
import { endpointBody, endpointFields, endpointValues } from './endpoint-form';
import { CreatedSecretDialog, PasswordSecretDialog } from './SecretDialog';
import { W, useWebhookEndpointsTranslation } from './texts';

const STATUS_TONE = { NotConfigured: 'neutral', Configured: 'pending', Delivering: 'positive', NotDelivering: 'negative' } as const;

/**
 * Webhook endpoints (spec part 2: /crm/settings/webhook-endpoints, /merchant/payment-settings/webhook-endpoints;
 * ADR 0100): the caller's endpoints with their status from real deliveries; New shows the signing secret once;
 * Send test event shows its outcome here; a row opens its delivery log.
 */
export function WebhookEndpointsPage({ title }: { title: string }) {
  const { t } = useWebhookEndpointsTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [createdSecret, setCreatedSecret] = useState<string | null>(null);
  const [secretDialog, setSecretDialog] = useState<{ kind: 'reveal' | 'roll'; endpoint: WebhookEndpointRow } | null>(null);
  const [testOutcome, setTestOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const disabledNote = (r: WebhookEndpointRow) => (r.disabledReason === 'Gone' ? W.disabledGone : r.disabledReason === 'Failing' ? W.disabledFailing : W.disabledManual);
  const columns = useMemo<ColumnDef<WebhookEndpointRow>[]>(() => [
    { key: 'url', title: W.url, value: (r) => r.url, sortable: true, alwaysShown: true, width: 220, render: (r) => <Typography.Text style={{ wordBreak: 'break-all' }}>{r.url}</Typography.Text> },
    { key: 'description', title: W.description, value: (r) => r.description, width: 200, hiddenByDefault: true },
    { key: 'eventTypes', title: W.eventTypes, value: (r) => r.eventTypes.map((e) => t(W[e])).join(', '), width: 190 },
    {
      key: 'status', title: W.status, value: (r) => t(W[r.status]), width: 130,
      render: (r) => (
        <span title={r.enabled ? undefined : t(disabledNote(r))}>
          <StatusPill status={r.status} tone={STATUS_TONE[r.status]} label={t(W[r.status])} />
          {!r.enabled && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{t(disabledNote(r))}</Typography.Text>}
        </span>
      ),
    },
    { key: 'lastDeliveryAt', title: W.lastDelivery, kind: 'dateTime', value: (r) => r.lastDeliveryAt ?? '', width: 170 },
    { key: 'createdAt', title: W.created, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, width: 170, hiddenByDefault: true },
     
  ], [t]);
  const sendTest = async (row: WebhookEndpointRow, list: ResourceList<WebhookEndpointRow>) => {
    setTestOutcome(null);
    try {
      const r = await callApi(E.sendTest, { params: { id: row.id }, body: {} }) as WebhookAttemptResult;
      setTestOutcome(r.delivered
        ? { ok: true, text: t(W.testDelivered, { url: row.url, status: r.statusCode, ms: r.durationMs }) }
        : { ok: false, text: t(W.testFailed, { url: row.url, reason: r.error ?? `HTTP ${r.statusCode}` }) });
    } catch (err) {
      setTestOutcome({ ok: false, text: t(W.testFailed, { url: row.url, reason: err instanceof Error ? err.message : String(err) }) });
    }
    await list.refresh();
  };
  const editFields = useMemo(() => endpointFields((s) => t(s), true), [t]);
  const createFields = useMemo(() => endpointFields((s) => t(s), false), [t]);
  return (
    <ResourceListPage<WebhookEndpointRow>
        resource={WEBHOOK_ENDPOINTS_RESOURCE} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.url}
        // The column picker and saved views (ADR 0095): the description and creation date wait in the picker, so the
        // URL, its events, status and last delivery fit beside the row's actions.
        views
        fields={{ enabled: { label: t(W.enabled) }, search: { label: t(W.url) } }}
        emptyText={t(W.noEndpoints)}
        before={(
          <>
            <Typography.Paragraph type="secondary">{t(W.intro)}</Typography.Paragraph>
            {testOutcome && <Alert type={testOutcome.ok ? 'success' : 'error'} showIcon role="status" title={testOutcome.text} closable onClose={() => setTestOutcome(null)} style={{ marginBottom: 12 }} />}
          </>
        )}
        actions={<Button type="primary" onClick={() => setCreating(true)}>{t(W.newEndpoint)}</Button>}
        edit={{ fields: editFields, valuesOf: (r) => endpointValues(r), toBody: (v) => endpointBody(v, true), title: (r) => t(W.editTitle, { url: r?.url ?? '' }) }}
        remove
        rowActions={(row, list) => (
          <>
            <ActionButton label={t(W.sendTest, { url: row.url })} icon={<SendOutlined aria-hidden />} blockedBy={row.enabled ? undefined : t(W.endpointDisabled)} onClick={() => void sendTest(row, list)} />
            <ActionButton label={t(W.revealSecret, { url: row.url })} icon={<EyeOutlined aria-hidden />} onClick={() => setSecretDialog({ kind: 'reveal', endpoint: row })} />
            <ActionButton label={t(W.rollSecret, { url: row.url })} icon={<SyncOutlined aria-hidden />} onClick={() => setSecretDialog({ kind: 'roll', endpoint: row })} />
            <ActionButton label={t(W.deliveryLog, { url: row.url })} icon={<UnorderedListOutlined aria-hidden />} onClick={() => list.drawer.open(row.id)} />
          </>
        )}
        drawer={(opened, close) => <DeliveryLogDrawer key={opened.id} endpoint={{ id: opened.id, url: opened.row?.url ?? '' }} onClose={close} />}
      >
        {creating && (
          <ResourceFormDialog resource={WEBHOOK_ENDPOINTS_RESOURCE} mode="create" title={t(W.newEndpointTitle)} fields={createFields}
            initial={{ eventTypes: [], headers: '' }} toBody={(v) => endpointBody(v, false)}
            onDone={(saved) => {
              setCreating(false);
              const secret = (saved as { secret?: string } | undefined)?.secret;
              if (secret) setCreatedSecret(secret);
              void queryClient.invalidateQueries({ queryKey: [WEBHOOK_ENDPOINTS_RESOURCE.key] });
            }} />
        )}
        {createdSecret && <CreatedSecretDialog secret={createdSecret} onClose={() => setCreatedSecret(null)} />}
        {secretDialog && <PasswordSecretDialog kind={secretDialog.kind} endpoint={secretDialog.endpoint} onClose={() => setSecretDialog(null)} />}
    </ResourceListPage>
  );
}
