import { Form } from 'antd';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import type { FieldEditor } from './editor-registry';
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
 * One field: label, editor (the field's own `render`, else its type's), translated error (`{{n}}` filled
 * with the field's maxDaysSelected).
 */
export function FieldItem({ form, field, editor: Editor, id, onButton }: FieldItemProps) {
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
}
