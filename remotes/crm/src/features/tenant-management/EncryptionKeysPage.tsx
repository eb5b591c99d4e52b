import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Modal, Progress, Tooltip, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { TENANT_MANAGEMENT_ENDPOINTS as E, type ResultOf } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { formatCount, KitSelect, ListTable, StatusPill, useLookup, type ColumnDef } from '@portal/kit';
import { PageTitle, useDialogFocus } from '@portal/ui';
import { T } from '../../i18n/tenant-management-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';

type KeysAnswer = ResultOf<typeof E.keys>;
type KeyRow = KeysAnswer['keys'][number];

/** The URL's value for the platform's own keys (the service providers' secrets). */
const PLATFORM = 'platform';
/** While a rotation runs, its progress is read this often. */
const PROGRESS_POLL_MS = 2_000;

const KEY_TONE: Record<KeyRow['status'], string> = { Active: 'Active', Retiring: 'Pending', Retired: 'Inactive' };

/**
 * Encryption keys (ADR 0083, `Platform.Tenants.View`): whose keys (a tenant, or the platform), each key's version,
 * fingerprint and status, how many secrets it seals, and Rotate with the re-encryption's progress.
 */
export function EncryptionKeysPage({ title }: { title: string }) {
  const { t } = useCrmTranslation();
  const timeZone = useProfileTimeZone();
  const pickerId = useId();
  const tenants = useLookup('tenants');
  const [params, setParams] = useSearchParams();
  const owner = params.get('tenantId') ?? PLATFORM;
  const tenantId = owner === PLATFORM ? undefined : owner;
  const ownerName = tenantId ? tenants.options.find((o) => String(o.id) === tenantId)?.name ?? '' : t(T.platformOwner);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const focus = useDialogFocus(confirming);

  const keys = useQuery({
    queryKey: ['encryption-keys', owner],
    queryFn: ({ signal }) => callApi(E.keys, { query: tenantId ? { tenantId } : {}, signal }),
    refetchInterval: (query) => (query.state.data?.rotation?.status === 'Running' ? PROGRESS_POLL_MS : false),
  });
  const rotation = keys.data?.rotation ?? null;
  const running = rotation?.status === 'Running';

  const rotate = async () => {
    setConfirming(false);
    setStarting(true);
    setRefusal(null);
    try {
      await callApi(E.rotate, { query: tenantId ? { tenantId } : {}, body: {}, silent: true });
      await keys.refetch();
    } catch (error) {
      setRefusal(t(error instanceof Error ? error.message : String(error)));
    } finally {
      setStarting(false);
    }
  };

  const columns = useMemo<ColumnDef<KeyRow>[]>(() => [
    { key: 'version', title: T.version, value: (k) => `v${k.version}`, width: 90 },
    { key: 'fingerprint', title: T.fingerprint, kind: 'id', value: (k) => k.fingerprint, width: 130 },
    { key: 'status', title: T.status, value: (k) => k.status, render: (k) => <StatusPill status={KEY_TONE[k.status]} label={t(T[k.status])} />, width: 160 },
    { key: 'createdAt', title: T.createdAt, kind: 'dateTime', value: (k) => k.createdAt, width: 170 },
    { key: 'retiredAt', title: T.retiredAt, kind: 'dateTime', value: (k) => k.retiredAt, width: 170 },
  ], [t]);

  const rotateButton = (
    <Button type="primary" icon={<KeyOutlined aria-hidden />} disabled={running || !keys.isSuccess} loading={starting}
      aria-describedby={running ? `${pickerId}-running` : undefined} onClick={() => setConfirming(true)}>
      {t(T.rotate)}
    </Button>
  );

  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(T.keysIntro)}</Typography.Paragraph>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        <label htmlFor={pickerId}>{t(T.owner)}</label>
        <KitSelect<string>
          id={pickerId}
          style={{ width: '100%', maxWidth: 360, minWidth: 0, flex: '1 1 220px' }}
          showSearch={{ optionFilterProp: 'label' }}
          value={owner}
          loading={tenants.isLoading}
          options={[{ value: PLATFORM, label: t(T.platformOwner) }, ...tenants.options.map((o) => ({ value: String(o.id), label: o.name }))]}
          onChange={(value: string) => setParams(value === PLATFORM ? {} : { tenantId: value }, { replace: true })}
        />
        {running ? <Tooltip title={t(T.rotationRunning)}><span>{rotateButton}</span></Tooltip> : rotateButton}
        {running && <span id={`${pickerId}-running`} hidden>{t(T.rotationRunning)}</span>}
      </Flex>
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: 12 }} />}
      {keys.isError && <Alert type="error" showIcon role="alert" title={t(T.keysFailed)} />}
      {keys.data && (
        <>
          <Typography.Paragraph>{t(T.secretsStored, { count: formatCount(keys.data.secrets) })}</Typography.Paragraph>
          {rotation && (
            <div role="status" aria-live="polite" style={{ marginBottom: 16, maxWidth: 480 }}>
              {rotation.status === 'Running' && (
                <>
                  <Typography.Text>{t(T.rotating, { done: formatCount(rotation.done), total: formatCount(rotation.total) })}</Typography.Text>
                  <Progress percent={rotation.total ? Math.floor((rotation.done / rotation.total) * 100) : 0} aria-label={t(T.rotating, { done: formatCount(rotation.done), total: formatCount(rotation.total) })} />
                </>
              )}
              {rotation.status === 'Done' && (
                <Typography.Text>{t(T.rotationDone, { when: formatDateTime(rotation.finishedAt ?? rotation.startedAt, false, timeZone), total: formatCount(rotation.total) })}</Typography.Text>
              )}
              {rotation.status === 'Failed' && <Alert type="error" showIcon title={t(T.rotationFailed, { error: rotation.error ?? '' })} />}
            </div>
          )}
        </>
      )}
      <ListTable<KeyRow>
        rows={keys.data?.keys ?? []}
        rowKey={(k) => k.id}
        columns={columns}
        translate={(text) => t(text)}
        loading={keys.isLoading}
        emptyText={t(T.noKeys)}
        label={t(title)}
      />
      <Modal
        {...focus}
        open={confirming}
        title={t(T.rotateTitle, { name: ownerName })}
        okText={t(T.rotateOk)}
        cancelText={t(T.cancel)}
        onOk={() => { void rotate(); }}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t(T.rotateBody)}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
