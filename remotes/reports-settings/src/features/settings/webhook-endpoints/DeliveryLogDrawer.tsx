import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { WEBHOOK_DELIVERIES_RESOURCE, WEBHOOK_ENDPOINT_ENDPOINTS as E, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookAttemptResult, type WebhookDeliveryRow, type WebhookEndpointRow } from '@portal/contracts';
import { ActionButton, DateTimePicker, formatCount, formatInTimeZone, ResourceListPage, StatusPill, type ColumnDef } from '@portal/kit';
import { W, useWebhookEndpointsTranslation } from './texts';

/**
 * An endpoint's delivery log (ADR 0100): every attempt with its time, HTTP status, duration and the answer's first
 * 4 KB, filtered by status, event type, date and transaction; Resend of one message, and Replay all failed since a time.
 */
export function DeliveryLogDrawer({ endpoint, onClose }: { endpoint: Pick<WebhookEndpointRow, 'id' | 'url'>; onClose(): void }) {
  const { t } = useWebhookEndpointsTranslation();
  const timeZone = useProfileTimeZone();
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  // A UTC instant, picked on the profile's clock as every time in the log is shown.
  const [since, setSince] = useState<string | null>(null);
  const eventLabel = (e: string) => t((W as Record<string, string>)[e] ?? e);
  const columns = useMemo<ColumnDef<WebhookDeliveryRow>[]>(() => [
    { key: 'attemptedAt', title: W.attemptedAt, kind: 'dateTime', value: (r) => r.attemptedAt, sortable: true, alwaysShown: true, width: 170 },
    { key: 'eventType', title: W.eventType, value: (r) => eventLabel(r.eventType), width: 190 },
    { key: 'outcome', title: W.outcome, value: (r) => r.outcome, render: (r) => <StatusPill status={r.outcome} label={t(W[r.outcome])} />, width: 120 },
    { key: 'statusCode', title: W.httpStatus, value: (r) => (r.statusCode === null ? '' : String(r.statusCode)), width: 100 },
    { key: 'durationMs', title: W.duration, kind: 'count', value: (r) => r.durationMs, width: 110 },
    { key: 'transactionId', title: W.transactionId, value: (r) => r.transactionId ?? '', width: 300 },
    {
      key: 'response', title: W.response, value: (r) => r.error ?? r.responseBody, width: 320,
      render: (r) => <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{(r.error ?? r.responseBody).slice(0, 4096)}</Typography.Text>,
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [t]);
  const resend = async (row: WebhookDeliveryRow, refresh: () => Promise<void>) => {
    try {
      const result = await callApi(E.resend, { params: { id: endpoint.id, messageId: row.messageId }, body: {} }) as WebhookAttemptResult;
      setNotice({ type: result.delivered ? 'success' : 'error', text: t(W.resent, { event: eventLabel(row.eventType), outcome: t(result.delivered ? W.Delivered : W.Failed) }) });
    } catch (err) {
      setNotice({ type: 'error', text: err instanceof Error ? err.message : String(err) });
    }
    await refresh();
  };
  const replay = async (refresh: () => Promise<void>) => {
    if (!since) return;
    try {
      const { queued } = await callApi(E.replayFailed, { params: { id: endpoint.id }, body: { since } }) as { queued: number };
      setNotice({ type: 'success', text: t(W.replayed, { count: formatCount(queued) }) });
    } catch (err) {
      setNotice({ type: 'error', text: err instanceof Error ? err.message : String(err) });
    }
    await refresh();
  };
  return (
    <Drawer open onClose={onClose} size="large" destroyOnHidden title={t(W.deliveryLog, { url: endpoint.url })} closable={{ 'aria-label': t(W.close) }}>
      <ResourceListPage<WebhookDeliveryRow>
        resource={WEBHOOK_DELIVERIES_RESOURCE} title={W.logTitle} translate={(text) => t(text)} columns={columns}
        list={{ fixed: { endpointId: endpoint.id }, urlPrefix: 'log' }}
        fields={{
          outcome: { label: t(W.outcome), options: [{ id: 'Delivered', name: t(W.Delivered) }, { id: 'Failed', name: t(W.Failed) }] },
          eventType: { label: t(W.eventType), options: [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].map((e) => ({ id: e, name: eventLabel(e) })) },
          transactionId: { label: t(W.transactionId) },
        }}
        rowName={(r) => `${eventLabel(r.eventType)} ${r.attemptedAt}`}
        before={(list) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {notice && <Alert type={notice.type} showIcon role="status" title={notice.text} closable onClose={() => setNotice(null)} />}
            <Space wrap>
              <label htmlFor="webhook-replay-since">{t(W.replaySince)}</label>
              <div style={{ width: 190 }}><DateTimePicker id="webhook-replay-since" value={since} onChange={setSince} timeZone={timeZone} /></div>
              <Button disabled={!since} onClick={() => void replay(list.refresh)}>{t(W.replay)}</Button>
            </Space>
          </Space>
        )}
        rowActions={(row, list) => (
          <ActionButton label={t(W.resendOne, { event: eventLabel(row.eventType), time: formatInTimeZone(row.attemptedAt, timeZone, 'dateTime') })}
            icon={<ReloadOutlined aria-hidden />} onClick={() => void resend(row, list.refresh)} />
        )}
      />
    </Drawer>
  );
}
