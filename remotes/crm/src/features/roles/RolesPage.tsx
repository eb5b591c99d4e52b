import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { usePermissions } from '@portal/auth';
import { ROLE_MANAGE_PERMISSION, ROLE_RESOURCES, ROLE_TYPES, type RoleType } from '@portal/contracts';
import { ActionButton, ResourceListPage, resourceBannerId, StatusPill, useAlertBanner, useResourceMutation, type ColumnDef } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { R } from '../../i18n/roles-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { RoleEditorDialog, type RoleEditorMode } from './RoleEditorDialog';
import type { RoleRow } from './roles-api';

function DeleteRoleDialog({ type, role, onDone }: { type: RoleType; role: RoleRow | null; onDone(): void }) {
  const { t } = useCrmTranslation();
  const resource = ROLE_RESOURCES[type];
  const removal = useResourceMutation(resource, 'remove');
  const banner = useAlertBanner();
  const focus = useDialogFocus(role !== null);
  return (
    <Modal
      {...focus}
      open={role !== null}
      title={role ? t(R.removeTitle, { name: role.name }) : undefined}
      okText={t(R.removeOk)}
      okButtonProps={{ danger: true, loading: removal.isPending }}
      cancelText={t(R.cancel)}
      onCancel={onDone}
      onOk={async () => {
        if (!role) return;
        try {
          await removal.send({ id: role.id });
          banner.show({ id: resourceBannerId(resource), severity: 'success', message: t(R.deleted, { name: role.name }) });
        } catch {
          // Refused or cancelled: the code dialog or the snackbar said why.
        }
        onDone();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(R.removeBody)}</Typography.Paragraph>
    </Modal>
  );
}

export interface RolesPageProps {
  /** The kinds of role this page offers (the merchant area: merchant roles only). */
  types?: readonly RoleType[];
  title: string;
}

/**
 * Roles and their permission sets (spec 7.8; ADR 0079): CRM roles (manageCrmRoles) and merchant roles
 * (manageMerchantRoles), built-in ones read-only and copied to change; new, edit, copy, delete.
 */
export function RolesPage({ types = ROLE_TYPES, title }: RolesPageProps) {
  const { t } = useCrmTranslation();
  const { permissions } = usePermissions();
  const offered = types.filter((type) => permissions.has(ROLE_MANAGE_PERMISSION[type]));
  const [chosen, setChosen] = useState<RoleType | undefined>(undefined);
  const type = chosen && offered.includes(chosen) ? chosen : offered[0] ?? types[0]!;
  const [editor, setEditor] = useState<RoleEditorMode | null>(null);
  const [removing, setRemoving] = useState<RoleRow | null>(null);

  const columns = useMemo<ColumnDef<RoleRow>[]>(() => [
    { key: 'name', title: R.name, value: (r) => r.name, sortable: true, width: 220 },
    { key: 'description', title: R.description, value: (r) => r.description, width: 280 },
    {
      key: 'origin', title: R.origin, value: (r) => (r.builtIn ? 'builtIn' : 'custom'), width: 140,
      render: (r) => <StatusPill status={r.builtIn ? 'Pending' : 'Active'} label={r.builtIn ? t(R.builtIn) : r.merchantId ? t(R.ownMerchant) : t(R.custom)} />,
    },
    { key: 'userCount', title: R.users, kind: 'count', value: (r) => r.userCount, width: 90 },
    { key: 'scaCount', title: R.scaCount, kind: 'count', value: (r) => r.scaRequiredPermissions.length, width: 120 },
  ], [t]);

  const switcher = offered.length > 1 ? (
    <Segmented<RoleType>
      aria-label={t(R.kind)}
      value={type}
      onChange={setChosen}
      options={offered.map((o) => ({ value: o, label: o === 'crm' ? t(R.crmRoles) : t(R.merchantRoles) }))}
      style={{ marginBottom: 12 }}
    />
  ) : undefined;

  return (
    <ResourceListPage<RoleRow>
      key={type}
      resource={ROLE_RESOURCES[type]}
      title={offered.length > 1 ? title : type === 'crm' ? R.crmRoles : R.merchantRoles}
      translate={(text) => t(text)}
      columns={columns}
      rowName={(r) => r.name}
      before={switcher}
      actions={<Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditor({ kind: 'create' })}>{t(R.newRole)}</Button>}
      rowActions={(role) => (
        <>
          {role.editable
            ? <ActionButton label={t(R.edit, { name: role.name })} icon={<EditOutlined aria-hidden />} onClick={() => setEditor({ kind: 'edit', role })} />
            : <ActionButton label={t(R.view, { name: role.name })} icon={<EyeOutlined aria-hidden />} onClick={() => setEditor({ kind: 'edit', role })} />}
          <ActionButton label={t(R.copy, { name: role.name })} icon={<CopyOutlined aria-hidden />} onClick={() => setEditor({ kind: 'create', from: role })} />
          <ActionButton
            label={t(R.remove, { name: role.name })} icon={<DeleteOutlined aria-hidden />} danger onClick={() => setRemoving(role)}
            blockedBy={role.builtIn ? t(R.builtInBlocked) : !role.editable ? t(R.notYours) : role.userCount > 0 ? t(R.inUseBlocked, { n: role.userCount }) : undefined}
          />
        </>
      )}
    >
      {editor && (
        <RoleEditorDialog
          key={editor.kind === 'edit' ? editor.role.id : `new-${editor.from?.id ?? ''}`}
          type={type}
          mode={editor}
          onCopy={(role) => setEditor({ kind: 'create', from: role })}
          onDone={() => setEditor(null)}
        />
      )}
      <DeleteRoleDialog type={type} role={removing} onDone={() => setRemoving(null)} />
    </ResourceListPage>
  );
}
