import { CheckCircleOutlined, DeleteOutlined, EditOutlined, KeyOutlined, MailOutlined, SafetyOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import { ActionButton } from '@portal/kit';
import { D } from '../../i18n/data-access-texts';
import { U } from '../../i18n/users-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import type { UserKind } from '@portal/contracts';
import { fullName, useUserActions, type AdminUser, type UserAction } from './users-api';

export interface UserRowActionsProps {
  kind: UserKind;
  user: AdminUser;
  onEdit(): void;
  onDelete(): void;
  /** CRM users: their data permissions (ADR 0082). */
  onDataAccess?(): void;
}

/** A row's actions (spec part 4 "User accounts: activate, deactivate, unlock, delete"), each with the rule that stops it. */
export function UserRowActions({ kind, user, onEdit, onDelete, onDataAccess }: UserRowActionsProps) {
  const { t } = useCrmTranslation();
  const act = useUserActions(kind);
  const onAction = (action: UserAction, successMessage: string) => { void act(action, user, successMessage); };
  const name = fullName(user);
  const keepsAccount = user.isSelf ? t(U.selfDeactivate) : user.isLastAdmin ? t(U.lastAdmin) : undefined;
  const keepsRow = user.isSelf ? t(U.selfDelete) : user.isLastAdmin ? t(U.lastAdmin) : undefined;
  return (
    <>
      <ActionButton label={t(U.edit, { name })} icon={<EditOutlined aria-hidden />} onClick={onEdit} />
      {onDataAccess && <ActionButton label={t(D.open, { name })} icon={<SafetyOutlined aria-hidden />} blockedBy={user.isSelf ? t(D.self) : undefined} onClick={onDataAccess} />}
      {user.status === 'Inactive'
        ? <ActionButton label={t(U.activate, { name })} icon={<CheckCircleOutlined aria-hidden />} onClick={() => onAction('activate', t(U.activated, { name }))} />
        : <ActionButton label={t(U.deactivate, { name })} icon={<StopOutlined aria-hidden />} blockedBy={keepsAccount} onClick={() => onAction('deactivate', t(U.deactivated, { name }))} />}
      {user.status === 'Locked' && <ActionButton label={t(U.unlock, { name })} icon={<UnlockOutlined aria-hidden />} onClick={() => onAction('unlock', t(U.unlocked, { name }))} />}
      {user.status === 'InvitationSent'
        ? <ActionButton label={t(U.resendInvitation, { name })} icon={<MailOutlined aria-hidden />} onClick={() => onAction('resendInvitation', t(U.invitationResent, { email: user.email }))} />
        : <ActionButton label={t(U.resetPassword, { name })} icon={<KeyOutlined aria-hidden />} onClick={() => onAction('resetPassword', t(U.resetSent, { email: user.email }))} />}
      <ActionButton label={t(U.remove, { name })} icon={<DeleteOutlined aria-hidden />} danger blockedBy={keepsRow} onClick={onDelete} />
    </>
  );
}
