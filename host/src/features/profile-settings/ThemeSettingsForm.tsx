import { App, Button, Card, ColorPicker, Skeleton } from 'antd';
import { FieldList, useFieldForm, type FieldDefinition, type FieldEditorProps, type FieldFormValues } from '@portal/kit';
import { DROPDOWN_MAX_HEIGHT, SNACKBAR_DEFAULT_SECONDS } from '@portal/ui';
import { useMemo } from 'react';
import { LAYOUT_NAMES, type ThemeSettingsUpdate } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
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

const hex = (value: unknown) => String(value ?? '').slice(0, 7);

/** A colour picker showing its hex text, bound to the form. */
function ColourEditor({ field, form }: FieldEditorProps) {
  const value = form.values[field.name];
  return (
    <ColorPicker
      showText
      // Only a whole #RRGGBB has an alpha to turn off: an empty colour reads as antd's cleared one (alpha 0), whose
      // first pick antd fills to 100 %.
      disabledAlpha={typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)}
      format="hex"
      disabled={field.disabled}
      value={typeof value === 'string' && value ? value : undefined}
      onChange={(colour) => void form.setFieldValue(field.name, hex(colour.toHexString()))}
    />
  );
}

/** The tenant's layout and colours (tenant staff holding a Settings permission), saved on the backend. */
export function ThemeSettingsForm() {
  const { t } = useShellTranslation();
  const { notification } = App.useApp();
  const theme = useTenantTheme(true);
  const save = useSaveTenantTheme();

  const fields = useMemo<FieldDefinition[]>(() => [
    {
      name: 'layoutName', label: t('Layout'), type: 'select', placeholder: t(SHELL_TEXTS.chooseLayout),
      options: LAYOUT_NAMES.map((l) => ({ id: l, name: t(LAYOUT_LABELS[l]) })),
      validations: [{ name: 'required', message: t(SHELL_TEXTS.layoutRequired) }],
    },
    // No required rule: a colour picker always holds a colour, and antd would put aria-required on
    // its trigger, a plain div where that attribute is not allowed (axe, critical). The server checks.
    ...COLOURS.map(({ name, label }): FieldDefinition => ({ name, label: t(label), type: 'input', render: (props) => <ColourEditor {...props} /> })),
  ], [t]);
  const stored = useMemo<FieldFormValues>(() => ({ ...(theme.data ?? {}) }) as FieldFormValues, [theme.data]);

  const form = useFieldForm({
    fields,
    values: stored,
    enableReinitialize: true,
    sanitize: false,
    onSubmit: (values) => {
      const update = { layoutName: values.layoutName } as ThemeSettingsUpdate;
      for (const { name } of COLOURS) update[name] = hex(values[name]);
      save.mutate(update, {
        onSuccess: () => notification.success({ title: t('Theme saved'), duration: SNACKBAR_DEFAULT_SECONDS, placement: 'bottom', closable: true }),
      });
    },
  });
  const drawn = save.isPending ? fields.map((field) => ({ ...field, disabled: true })) : fields;

  return (
    <Card title={t('Layout and colours')} style={{ maxWidth: 640 }}>
      {theme.isLoading ? (
        <Skeleton active />
      ) : (
        <div data-testid="theme-form">
          <FieldList form={form} fields={drawn} layout="vertical" idPrefix="theme" panelHeight={DROPDOWN_MAX_HEIGHT} />
          <Button type="primary" loading={save.isPending} onClick={() => form.handleSubmit()}>
            {t('Save')}
          </Button>
        </div>
      )}
    </Card>
  );
}
