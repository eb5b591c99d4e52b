import { App, Button, Card, Form, Input, Skeleton } from 'antd';
import { PortalSelect } from '@portal/ui';
import { useEffect } from 'react';
import { PROFILE_LIMITS, type ProfileSettingsUpdate } from '@portal/contracts';
import { LANGUAGES, LANGUAGE_NAMES } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { SNACKBAR_DEFAULT_SECONDS } from '../api-errors/snackbar';
import { useProfileSettings, useSaveProfileSettings, useTimeZones } from './profile-settings-api';

const required = (message: string) => ({ required: true, whitespace: true, message });

/** Own first and last name, time zone (zones with a slash) and language; checked here and on the server. */
export function ProfileForm() {
  const { t, i18n } = useShellTranslation();
  const { notification } = App.useApp();
  const profile = useProfileSettings();
  const zones = useTimeZones();
  const save = useSaveProfileSettings();
  const [form] = Form.useForm<ProfileSettingsUpdate>();

  useEffect(() => {
    if (profile.data) form.setFieldsValue(profile.data);
  }, [profile.data, form]);

  const onFinish = (values: ProfileSettingsUpdate) => {
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
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark disabled={save.isPending} data-testid="profile-form">
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
              { validator: (_, v: string) => (!v || !zones.data || zones.data.includes(v) ? Promise.resolve() : Promise.reject(new Error(t('Choose a time zone from the list')))) },
            ]}
          >
            <PortalSelect
              showSearch
              loading={zones.isLoading}
              options={(zones.data ?? []).map((z) => ({ value: z, label: z }))}
              listHeight={200}
              aria-label={t('Time zone')}
            />
          </Form.Item>
          <Form.Item name="language" label={t('Language')} rules={[{ required: true }]}>
            <PortalSelect options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} aria-label={t('Language')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
