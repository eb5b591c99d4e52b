import { KitSelect } from '../../inputs/select/KitSelect';
import type { LookupOption } from '../field-definition';
import { useFormKitTranslation } from '../form-texts';
import type { FieldEditorProps } from './editor-props';
import { selectOptionsOf } from './option-values';

export interface SelectEditorOptions {
  searchable: boolean;
  /** Options from elsewhere (an API) instead of the field's own. */
  options?: readonly LookupOption[];
  loading?: boolean;
  notFound?: string;
}

/** One value from a list; typing filters the list when searchable. */
export function SingleSelect({ field, form, id, invalid, searchable, options, loading, notFound }: FieldEditorProps & SelectEditorOptions) {
  const { t } = useFormKitTranslation();
  const value = form.values[field.name];
  return (
    <KitSelect<string | number | null>
      id={id}
      value={typeof value === 'string' || typeof value === 'number' ? value : null}
      options={selectOptionsOf(options ?? field.options)}
      onChange={(next) => {
        void form.setFieldValue(field.name, next ?? null);
        void form.setFieldTouched(field.name, true, false);
      }}
      onBlur={() => void form.setFieldTouched(field.name, true, true)}
      showSearch={searchable ? { optionFilterProp: 'label' } : false}
      allowClear
      loading={loading ?? field.loading}
      notFoundContent={notFound ?? t('No options')}
      status={invalid ? 'error' : undefined}
      placeholder={field.placeholder ? t(field.placeholder) : undefined}
      disabled={field.disabled}
      style={{ width: '100%', minWidth: 160 }}
    />
  );
}

/** `select`: one value from the field's options. */
export function SelectEditor(props: FieldEditorProps) {
  return <SingleSelect {...props} searchable={false} />;
}

/** `selectAutoComplete`: one value from the field's options, filtered as the user types. */
export function SelectAutoCompleteEditor(props: FieldEditorProps) {
  return <SingleSelect {...props} searchable />;
}
