import { Radio } from 'antd';
import { useFormKitTranslation } from '../form-texts';
import type { FieldEditorProps } from './editor-props';

/** `radiobutton`: one value from the field's options, all shown (antd's group is the named radiogroup). Loaded by RadioEditor. */
export function RadioGroupEditor({ field, form, id }: FieldEditorProps) {
  const { t } = useFormKitTranslation();
  return (
    <Radio.Group
      id={id}
      aria-label={t(field.label)}
      name={field.name}
      value={form.values[field.name]}
      disabled={field.disabled}
      onChange={(event) => {
        void form.setFieldValue(field.name, event.target.value);
        void form.setFieldTouched(field.name, true, false);
      }}
      options={(field.options ?? []).map((option) => ({ value: option.id, label: t(option.name) }))}
    />
  );
}
