import { KitSelect } from '../../inputs/select/KitSelect';
import { useFormKitTranslation } from '../form-texts';
import type { FieldEditorProps } from './editor-props';
import { selectOptionsOf } from './option-values';

/**
 * `multiSelectAutoComplete`: several values, filtered as the user types. `multiSelectOptions.maxSelected`
 * disables the other options once reached; `maxTagCount` folds the chips into "+N".
 */
export function MultiSelectAutoCompleteEditor({ field, form, id, invalid }: FieldEditorProps) {
  const { t } = useFormKitTranslation();
  const raw = form.values[field.name];
  const value = Array.isArray(raw) ? raw.filter((item): item is string | number => typeof item !== 'object') : [];
  const max = field.multiSelectOptions?.maxSelected;
  const full = max !== undefined && value.length >= max;
  const options = selectOptionsOf(field.options).map((option) => ({ ...option, disabled: full && !value.includes(option.value) }));
  return (
    <KitSelect<Array<string | number>>
      id={id}
      mode="multiple"
      value={value}
      options={options}
      onChange={(next) => {
        void form.setFieldValue(field.name, next);
        void form.setFieldTouched(field.name, true, false);
      }}
      onBlur={() => void form.setFieldTouched(field.name, true, true)}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={field.loading}
      maxTagCount={field.multiSelectOptions?.maxTagCount}
      notFoundContent={t('No options')}
      status={invalid ? 'error' : undefined}
      placeholder={field.placeholder ? t(field.placeholder) : undefined}
      disabled={field.disabled}
      style={{ width: '100%', minWidth: 200 }}
    />
  );
}
