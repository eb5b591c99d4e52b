import { Input } from 'antd';
import type { FieldDefinition } from '../field-definition';
import type { FieldEditorProps } from './editor-props';

/** A text area for rich text (HTML) the server sanitises: bound to the form, its value kept as typed. */
function MarkupTextArea({ field, form, id, invalid }: FieldEditorProps) {
  const value = form.values[field.name];
  return (
    <Input.TextArea id={id} rows={8} value={typeof value === 'string' ? value : ''} status={invalid ? 'error' : undefined}
      onChange={(e) => { void form.setFieldValue(field.name, e.target.value); }}
      onBlur={() => { void form.setFieldTouched(field.name, true); }} />
  );
}

/**
 * A field override for rich text (an offer's template, its body): not an `input`, so the text-input sanitiser (spec part
 * 2 section 5: HTML encoded, text cut at 1000 characters) leaves its markup alone; the server sanitises it as rich text.
 */
export const MARKUP_FIELD: Pick<FieldDefinition, 'type' | 'render'> = { type: 'select', render: (props) => <MarkupTextArea {...props} /> };
