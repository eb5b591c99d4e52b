import { CheckCircleOutlined, KeyOutlined, StopOutlined } from '@ant-design/icons';
import { Modal, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { MANAGED_TENANTS, TENANT_MANAGEMENT_ENDPOINTS as E, TENANT_LIMITS, TENANT_STATUSES, type ResourceRowOf } from '@portal/contracts';
import {
  ActionButton, ResourceListPage, StatusPill, invalidateResource, newRequestId, resourceBannerId, useActionRunner, type ColumnDef,
} from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { T } from '../../i18n/tenant-management-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';

export type ManagedTenant = ResourceRowOf<typeof MANAGED_TENANTS>;

/** The path of the keys page, for one tenant. */
export const KEYS_PATH = '/crm/tenant-management/encryption-keys';

/** Suspend's confirmation; reactivation needs none (it takes nobody's access away). */
function SuspendDialog({ tenant, onDone }: { tenant: ManagedTenant | null; onDone(confirmed: boolean): void }) {
  const { t } = useCrmTranslation();
  const focus = useDialogFocus(tenant !== null);
  return (
    <Modal
      {...focus}
      open={tenant !== null}
      title={tenant ? t(T.suspendTitle, { name: tenant.name }) : undefined}
      okText={t(T.suspendOk)}
      okButtonProps={{ danger: true }}
      cancelText={t(T.cancel)}
      onOk={() => onDone(true)}
      onCancel={() => onDone(false)}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(T.suspendBody)}</Typography.Paragraph>
    </Modal>
  );
}

/** A row's Suspend or Reactivate and its keys (inside the list page: the outcome in its banner). */
function TenantRowActions({ tenant }: { tenant: ManagedTenant }) {
  const { t } = useCrmTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const runner = useActionRunner({ bannerId: resourceBannerId(MANAGED_TENANTS), refresh: () => invalidateResource(queryClient, MANAGED_TENANTS) });
  const [confirming, setConfirming] = useState(false);
  const setActive = (isActive: boolean) => runner.run({
    requestId: newRequestId(),
    send: () => callApi(E.activation, { params: { id: tenant.id }, body: { isActive }, silent: true }),
    successMessage: () => t(isActive ? T.reactivated : T.suspended, { name: tenant.name }),
  });
  return (
    <>
      {tenant.status === 'Active'
        ? <ActionButton label={t(T.suspend, { name: tenant.name })} icon={<StopOutlined aria-hidden />} danger
            blockedBy={tenant.isDefaultTenant ? t(T.defaultCannotSuspend) : undefined} onClick={() => setConfirming(true)} />
        : <ActionButton label={t(T.reactivate, { name: tenant.name })} icon={<CheckCircleOutlined aria-hidden />} onClick={() => { void setActive(true); }} />}
      <ActionButton label={t(T.keysOf, { name: tenant.name })} icon={<KeyOutlined aria-hidden />} onClick={() => navigate(`${KEYS_PATH}?tenantId=${tenant.id}`)} />
      <SuspendDialog tenant={confirming ? tenant : null} onDone={(confirmed) => {
        setConfirming(false);
        if (confirmed) void setActive(false);
      }} />
    </>
  );
}

/**
 * Tenant management (ADR 0083, `Platform.Tenants.View`): the tenants with their status, counts and default; create
 * with the first administrator (invited by e-mail), edit, suspend or reactivate, and a way to each one's keys.
 */
export function TenantsPage({ title }: { title: string }) {
  const { t } = useCrmTranslation();

  const columns = useMemo<ColumnDef<ManagedTenant>[]>(() => [
    {
      key: 'name', title: T.name, sortable: true, alwaysShown: true, width: 220, value: (r) => r.name,
      render: (r) => <>{r.name}{r.isDefaultTenant && <Tag style={{ marginInlineStart: 8 }}>{t(T.default)}</Tag>}</>,
    },
    { key: 'supportEmail', title: T.supportEmail, kind: 'id', value: (r) => r.supportEmail, width: 220 },
    { key: 'status', title: T.status, value: (r) => r.status, render: (r) => <StatusPill status={r.status === 'Active' ? 'Active' : 'Inactive'} label={t(T[r.status])} />, width: 130 },
    { key: 'merchants', title: T.merchants, kind: 'count', value: (r) => r.merchants, width: 110 },
    { key: 'users', title: T.users, kind: 'count', value: (r) => r.users, width: 100 },
    { key: 'createdAt', title: T.createdAt, kind: 'dateTime', value: (r) => r.createdAt, sortable: true, width: 170 },
  ], [t]);

  const common = {
    name: { label: t(T.name) }, supportEmail: { label: t(T.supportEmail), inputType: 'email' as const },
    emailSenderAddress: { label: t(T.emailSenderAddress), inputType: 'email' as const },
    logo: { label: t(T.logo), inputType: 'url' as const }, favicon: { label: t(T.favicon), inputType: 'url' as const },
    primaryColor: { label: t(T.primaryColor) }, isDefaultTenant: { label: t(T.isDefaultTenant) },
    transactionRetentionMonths: {
      label: t(T.retention), help: t(T.retentionHelp),
      validations: (['min', 'max'] as const).map((name) => ({
        name, value: name === 'min' ? 1 : TENANT_LIMITS.retentionMonthsMax, message: t(T.retentionRange, { max: TENANT_LIMITS.retentionMonthsMax }),
      })),
    },
    // The four-eyes threshold where a merchant has no confirmation level of its own (ADR 0046, 0067).
    fourEyesThresholdMajor: {
      label: t(T.fourEyes), help: t(T.fourEyesHelp),
      validations: (['min', 'max'] as const).map((name) => ({
        name, value: name === 'min' ? 0 : TENANT_LIMITS.fourEyesThresholdMax, message: t(T.fourEyesRange, { max: TENANT_LIMITS.fourEyesThresholdMax }),
      })),
    },
  };
  const createFields = {
    ...common,
    administratorEmail: { label: t(T.administratorEmail), inputType: 'email' as const, help: t(T.administratorHelp) },
    administratorFirstName: { label: t(T.administratorFirstName) },
    administratorLastName: { label: t(T.administratorLastName) },
  };
  const editFields = { ...common, administratorEmail: false as const, administratorFirstName: false as const, administratorLastName: false as const };

  return (
    <ResourceListPage<ManagedTenant>
      resource={MANAGED_TENANTS}
      title={title}
      translate={(text) => t(text)}
      columns={columns}
      rowName={(r) => r.name}
      fields={{ status: { label: t(T.status), options: TENANT_STATUSES.map((s) => ({ id: s, name: t(T[s]) })) } }}
      create={{ fields: createFields, initial: { primaryColor: '#09d0bd', isDefaultTenant: false }, title: () => t(T.newTenant) }}
      edit={{
        fields: editFields, title: (r) => t(T.editTenant, { name: r?.name ?? '' }),
        valuesOf: (r) => ({ ...r, logo: r.logo ?? '', favicon: r.favicon ?? '', transactionRetentionMonths: r.transactionRetentionMonths ?? '' }),
      }}
      rowActions={(tenant) => <TenantRowActions tenant={tenant} />}
    />
  );
}
