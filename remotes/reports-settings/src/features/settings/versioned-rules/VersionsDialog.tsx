import { Alert, Button, Flex, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useUserContext } from '@portal/auth';
import { callApi } from '@portal/api-client';
import type { VersionRowFields } from '@portal/contracts';
import { ListTable, StatusPill, useRejectReason, type ColumnDef } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { VR, useVersionedRulesTranslation } from './texts';
import type { VersionEndpoints } from './use-version-actions';

const STATUS_TONE = { Draft: 'neutral', PendingApproval: 'pending', Active: 'positive', Inactive: 'neutral' } as const;

/**
 * Every version of one rule or routing configuration, newest first (ADR 0113): who saved it and when, its status,
 * who asked to activate it, who approved it and when it started to run; which one runs. While the newest waits for a
 * second user, another user may decline it here (a reason is asked; it is a draft again and its requester is told).
 */
export function VersionsDialog({ endpoints, id, name, onClose, onDeclined }: {
  endpoints: VersionEndpoints;
  /** The rule's or configuration's key across its versions. */
  id: string;
  name: string;
  onClose(): void;
  onDeclined(): void;
}) {
  const { t } = useVersionedRulesTranslation();
  const focus = useDialogFocus(true);
  const me = useUserContext().data?.user.id;
  const versions = useQuery({
    queryKey: [endpoints.versions.path, id],
    queryFn: ({ signal }) => callApi(endpoints.versions as never, { params: { id }, signal, silent: true } as never) as Promise<VersionRowFields[]>,
  });
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectReason({ title: t(VR.declineTitle, { name }) });
  const newest = versions.data?.[0];
  const canDecline = newest?.status === 'PendingApproval' && !!newest.requestedBy && newest.requestedBy.id !== me;

  const decline = async () => {
    const answer = await reject.ask();
    if (!answer) return;
    setError(null);
    try {
      await callApi(endpoints.decline as never, { params: { id }, body: { reason: answer.rejectReason } } as never);
      await versions.refetch();
      onDeclined();
    } catch (err) {
      setError(t(err instanceof Error ? err.message : String(err)));
    }
  };

  const columns = useMemo<ColumnDef<VersionRowFields>[]>(() => [
    { key: 'version', title: VR.version, value: (r) => t(VR.versionN, { version: r.version }), width: 90 },
    { key: 'status', title: VR.status, value: (r) => t(VR[r.status]), width: 170,
      render: (r) => <StatusPill status={r.status} tone={STATUS_TONE[r.status]} label={r.activeVersion === r.version ? `${t(VR[r.status])} · ${t(VR.runs)}` : t(VR[r.status])} /> },
    { key: 'createdBy', title: VR.createdBy, value: (r) => r.createdBy?.name ?? t(VR.none), width: 140 },
    { key: 'createdAt', title: VR.createdAt, kind: 'dateTime', value: (r) => r.createdAt, width: 160 },
    { key: 'requestedBy', title: VR.requestedBy, value: (r) => r.requestedBy?.name ?? t(VR.none), width: 150 },
    { key: 'approvedBy', title: VR.approvedBy, value: (r) => r.approvedBy?.name ?? t(VR.none), width: 140 },
    { key: 'activatedAt', title: VR.activatedAt, kind: 'dateTime', value: (r) => r.activatedAt, width: 160 },
  ], [t]);

  const footer = (
    <Flex gap={8} justify="flex-end" wrap>
      {canDecline && <Button danger onClick={() => void decline()}>{t(VR.decline, { name })}</Button>}
      <Button onClick={onClose}>{t(VR.close)}</Button>
    </Flex>
  );
  return (
    <Modal {...focus} open title={t(VR.versions, { name })} onCancel={onClose} footer={footer} width={960} destroyOnHidden>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
      {versions.isError && <Alert type="error" showIcon title={t(VR.loadFailed)} style={{ marginBottom: 12 }} />}
      <ListTable<VersionRowFields> rows={versions.data ?? []} rowKey={(r) => r.id} columns={columns} translate={(text) => t(text)}
        loading={versions.isPending} label={t(VR.table)} />
      {reject.dialog}
    </Modal>
  );
}
