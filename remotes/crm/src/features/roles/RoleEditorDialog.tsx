import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { isApiError } from '@portal/api-client';
import { usePermissions } from '@portal/auth';
import { ROLE_RESOURCES, type RoleType } from '@portal/contracts';
import { resourceBannerId, useAlertBanner, useResourceMutation } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { R } from '../../i18n/roles-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { PermissionPicker } from './PermissionPicker';
import { bodyOf, draftOf, type RoleDraft, type RoleRow } from './roles-api';

const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;

/** The server's messages of a refusal (a 400's list, else its one message); an SCA cancel says nothing more. */
function messagesOf(error: unknown): string[] {
  if (!isApiError(error)) return [error instanceof Error ? error.message : String(error)];
  const body = error.body as { errors?: Array<{ message?: string }>; error?: string; sca?: string } | undefined;
  if (body?.sca) return [];
  const listed = body?.errors?.map((e) => e.message ?? '').filter(Boolean) ?? [];
  return listed.length ? listed : [body?.error ?? error.message];
}

export type RoleEditorMode = { kind: 'create'; from?: RoleRow } | { kind: 'edit'; role: RoleRow };

export interface RoleEditorDialogProps {
  type: RoleType;
  mode: RoleEditorMode;
  onCopy(role: RoleRow): void;
  onDone(): void;
}

/**
 * Create, edit or (built-in) view a role: name, description and the permission catalogue by area with each
 * permission's "SCA required" switch. Saving asks for a TOTP code (the shell's dialog, on the server's 403).
 */
export function RoleEditorDialog({ type, mode, onCopy, onDone }: RoleEditorDialogProps) {
  const { t } = useCrmTranslation();
  const { permissions: held } = usePermissions();
  const resource = ROLE_RESOURCES[type];
  const mutation = useResourceMutation(resource, mode.kind === 'edit' ? 'update' : 'create');
  const banner = useAlertBanner();
  const focus = useDialogFocus(true);
  const role = mode.kind === 'edit' ? mode.role : undefined;
  const readOnly = !!role && !role.editable;

  const initial = useMemo<RoleDraft>(() => {
    if (role) return draftOf(role);
    if (mode.kind === 'create' && mode.from) {
      // A copy keeps what the caller may grant.
      const from = mode.from;
      return draftOf({ ...from, name: t(R.copyOf, { name: from.name }), permissions: from.permissions.filter((p) => held.has(p)) });
    }
    return { name: '', description: '', permissions: new Set(), scaRequiredPermissions: new Set() };
    // The dialog opens once per role: later changes of the caller's permissions do not reset what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const before = useMemo(() => new Set(role?.permissions ?? []), [role]);
  const [draft, setDraft] = useState<RoleDraft>(initial);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);

  const nameProblem = !draft.name.trim() ? t(R.required, { label: t(R.name) })
    : draft.name.length > NAME_MAX ? t(R.tooLong, { label: t(R.name), max: NAME_MAX }) : undefined;

  const save = async () => {
    setTouched(true);
    if (nameProblem) return;
    setRefusal([]);
    try {
      const body = bodyOf(draft);
      await mutation.send({ id: role?.id, body });
      banner.show({ id: resourceBannerId(resource), severity: 'success', message: `${t(role ? R.saved : R.created, { name: body.name })} ${t(R.renewNote)}` });
      onDone();
    } catch (error) {
      setRefusal(messagesOf(error).map((m) => t(m)));
    }
  };

  const title = role ? (readOnly ? t(R.viewTitle, { name: role.name }) : t(R.editTitle, { name: role.name })) : t(R.newTitle);
  const footer = readOnly
    ? [
      <Button key="close" onClick={onDone}>{t(R.close)}</Button>,
      <Button key="copy" type="primary" onClick={() => onCopy(role!)}>{t(R.copyButton)}</Button>,
    ]
    : [
      <Button key="cancel" onClick={onDone}>{t(R.cancel)}</Button>,
      <Button key="save" type="primary" loading={mutation.isPending} onClick={() => void save()}>{role ? t(R.save) : t(R.create)}</Button>,
    ];

  return (
    <Modal {...focus} open title={title} width={880} footer={footer} onCancel={onDone} destroyOnHidden>
      {readOnly && <Alert type="info" showIcon title={role?.builtIn ? t(R.builtInNote) : t(R.notYours)} style={{ marginBottom: 12 }} />}
      {refusal.length > 0 && <Alert type="error" showIcon role="alert" title={refusal.join(' ')} style={{ marginBottom: 12 }} />}
      <Flex vertical gap={12}>
        <div>
          <label htmlFor="role-name">{t(R.name)}</label>
          <Input
            id="role-name" value={draft.name} maxLength={NAME_MAX} disabled={readOnly} autoComplete="off"
            onChange={(e) => setDraft({ ...draft, name: e.target.value })} onBlur={() => setTouched(true)}
            status={touched && nameProblem ? 'error' : undefined} aria-invalid={touched && !!nameProblem}
            aria-describedby={touched && nameProblem ? 'role-name-error' : undefined}
          />
          {touched && nameProblem && <Typography.Text id="role-name-error" type="danger">{nameProblem}</Typography.Text>}
        </div>
        <div>
          <label htmlFor="role-description">{t(R.description)}</label>
          <Input.TextArea
            id="role-description" value={draft.description} maxLength={DESCRIPTION_MAX} disabled={readOnly} autoSize={{ minRows: 1, maxRows: 4 }}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </div>
        <PermissionPicker type={type} draft={draft} readOnly={readOnly} held={held} before={before} onChange={(next) => setDraft({ ...draft, ...next })} />
      </Flex>
    </Modal>
  );
}
