import { App, Button, Card, ColorPicker, Form, Skeleton } from 'antd';
import { PortalSelect } from '@portal/ui';
import type { Color } from 'antd/es/color-picker';
import { useEffect } from 'react';
import { LAYOUT_NAMES, type ThemeSettingsUpdate } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { SNACKBAR_DEFAULT_SECONDS } from '../api-errors/snackbar';
import { useSaveTenantTheme, useTenantTheme } from './profile-settings-api';

const COLOURS: Array<{ name: keyof Omit<ThemeSettingsUpdate, 'layoutName'>; label: string }> = [
  { name: 'sidebarBackgroundColor', label: 'Sidebar colour' },
  { name: 'headerBackgroundColor', label: 'Header colour' },
  { name: 'mainBackgroundColor', label: 'Main background colour' },
  { name: 'primaryColor', label: 'Primary colour' },
  { name: 'textColor', label: 'Text colour' },
  { name: 'buttonsLinkColor', label: 'Buttons and links colour' },
];

const LAYOUT_LABELS: Record<string, string> = {
  'vertical-layout-1': 'Vertical (default)', Entreprise: 'Entreprise', Material: 'Material (horizontal navbar)', 'vertical-v2': 'Vertical v2 (foldable sidebar)',
};

const hex = (value: Color | string) => (typeof value === 'string' ? value : value.toHexString()).slice(0, 7);

/** The tenant's layout and colours (tenant staff holding a Settings permission), saved on the backend. */
export function ThemeSettingsForm() {
  const { t } = useShellTranslation();
  const { notification } = App.useApp();
  const theme = useTenantTheme(true);
  const save = useSaveTenantTheme();
  const [form] = Form.useForm();

  useEffect(() => {
    if (theme.data) form.setFieldsValue(theme.data);
  }, [theme.data, form]);

  const onFinish = (values: Record<string, Color | string>) => {
    const update = { layoutName: values.layoutName } as ThemeSettingsUpdate;
    for (const { name } of COLOURS) update[name] = hex(values[name]);
    save.mutate(update, {
      onSuccess: () => notification.success({ title: t('Theme saved'), duration: SNACKBAR_DEFAULT_SECONDS, placement: 'bottom', closable: true }),
    });
  };

  return (
    <Card title={t('Layout and colours')} style={{ maxWidth: 640 }}>
      {theme.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={onFinish} disabled={save.isPending} data-testid="theme-form">
          <Form.Item name="layoutName" label={t('Layout')} rules={[{ required: true, message: t(SHELL_TEXTS.layoutRequired) }]}>
            <PortalSelect
              aria-label={t('Layout')}
              placeholder={t(SHELL_TEXTS.chooseLayout)}
              options={LAYOUT_NAMES.map((l) => ({ value: l, label: t(LAYOUT_LABELS[l]) }))}
            />
          </Form.Item>
          {COLOURS.map(({ name, label }) => (
            // No required rule: a colour picker always holds a colour, and antd would put aria-required on
            // its trigger, a plain div where that attribute is not allowed (axe, critical). The server checks.
            <Form.Item key={name} name={name} label={t(label)}>
              <ColorPicker showText disabledAlpha format="hex" />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
