import { App, Button, Card, Form, Input, Skeleton } from 'antd';
import { MissingFieldsMessage, PortalSelect } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { PROFILE_LIMITS, type ProfileSettingsUpdate } from '@portal/contracts';
import { LANGUAGES, LANGUAGE_NAMES, SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { SNACKBAR_DEFAULT_SECONDS } from '../api-errors/snackbar';
import { useProfileSettings, useSaveProfileSettings, useTimeZones } from './profile-settings-api';

const required = (message: string) => ({ required: true, whitespace: true, message });

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
  const [form] = Form.useForm<ProfileSettingsUpdate>();
  const storedZone = profile.data?.timeZone;
  const zoneOptions = useMemo(() => {
    const list = zones.data ?? [];
    const all = storedZone && !list.includes(storedZone) ? [storedZone, ...list] : list;
    return all.map((z) => ({ value: z, label: z }));
  }, [zones.data, storedZone]);
  const labels: Record<keyof ProfileSettingsUpdate, string> = {
    firstName: t(SHELL_TEXTS.firstName), lastName: t(SHELL_TEXTS.lastName), timeZone: t(SHELL_TEXTS.timeZone), language: t(SHELL_TEXTS.language),
  };
  const [tried, setTried] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const refreshMissing = () =>
    setMissing(form.getFieldsError().filter((f) => f.errors.length > 0).map((f) => labels[f.name[0] as keyof ProfileSettingsUpdate]).filter(Boolean));

  useEffect(() => {
    // An empty zone or language is no choice: the select shows its placeholder, and Save says it is missing.
    if (profile.data) form.setFieldsValue({ ...profile.data, timeZone: profile.data.timeZone || undefined, language: profile.data.language || undefined });
  }, [profile.data, form]);

  const onFinish = (values: ProfileSettingsUpdate) => {
    setTried(false);
    setMissing([]);
    const update = { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    save.mutate(update, {
      onSuccess: (saved) => {
        if (saved.language !== i18n.language) void i18n.changeLanguage(saved.language);
        notification.success({ title: t('Profile saved'), duration: SNACKBAR_DEFAULT_SECONDS, placement: 'bottom', closable: true });
      },
    });
  };

  return (
    <Card title={t('Profile')} style={{ maxWidth: 640 }}>
      {profile.isLoading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          onFinishFailed={() => {
            setTried(true);
            refreshMissing();
          }}
          onFieldsChange={() => {
            if (tried) refreshMissing();
          }}
          requiredMark
          disabled={save.isPending}
          data-testid="profile-form"
        >
          <Form.Item label={t('Email')} htmlFor="profile-email">
            <Input id="profile-email" value={profile.data?.email} disabled />
          </Form.Item>
          <Form.Item name="firstName" label={t('First name')} rules={[required(t('First name is required'))]}>
            <Input maxLength={PROFILE_LIMITS.nameMaxLength} autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="lastName" label={t('Last name')} rules={[required(t('Last name is required'))]}>
            <Input maxLength={PROFILE_LIMITS.nameMaxLength} autoComplete="family-name" />
          </Form.Item>
          <Form.Item
            name="timeZone"
            label={t('Time zone')}
            rules={[
              { required: true, message: t('Time zone is required') },
              {
                validator: (_, v: string) =>
                  !v || !zones.data || v === storedZone || zones.data.includes(v) ? Promise.resolve() : Promise.reject(new Error(t('Choose a time zone from the list'))),
              },
            ]}
          >
            <PortalSelect
              showSearch
              loading={zones.isLoading}
              options={zoneOptions}
              aria-label={t('Time zone')}
              placeholder={t(SHELL_TEXTS.chooseTimeZone)}
            />
          </Form.Item>
          <Form.Item name="language" label={t('Language')} rules={[{ required: true, message: t(SHELL_TEXTS.languageRequired) }]}>
            <PortalSelect
              options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
              aria-label={t('Language')}
              placeholder={t(SHELL_TEXTS.chooseLanguage)}
            />
          </Form.Item>
          {tried && missing.length > 0 ? (
            <div style={{ marginBottom: 16 }}>
              <MissingFieldsMessage fields={missing} />
            </div>
          ) : null}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
