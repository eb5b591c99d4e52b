import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { USER_ADMIN_RESOURCES, USER_STATUSES, type UserKind } from '@portal/contracts';
import { KitSelect, MERCHANT_URL_KEY, ResourceListPage, StatusPill, useLookup, usePortalScope, useResourceMutation, type ColumnDef } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { U } from '../../i18n/users-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { DataAccessDialog } from './DataAccessDialog';
import { UserFormDialog } from './UserFormDialog';
import { UserRowActions } from './UserRowActions';
import { fullName, useRoleOptions, type AdminUser } from './users-api';

/** Tenant staff and platform staff pick whose merchant users they see (`merchantId` in the URL; all of the tenant's without one). */
function MerchantPicker() {
  const { t } = useCrmTranslation();
  const merchants = useLookup('merchants');
  const [params, setParams] = useSearchParams();
  const picked = params.get(MERCHANT_URL_KEY) ?? undefined;
  const pick = (id: string | undefined) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (id) next.set(MERCHANT_URL_KEY, id);
    else next.delete(MERCHANT_URL_KEY);
    return next;
  }, { replace: true });
  return (
    <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
      <label htmlFor="merchant-users-merchant">{t(U.merchant)}</label>
      <KitSelect<string>
        id="merchant-users-merchant"
        style={{ minWidth: 240, maxWidth: '100%' }}
        placeholder={t(U.allMerchants)}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={picked}
        loading={merchants.isLoading}
        options={merchants.options.map((m) => ({ value: String(m.id), label: m.name }))}
        onChange={(id?: string) => pick(id)}
      />
    </Flex>
  );
}

/** Delete's confirmation (inside the list page: its outcome in the page's banner). */
function DeleteUserDialog({ kind, user, onDone }: { kind: UserKind; user: AdminUser | null; onDone(): void }) {
  const { t } = useCrmTranslation();
  const removal = useResourceMutation(USER_ADMIN_RESOURCES[kind], 'remove');
  const focus = useDialogFocus(user !== null);
  return (
    <Modal
      {...focus}
      open={user !== null}
      title={user ? t(U.removeTitle, { name: fullName(user) }) : undefined}
      okText={t(U.removeOk)}
      okButtonProps={{ danger: true, loading: removal.isPending }}
      cancelText={t(U.cancel)}
      onCancel={onDone}
      onOk={async () => {
        if (!user) return;
        await removal.run({ id: user.id });
        onDone();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(U.removeBody)}</Typography.Paragraph>
    </Modal>
  );
}

export interface UsersPageProps {
  kind: UserKind;
  title: string;
}

/**
 * A list of users to administer (ADR 0077): a tenant's CRM users, the platform's management users or a merchant's
 * users. Server-paged, searched by name or e-mail, filtered by status and role; invite, edit, activate or
 * deactivate, unlock, password reset, resend invitation, delete, each refused in the browser as the server does.
 */
export function UsersPage({ kind, title }: UsersPageProps) {
  const { t } = useCrmTranslation();
  const resource = USER_ADMIN_RESOURCES[kind];
  const scope = usePortalScope();
  const roles = useRoleOptions(kind);
  const [editing, setEditing] = useState<{ user?: AdminUser } | null>(null);
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  const [dataAccess, setDataAccess] = useState<AdminUser | null>(null);

  const picksMerchant = kind === 'merchant' && scope.userType !== 'merchant';
  const needsTenant = kind !== 'platform' && scope.needsTenant;
  const inviteBlockedBy = needsTenant ? t(U.pickTenantToInvite) : picksMerchant && !scope.merchantId ? t(U.pickMerchantToInvite) : undefined;

  const columns = useMemo<ColumnDef<AdminUser>[]>(() => [
    { key: 'lastName', title: U.name, value: (u) => fullName(u), sortable: true, width: 200 },
    { key: 'email', title: U.email, kind: 'id', value: (u) => u.email, sortable: true, width: 240 },
    { key: 'roleName', title: U.role, value: (u) => u.roleName, width: 180 },
    { key: 'status', title: U.status, value: (u) => u.status, render: (u) => <StatusPill status={u.status} label={t(U[u.status])} />, width: 140 },
    { key: 'lastLoginTime', title: U.lastLogin, kind: 'dateTime', value: (u) => u.lastLoginTime, sortable: true, width: 160 },
  ], [t]);

  const fields = useMemo(() => ({
    search: { label: t(U.search) },
    status: { label: t(U.status), options: USER_STATUSES.map((s) => ({ id: s, name: t(U[s]) })) },
    roleId: { label: t(U.role), type: 'select' as const, inputType: undefined, validations: [], options: (roles.data ?? []).map((r) => ({ id: r.id, name: r.name })) },
  }), [t, roles.data]);

  const invite = (
    <Tooltip title={inviteBlockedBy}>
      <span>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={!!inviteBlockedBy} aria-describedby={inviteBlockedBy ? 'users-invite-reason' : undefined} onClick={() => setEditing({})}>
          {t(U.invite)}
        </Button>
        {inviteBlockedBy && <span id="users-invite-reason" hidden>{inviteBlockedBy}</span>}
      </span>
    </Tooltip>
  );

  return (
    <ResourceListPage<AdminUser>
      resource={resource}
      title={title}
      translate={(text) => t(text)}
      columns={columns}
      fields={fields}
      rowName={(u) => fullName(u)}
      actions={invite}
      before={picksMerchant ? <MerchantPicker /> : undefined}
      rowActions={(user) => (
        <UserRowActions kind={kind} user={user} onEdit={() => setEditing({ user })} onDelete={() => setRemoving(user)}
          onDataAccess={kind === 'crm' ? () => setDataAccess(user) : undefined} />
      )}
    >
      {editing && <UserFormDialog kind={kind} user={editing.user} onDone={() => setEditing(null)} />}
      <DeleteUserDialog kind={kind} user={removing} onDone={() => setRemoving(null)} />
      {kind === 'crm' && <DataAccessDialog user={dataAccess} onDone={() => setDataAccess(null)} />}
    </ResourceListPage>
  );
}
