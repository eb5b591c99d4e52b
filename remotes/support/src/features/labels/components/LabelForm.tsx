import { Button, ColorPicker, Flex, Input } from 'antd';
import { useMemo } from 'react';
import { FieldList, useFieldForm, type FieldDefinition, type FieldEditorProps } from '@portal/kit';
import { DROPDOWN_MAX_HEIGHT } from '@portal/ui';
import { textValue } from '../../../components/form-values';
import { MissingFields } from '../../../components/MissingFields';
import { T } from '../../../i18n/texts';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { EMPTY_LABEL, labelFields, labelOf, type LabelFormValues } from './label-fields';

export interface LabelFormProps {
  initial?: LabelFormValues;
  mode: 'create' | 'edit';
  /** Values of the tenant's other labels: a value equal to one of them (any case) is refused. */
  otherValues?: readonly string[];
  onSubmit(values: LabelFormValues): Promise<void>;
  onCancel(): void;
}

/** The colour: a picker beside the hex text it writes (either may be used). */
function ColorEditor({ field, form, id, invalid }: FieldEditorProps) {
  const { t } = useSupportTranslation();
  const color = textValue(form.values, field.name);
  return (
    <Flex align="center" gap={8}>
      <ColorPicker
        aria-label={t(T.color)}
        value={color || undefined}
        format="hex"
        // Only a whole #RRGGBB has an alpha to turn off: an empty or half-typed colour reads as antd's cleared one
        // (alpha 0), whose first pick antd fills to 100 %.
        disabledAlpha={/^#[0-9a-f]{6}$/i.test(color)}
        onChange={(picked) => {
          // #RRGGBB: any alpha the panel offers is dropped (the colour is opaque by the label's rule).
          void form.setFieldValue(field.name, picked.toHexString().slice(0, 7).toUpperCase());
          void form.setFieldTouched(field.name, true, false);
        }}
      />
      <Input
        id={id}
        aria-label={`${t(T.color)} (hex)`}
        name={field.name}
        placeholder="#RRGGBB"
        style={{ width: 120 }}
        status={invalid ? 'error' : undefined}
        value={color}
        onChange={(event) => void form.setFieldValue(field.name, event.target.value)}
        onBlur={() => void form.setFieldTouched(field.name, true, true)}
      />
    </Flex>
  );
}

/** Create or edit one label; Cancel drops what was typed. */
export function LabelForm({ initial = EMPTY_LABEL, mode, otherValues = [], onSubmit, onCancel }: LabelFormProps) {
  const { t } = useSupportTranslation();
  const othersKey = otherValues.join('\n');
  const fields = useMemo<FieldDefinition[]>(
    () => labelFields(t, othersKey ? othersKey.split('\n') : []).map((field) => (field.name === 'color' ? { ...field, render: (props) => <ColorEditor {...props} /> } : field)),
    [t, othersKey],
  );
  const values = useMemo(() => ({ ...initial }), [initial.value, initial.description, initial.color]); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useFieldForm({
    fields,
    values,
    validateOnMount: true,
    sanitize: false,
    onSubmit: async (submitted, helpers) => {
      await onSubmit(labelOf(submitted));
      helpers.resetForm({ values: { ...EMPTY_LABEL } });
    },
  });

  return (
    <div data-testid="label-form" style={{ marginBottom: 16 }}>
      <FieldList form={form} fields={fields} layout="vertical" idPrefix="label" panelHeight={DROPDOWN_MAX_HEIGHT} />
      <MissingFields form={form} fields={fields} />
      <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
        <Button
          onClick={() => {
            form.resetForm({ values: { ...EMPTY_LABEL } });
            onCancel();
          }}
        >
          {t(T.cancel)}
        </Button>
        {/* Save stays enabled (issue 16): a refused one touches every field and says above which are missing. */}
        <Button type="primary" loading={form.isSubmitting} onClick={() => form.handleSubmit()}>
          {t(mode === 'create' ? T.add : T.save)}
        </Button>
      </Flex>
    </div>
  );
}
