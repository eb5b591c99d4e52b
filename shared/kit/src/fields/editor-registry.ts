import type { ComponentType } from 'react';
import { ButtonEditor } from './editors/ButtonEditor';
import { CheckboxEditor } from './editors/CheckboxEditor';
import { DateEditor } from './editors/DateEditor';
import { DateRangeEditor } from './editors/DateRangeEditor';
import type { FieldEditorProps } from './editors/editor-props';
import { InputEditor } from './editors/InputEditor';
import { MultiSelectAutoCompleteEditor } from './editors/MultiSelectAutoCompleteEditor';
import { RadioEditor } from './editors/RadioEditor';
import { SelectAutoCompleteEditor, SelectEditor } from './editors/SelectEditor';
import { SelectWithApiEditor } from './editors/SelectWithApiEditor';
import type { FieldDefinition, FieldType } from './field-definition';

export type FieldEditor = ComponentType<FieldEditorProps>;
export type FieldEditorRegistry = Record<FieldType, FieldEditor>;
/**
 * Editors a form is drawn with: some types' editors replaced. One field's own editor is its `render`
 * (field-definition.ts), the one way a screen draws a field its own way.
 */
export type FieldEditors = Partial<FieldEditorRegistry>;

/** The editor of a field's type: the form's replacement for it, else the registry's. */
export function editorOf(field: FieldDefinition, editors: FieldEditors | undefined): FieldEditor {
  return editors?.[field.type] ?? FIELD_EDITORS[field.type];
}

/**
 * The editor of each field type (spec part 2 section 3). A screen with a special need passes its own
 * registry (`{ ...FIELD_EDITORS, select: MySelect }`) to the form; it never forks the engine.
 */
export const FIELD_EDITORS: FieldEditorRegistry = {
  input: InputEditor,
  button: ButtonEditor,
  select: SelectEditor,
  selectAutoComplete: SelectAutoCompleteEditor,
  date: DateEditor,
  radiobutton: RadioEditor,
  checkbox: CheckboxEditor,
  multiSelectAutoComplete: MultiSelectAutoCompleteEditor,
  dateRangePicker: DateRangeEditor,
  selectWithApi: SelectWithApiEditor,
};

/**
 * Editors that read only their own field's values from the form and write through formik's setters (stable across
 * renders): a field drawn by one of them is drawn again only when its own value, error or touched mark changes
 * (`FieldItem`). Not here: the button (it reads the form's submitting state and all values) and any editor a page
 * passes in.
 */
export const EDITORS_OF_OWN_VALUES: ReadonlySet<FieldEditor> = new Set<FieldEditor>([
  InputEditor, SelectEditor, SelectAutoCompleteEditor, DateEditor, DateRangeEditor, RadioEditor, CheckboxEditor, MultiSelectAutoCompleteEditor,
]);
