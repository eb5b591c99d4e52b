import { Radio } from 'antd';
import { useFormKitTranslation } from '../form-texts';
import type { FieldEditorProps } from './editor-props';

/** `radiobutton`: one value from the field's options, all shown. */
export function RadioEditor({ field, form, id }: FieldEditorProps) {
  const { t } = useFormKitTranslation();
  const value = form.values[field.name];
  return (
    <div id={id} role="radiogroup" aria-label={t(field.label)}>
    <Radio.Group
      name={field.name}
      value={value}
      disabled={field.disabled}
      onChange={(event) => {
        void form.setFieldValue(field.name, event.target.value);
        void form.setFieldTouched(field.name, true, false);
      }}
      options={(field.options ?? []).map((option) => ({ value: option.id, label: t(option.name) }))}
    />
    </div>
  );
}
