export {
  FIELD_TYPES, DATE_RANGE_PRESETS, apiSourceOf, startDateNameOf, endDateNameOf, holdsValue, isShown,
  type FieldType, type LookupOption, type FieldInputType, type FieldValidationName, type FieldValidation,
  type FieldApiSource, type MultiSelectOptions, type DateRangePreset, type FieldButtonAction,
  type FieldDefinition, type FieldValue, type FieldRecordValue, type FieldFormValues,
} from './field-definition';
export { initialValuesOf, valueKeysOf, isCheckboxGroup, holdsList } from './initial-values';
export { validationSchemaOf } from './validation-schema';
export { daysSpanned } from './days-spanned';
export { submitValuesOf } from './submit-values';
export { useFieldForm, type UseFieldFormOptions, type FieldForm } from './use-field-form';
export { FIELD_EDITORS, editorOf, type FieldEditor, type FieldEditorRegistry, type FieldEditors } from './editor-registry';
export type { FieldEditorProps } from './editors/editor-props';
export { MARKUP_FIELD } from './editors/MarkupTextArea';
export { FieldList, type FieldListProps } from './FieldList';
export { FieldItem, visibleErrorOf, type FieldItemProps } from './FieldItem';
export { invalidFieldsOf, refusedFieldsOf } from './missing-fields';
export { FIELD_OPTIONS_QUERY_KEY, loadFieldOptions } from './editors/SelectWithApiEditor';
// A page's own select editor (options it loads itself, such as those that follow another field's value).
export { SingleSelect, type SelectEditorOptions } from './editors/SelectEditor';
export { presetRange } from './editors/date-range-presets';
export { FORM_KIT_NAMESPACE, FORM_KIT_TEXTS, useFormKitTranslation, registerFormKitTexts } from './form-texts';
export { FieldFormDialog, type FieldFormDialogProps } from './FieldFormDialog';
export { LabelledField, type LabelledFieldProps } from './LabelledField';
