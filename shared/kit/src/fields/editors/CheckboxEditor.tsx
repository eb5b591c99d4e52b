import { Checkbox } from 'antd';
import { useFormKitTranslation } from '../form-texts';
import { isCheckboxGroup } from '../initial-values';
import type { FieldEditorProps } from './editor-props';

/** `checkbox`: with options a group holding the checked ids; without, one box holding true or false. */
export function CheckboxEditor({ field, form, id }: FieldEditorProps) {
  const { t } = useFormKitTranslation();
  const value = form.values[field.name];
  if (isCheckboxGroup(field)) {
    return (
      <div id={id}>
        <Checkbox.Group
          aria-label={t(field.label)}
          value={Array.isArray(value) ? value.filter((item) => typeof item !== 'object') : []}
          disabled={field.disabled}
          onChange={(next) => {
            void form.setFieldValue(field.name, next);
            void form.setFieldTouched(field.name, true, false);
          }}
          options={(field.options ?? []).map((option) => ({ value: option.id, label: t(option.name) }))}
        />
      </div>
    );
  }
  return (
    <Checkbox
      id={id}
      checked={value === true}
      disabled={field.disabled}
      onChange={(event) => {
        void form.setFieldValue(field.name, event.target.checked);
        void form.setFieldTouched(field.name, true, false);
      }}
    >
      {t(field.label)}
    </Checkbox>
  );
}
