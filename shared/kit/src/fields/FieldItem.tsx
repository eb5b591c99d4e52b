import { Form } from 'antd';
import { memo } from 'react';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { EDITORS_OF_OWN_VALUES, type FieldEditor } from './editor-registry';
import { useFormKitTranslation } from './form-texts';
import { isCheckboxGroup, valueKeysOf } from './initial-values';
import type { FieldForm } from './use-field-form';

export interface FieldItemProps {
  form: FieldForm;
  field: FieldDefinition;
  editor: FieldEditor;
  id: string;
  onButton?(name: string, values: FieldFormValues): void;
}

/** The first error among the field's keys, once a key was touched or the form was submitted. */
export function visibleErrorOf(form: FieldForm, field: FieldDefinition): string | undefined {
  for (const key of valueKeysOf(field)) {
    const error = form.errors[key];
    const shown = form.touched[key] || form.submitCount > 0;
    if (shown && typeof error === 'string') return error;
  }
  return undefined;
}

/** Types that carry their own text (a button's caption, a lone checkbox's label). */
function labelsItself(field: FieldDefinition): boolean {
  return field.type === 'button' || (field.type === 'checkbox' && !isCheckboxGroup(field));
}

/**
 * Whether a field draws as it did: formik hands a new form object on every change of any field, so without this
 * each keystroke drew every field of the form again (a filter bar's twelve antd editors per character typed). A field
 * whose editor reads only its own values is drawn again when its values, errors or touched marks, the form's submit
 * count, or its own props change; a field drawn by its own `render` or another editor follows every change as before.
 */
export function drawsAsBefore(before: FieldItemProps, after: FieldItemProps): boolean {
  if (before.field !== after.field || before.editor !== after.editor || before.id !== after.id || before.onButton !== after.onButton) return false;
  if (before.form === after.form) return true;
  if (after.field.render || !EDITORS_OF_OWN_VALUES.has(after.editor) || before.form.submitCount !== after.form.submitCount) return false;
  return valueKeysOf(after.field).every((key) => Object.is(before.form.values[key], after.form.values[key])
    && before.form.errors[key] === after.form.errors[key] && before.form.touched[key] === after.form.touched[key]);
}

/**
 * One field: label, editor (the field's own `render`, else its type's), translated error (`{{n}}` filled
 * with the field's maxDaysSelected).
 */
export const FieldItem = memo(function FieldItem({ form, field, editor: Editor, id, onButton }: FieldItemProps) {
  const { t } = useFormKitTranslation();
  const error = visibleErrorOf(form, field);
  const required = field.validations?.some((rule) => rule.name === 'required') ?? false;
  return (
    <Form.Item
      label={labelsItself(field) ? undefined : t(field.label)}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? t(error, { n: field.maxDaysSelected }) : undefined}
      extra={field.help}
    >
      {field.render ? (
        field.render({ field, form, id, invalid: error !== undefined, onButton })
      ) : (
        <Editor field={field} form={form} id={id} invalid={error !== undefined} onButton={onButton} />
      )}
    </Form.Item>
  );
}, drawsAsBefore);
