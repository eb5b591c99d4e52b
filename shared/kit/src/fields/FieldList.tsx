import { Form } from 'antd';
import type { FieldDefinition, FieldFormValues } from './field-definition';
import { FieldItem } from './FieldItem';
import { FIELD_EDITORS, type FieldEditorRegistry } from './editor-registry';
import type { FieldForm } from './use-field-form';

export interface FieldListProps {
  form: FieldForm;
  fields: readonly FieldDefinition[];
  /** `vertical` for dialogs, `inline` for filter bars. */
  layout?: 'vertical' | 'inline' | 'horizontal';
  /** Another editor for some field types. */
  editors?: Partial<FieldEditorRegistry>;
  /** Prefix of the editors' ids (two forms on one page stay unique). */
  idPrefix?: string;
  /** A `button` field of action `button` was pressed. */
  onButton?(name: string, values: FieldFormValues): void;
}

/**
 * Draws a field list bound to a form of useFieldForm: each field by its type's editor, with its label
 * and its translated error. Enter in a text box submits (a native form around the editors).
 */
export function FieldList({ form, fields, layout = 'vertical', editors, idPrefix = 'field', onButton }: FieldListProps) {
  const registry = { ...FIELD_EDITORS, ...editors };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.handleSubmit();
      }}
      onReset={() => form.resetForm()}
    >
      <Form layout={layout} component="div">
        {fields.map((field) => (
          <FieldItem key={field.name} form={form} field={field} editor={registry[field.type]} id={`${idPrefix}-${field.name}`} onButton={onButton} />
        ))}
      </Form>
      {/* Lets Enter submit when the list has no submit button of its own. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </form>
  );
}
