import { Alert, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { isApiError } from '@portal/api-client';
import { USER_ADMIN_RESOURCES, type FieldDefinition, type UserKind } from '@portal/contracts';
import { FieldFormDialog, newRequestId, resourceBannerId, useAlertBanner, useFieldForm, useResourceMutation, type FieldFormValues } from '@portal/kit';
import { U } from '../../i18n/users-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';
import { fullName, useRoleOptions, type AdminUser } from './users-api';

/** The server names a field by its label at the start of each message ("Email 'a@b.c' is already taken"). */
const FIELD_OF_MESSAGE: ReadonlyArray<[prefix: string, field: string]> = [['Email', 'email'], ['First name', 'firstName'], ['Last name', 'lastName'], ['Role', 'roleId']];

/** Each message of a 400 under the field it names; what names no field stays for the dialog's alert. */
export function fieldErrorsOf(messages: readonly string[]): { byField: Record<string, string>; rest: string[] } {
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const message of messages) {
    const field = FIELD_OF_MESSAGE.find(([prefix]) => message.startsWith(`${prefix} `))?.[1];
    if (field && !byField[field]) byField[field] = message;
    else rest.push(message);
  }
  return { byField, rest };
}

const messagesOf = (error: unknown): string[] => {
  if (!isApiError(error)) return [error instanceof Error ? error.message : String(error)];
  const body = error.body as { errors?: Array<{ message?: string }> } | undefined;
  const listed = body?.errors?.map((e) => e.message ?? '').filter(Boolean) ?? [];
  return listed.length ? listed : [error.message];
};

export interface UserFormDialogProps {
  kind: UserKind;
  /** The user edited; a new invitation without one. */
  user?: AdminUser;
  onDone(): void;
}

/**
 * Invite (e-mail, names, role) or edit (names, role) a user. The browser checks the fields as the server does; a
 * refusal the server still finds (an address taken) is shown under the field it names, with what was typed kept.
 */
export function UserFormDialog({ kind, user, onDone }: UserFormDialogProps) {
  const { t } = useCrmTranslation();
  const resource = USER_ADMIN_RESOURCES[kind];
  const mutation = useResourceMutation(resource, user ? 'update' : 'create');
  const banner = useAlertBanner();
  const roles = useRoleOptions(kind);
  const [refusal, setRefusal] = useState<string[]>([]);
  const requestId = useRef(newRequestId());

  const fields = useMemo<FieldDefinition[]>(() => {
    const required = (label: string) => ({ name: 'required' as const, message: t(U.required, { label }) });
    const text = (name: string, label: string, max: number, autoComplete: string): FieldDefinition => ({
      name, label, type: 'input', autoComplete, maxLength: max,
      validations: [required(label), { name: 'maxLength', value: max, message: t(U.tooLong, { label, max }) }],
    });
    // The last active administrator may only move to another administrator role (the server refuses the rest).
    const roleChoices = (roles.data ?? []).filter((r) => !user?.isLastAdmin || r.isAdmin);
    return [
      ...(user ? [] : [{ ...text('email', t(U.email), 254, 'off'), inputType: 'email', validations: [required(t(U.email)), { name: 'email', message: t(U.notEmail) }] } as FieldDefinition]),
      text('firstName', t(U.firstName), 100, 'off'),
      text('lastName', t(U.lastName), 100, 'off'),
      {
        name: 'roleId', label: t(U.role), type: 'select', options: roleChoices.map((r) => ({ id: r.id, name: r.name })), loading: roles.isLoading,
        help: user?.isLastAdmin ? t(U.lastAdminRoleHelp) : user ? undefined : t(U.roleHelp),
      },
    ];
  }, [t, user, roles.data, roles.isLoading]);

  const values = useMemo<FieldFormValues>(() => (user ? { firstName: user.firstName, lastName: user.lastName, roleId: user.roleId } : {}), [user]);
  const form = useFieldForm({
    fields,
    values,
    validateOnMount: true,
    sanitize: false,
    onSubmit: async (submitted) => {
      setRefusal([]);
      const text = (key: string) => String(submitted[key] ?? '').trim();
      const body = {
        ...(user ? {} : { email: text('email') }),
        firstName: text('firstName'), lastName: text('lastName'),
        ...(text('roleId') ? { roleId: text('roleId') } : {}),
      };
      try {
        await mutation.send({ id: user?.id, body }, requestId.current);
        banner.show({ id: resourceBannerId(resource), severity: 'success', message: user ? t(U.saved, { name: fullName(body) }) : t(U.invited, { email: body.email }) });
        onDone();
      } catch (error) {
        // The server did nothing: the next Save is a new action.
        requestId.current = newRequestId();
        const { byField, rest } = fieldErrorsOf(messagesOf(error));
        const translated = Object.fromEntries(Object.entries(byField).map(([field, message]) => [field, t(message)]));
        form.setErrors(translated);
        form.setTouched(Object.fromEntries(Object.keys(translated).map((field) => [field, true])), false);
        setRefusal(rest.map((message) => t(message)));
      }
    },
  });

  return (
    <FieldFormDialog
      open
      title={user ? t(U.editTitle, { name: fullName(user) }) : t(U.inviteTitle)}
      form={form}
      fields={fields}
      okText={user ? t(U.save) : t(U.send)}
      onCancel={onDone}
      idPrefix={`${resource.key}-${user ? 'edit' : 'invite'}`}
      intro={(
        <>
          {!user && <Typography.Paragraph type="secondary">{t(U.inviteIntro)}</Typography.Paragraph>}
          {refusal.length > 0 && <Alert type="error" showIcon role="alert" title={refusal.join(' ')} style={{ marginBottom: 12 }} />}
        </>
      )}
    />
  );
}
