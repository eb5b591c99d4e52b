import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { AUDIT_LOG, type AuditEvent } from '@portal/contracts';
import { ResourceListPage, usePortalScope, type ColumnDef } from '@portal/kit';
import { AU } from '../../i18n/audit-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { AuditDrawer } from './AuditDrawer';
import { ChainTools } from './ChainTools';
import { NamedCell } from './NamedCell';
import { machineTarget, useAuditActionName, useAuditOwnerNames, useAuditTargetName } from './use-audit-names';

/**
 * /audit (the spec's auxiliary outlet "audit", ADR 0081): every change made through the API, newest first, filtered
 * by actor, action, target and time; a row opens the event with its changes as a diff. Verify chain checks the hash
 * chain; Export CSV writes the selected events with their chain fields. Tenant staff see their tenant's events,
 * platform staff every tenant's and the platform's own (the server decides).
 */
export function AuditPage({ title }: { title: string }) {
  const { t } = useCrmTranslation();
  const { userType } = usePortalScope();
  const actionName = useAuditActionName();
  const targetName = useAuditTargetName();
  const owners = useAuditOwnerNames();
  const columns = useMemo<ColumnDef<AuditEvent>[]>(() => [
    { key: 'occurredAt', title: AU.time, kind: 'dateTimeSeconds', value: (e) => e.occurredAt, sortable: true, width: 170 },
    { key: 'actorEmail', title: AU.actor, kind: 'id', value: (e) => e.actorEmail ?? '', width: 220 },
    // The action in words, its machine name under it: what the Action filter and the CSV export match.
    {
      key: 'action', title: AU.action, value: (e) => e.action, width: 260,
      render: (e) => <NamedCell name={actionName(e.action)} machine={e.action} />,
    },
    // What was acted on in words ("Banking channel"), its type and id under it: what the Target filters match.
    {
      key: 'target', title: AU.target, value: machineTarget, width: 280,
      render: (e) => <NamedCell name={targetName(e)} machine={machineTarget(e)} />,
    },
    // Platform staff read every tenant's events: whose each one is (tenant staff read only their own).
    ...(userType === 'platform' ? [{
      key: 'tenant', title: AU.tenant, width: 200,
      value: (e: AuditEvent) => (e.tenantId ? owners.tenant(e.tenantId) ?? e.tenantId : t(AU.platform)),
    }] : []),
    {
      key: 'outcome', title: AU.outcome, value: (e) => e.outcome, width: 110,
      render: (e) => <Tag color={e.outcome === 'ok' ? 'green' : 'orange'}>{t(e.outcome === 'ok' ? AU.ok : AU.refused)}</Tag>,
    },
  ], [t, actionName, targetName, owners, userType]);
  const fields = useMemo(() => ({
    actor: { label: t(AU.actor) }, action: { label: t(AU.action) }, targetType: { label: t(AU.targetType) }, targetId: { label: t(AU.targetId) },
    occurred: { label: t(AU.time) },
    // Tenant staff read their own tenant's events only: no tenant to choose.
    tenants: userType === 'platform' ? { label: t(AU.tenants) } : false as const,
  }), [t, userType]);
  return (
    <ResourceListPage<AuditEvent>
      resource={AUDIT_LOG}
      title={title}
      translate={(text) => t(text)}
      columns={columns}
      fields={fields}
      rowName={(e) => `${actionName(e.action) ?? e.action} ${e.id}`}
      emptyText={t(AU.noEvents)}
      before={(list) => (
        <>
          <Typography.Paragraph>{t(AU.intro)}</Typography.Paragraph>
          <ChainTools query={list.query as Readonly<Record<string, unknown>>} />
        </>
      )}
      drawer={(opened, close) => <AuditDrawer key={opened.id} id={opened.id} row={opened.row} onClose={close} />}
    />
  );
}
