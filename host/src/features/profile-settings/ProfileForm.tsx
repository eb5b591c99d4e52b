import { App, Button, Card, Skeleton } from 'antd';
import { FieldList, refusedFieldsOf, useFieldForm, type FieldDefinition, type FieldFormValues } from '@portal/kit';
import { DROPDOWN_MAX_HEIGHT, MissingFieldsMessage, SNACKBAR_DEFAULT_SECONDS } from '@portal/ui';
import { useMemo } from 'react';
import { PROFILE_LIMITS, type ProfileSettingsUpdate } from '@portal/contracts';
import { LANGUAGES, LANGUAGE_NAMES, SHELL_TEXTS, type Language } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { useProfileSettings, useSaveProfileSettings, useTimeZones } from './profile-settings-api';

const text = (values: FieldFormValues, name: string) => String(values[name] ?? '');

/**
 * Own first and last name, time zone (zones with a slash) and language; checked here and on the server.
 * The zone already stored may be kept even when it is not in the list (registered and admin-created users
 * hold `UTC`; the server allows keeping it since issue 16), so such a user can still save the language.
 * A refused Save lists the fields to fill in (issue 16).
 */
export function ProfileForm() {
  const { t, i18n } = useShellTranslation();
  const { notification } = App.useApp();
  const profile = useProfileSettings();
  const zones = useTimeZones();
  const save = useSaveProfileSettings();
  const storedZone = profile.data?.timeZone;
  const zoneList = zones.data;

  const fields = useMemo<FieldDefinition[]>(() => {
    const all = zoneList ?? [];
    const zoneOptions = (storedZone && !all.includes(storedZone) ? [storedZone, ...all] : all).map((z) => ({ id: z, name: z }));
    const nameField = (name: string, label: string, message: string, autoComplete: string): FieldDefinition => ({
      name, label: t(label), type: 'input', maxLength: PROFILE_LIMITS.nameMaxLength, autoComplete, validations: [{ name: 'required', message: t(message) }],
    });
    return [
      { name: 'email', label: t('Email'), type: 'input', disabled: true },
      nameField('firstName', SHELL_TEXTS.firstName, 'First name is required', 'given-name'),
      nameField('lastName', SHELL_TEXTS.lastName, 'Last name is required', 'family-name'),
      {
        name: 'timeZone', label: t(SHELL_TEXTS.timeZone), type: 'selectAutoComplete', placeholder: t(SHELL_TEXTS.chooseTimeZone), options: zoneOptions,
        validations: [
          { name: 'required', message: t('Time zone is required') },
          { name: 'custom', message: t('Choose a time zone from the list'), test: (zone) => !zoneList || zone === storedZone || zoneList.includes(zone) },
        ],
      },
      {
        name: 'language', label: t(SHELL_TEXTS.language), type: 'select', placeholder: t(SHELL_TEXTS.chooseLanguage),
        options: LANGUAGES.map((l) => ({ id: l, name: LANGUAGE_NAMES[l] })),
        validations: [{ name: 'required', message: t(SHELL_TEXTS.languageRequired) }],
      },
    ];
  }, [t, zoneList, storedZone]);

  // An empty zone or language is no choice: the select shows its placeholder, and Save says it is missing.
  const stored = useMemo<FieldFormValues>(() => {
    const data = profile.data;
    if (!data) return {};
    return { email: data.email, firstName: data.firstName, lastName: data.lastName, timeZone: data.timeZone || null, language: data.language || null };
  }, [profile.data]);

  const form = useFieldForm({
    fields,
    values: stored,
    enableReinitialize: true,
    sanitize: false,
    onSubmit: (values) => {
      const update: ProfileSettingsUpdate = {
        firstName: text(values, 'firstName').trim(),
        lastName: text(values, 'lastName').trim(),
        timeZone: text(values, 'timeZone'),
        language: text(values, 'language') as Language,
      };
      save.mutate(update, {
        onSuccess: (saved) => {
          if (saved.language !== i18n.language) void i18n.changeLanguage(saved.language);
          notification.success({ title: t('Profile saved'), duration: SNACKBAR_DEFAULT_SECONDS, placement: 'bottom', closable: true });
        },
      });
    },
  });
  // Everything waits while a save is in flight; the zones spin while they load.
  const drawn = fields.map((field) => ({
    ...field,
    disabled: field.disabled || save.isPending,
    loading: field.name === 'timeZone' ? zones.isLoading : undefined,
  }));
  const missing = refusedFieldsOf(form, fields).map((field) => field.label);

  return (
    <Card title={t('Profile')} style={{ maxWidth: 640 }}>
      {profile.isLoading ? (
        <Skeleton active />
      ) : (
        <div data-testid="profile-form">
          <FieldList form={form} fields={drawn} layout="vertical" idPrefix="profile" panelHeight={DROPDOWN_MAX_HEIGHT} />
          {missing.length > 0 ? (
            <div style={{ marginBottom: 16 }}>
              <MissingFieldsMessage fields={missing} />
            </div>
          ) : null}
          <Button type="primary" loading={save.isPending} onClick={() => form.handleSubmit()}>
            {t('Save')}
          </Button>
        </div>
      )}
    </Card>
  );
}
