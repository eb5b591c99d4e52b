import { Button, ColorPicker, Flex, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { MissingFields } from '../../../components/MissingFields';
import { T } from '../../../i18n/texts';
import { useSupportTranslation } from '../../../i18n/use-support-translation';
import { EMPTY_LABEL, labelSchema, type LabelFormValues } from './label-schema';

export interface LabelFormProps {
  initial?: LabelFormValues;
  mode: 'create' | 'edit';
  /** Values of the tenant's other labels: a value equal to one of them (any case) is refused. */
  otherValues?: readonly string[];
  onSubmit(values: LabelFormValues): Promise<void>;
  onCancel(): void;
}

/** Create or edit one label; Cancel drops what was typed. */
export function LabelForm({ initial = EMPTY_LABEL, mode, otherValues = [], onSubmit, onCancel }: LabelFormProps) {
  const { t } = useSupportTranslation();
  const othersKey = otherValues.join('\n');
  const schema = useMemo(() => labelSchema(othersKey ? othersKey.split('\n') : []), [othersKey]);
  const formik = useFormik<LabelFormValues>({
    initialValues: initial,
    validationSchema: schema,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      await onSubmit({ value: values.value.trim(), description: values.description.trim(), color: values.color.trim() });
      helpers.resetForm({ values: EMPTY_LABEL });
    },
  });
  const errorOf = (name: keyof LabelFormValues) =>
    formik.touched[name] && formik.errors[name] ? { validateStatus: 'error' as const, help: t(formik.errors[name] as string, { value: formik.values.value.trim() }) } : {};

  return (
    <Form layout="vertical" component="div" data-testid="label-form" style={{ marginBottom: 16 }}>
      <Form.Item label={t(T.value)} required htmlFor="label-value" {...errorOf('value')}>
        <Input id="label-value" name="value" value={formik.values.value} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={50} />
      </Form.Item>
      <Form.Item label={t(T.description)} htmlFor="label-description" {...errorOf('description')}>
        <Input id="label-description" name="description" value={formik.values.description} onChange={formik.handleChange} onBlur={formik.handleBlur} />
      </Form.Item>
      <Form.Item label={t(T.color)} required {...errorOf('color')}>
        <Flex align="center" gap={8}>
          <ColorPicker
            aria-label={t(T.color)}
            value={formik.values.color || undefined}
            format="hex"
            disabledAlpha
            onChange={(color) => {
              void formik.setFieldValue('color', color.toHexString().toUpperCase());
              void formik.setFieldTouched('color', true, false);
            }}
          />
          <Input
            aria-label={`${t(T.color)} (hex)`}
            name="color"
            placeholder="#RRGGBB"
            style={{ width: 120 }}
            value={formik.values.color}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
        </Flex>
      </Form.Item>
      <MissingFields formik={formik} labels={{ value: t(T.value), description: t(T.description), color: t(T.color) }} />
      <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
        <Button
          onClick={() => {
            formik.resetForm({ values: EMPTY_LABEL });
            onCancel();
          }}
        >
          {t(T.cancel)}
        </Button>
        {/* Save stays enabled (issue 16): a refused one touches every field and says above which are missing. */}
        <Button type="primary" loading={formik.isSubmitting} onClick={() => formik.handleSubmit()}>
          {t(mode === 'create' ? T.add : T.save)}
        </Button>
      </Flex>
    </Form>
  );
}
