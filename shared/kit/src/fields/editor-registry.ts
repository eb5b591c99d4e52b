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
/** Editors a form is drawn with: some types' editors replaced, and a screen's own editors by name (`field.editor`). */
export type FieldEditors = Partial<FieldEditorRegistry> & Record<string, FieldEditor | undefined>;

/** The editor drawing one field: its named editor when it has one, else its type's. */
export function editorOf(field: FieldDefinition, editors: FieldEditors | undefined): FieldEditor {
  const named = field.editor ? editors?.[field.editor] : undefined;
  if (field.editor && !named) throw new Error(`No editor named ${field.editor} for field ${field.name}`);
  return named ?? editors?.[field.type] ?? FIELD_EDITORS[field.type];
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
