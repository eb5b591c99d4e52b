import { Input } from 'antd';
import { NoWheelNumberInput } from '../../inputs/number/NoWheelNumberInput';
import { normalizeEmail, normalizeNumber, normalizePhone } from '../../inputs/text-rules';
import { maxLengthOf } from '../../inputs/text/max-lengths';
import { stripControlCharacters } from '../../inputs/text/sanitize-text';
import type { FieldEditorProps } from './editor-props';

/** What each input type keeps while the user types (spec part 2 section 5); the rest waits for submit. */
function keptWhileTyping(inputType: string | undefined, text: string): string {
  const clean = stripControlCharacters(text);
  if (inputType === 'email') return normalizeEmail(clean);
  if (inputType === 'number') return normalizeNumber(clean);
  if (inputType === 'tel') return normalizePhone(clean);
  return clean;
}

/** `input`: a text box of the field's input type, capped at the type's max length. */
export function InputEditor({ field, form, id, invalid }: FieldEditorProps) {
  const inputType = field.inputType ?? 'text';
  const value = form.values[field.name];
  const common = {
    id,
    name: field.name,
    value: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
    maxLength: maxLengthOf(inputType),
    status: invalid ? ('error' as const) : undefined,
    placeholder: field.placeholder,
    disabled: field.disabled,
    onBlur: () => void form.setFieldTouched(field.name, true, true),
    onChange: (event: { target: { value: string } }) => void form.setFieldValue(field.name, keptWhileTyping(inputType, event.target.value)),
  };
  if (inputType === 'textarea') return <Input.TextArea {...common} maxLength={maxLengthOf('text')} autoSize={{ minRows: 3 }} />;
  if (inputType === 'password') return <Input.Password {...common} />;
  if (inputType === 'number') return <NoWheelNumberInput {...common} />;
  const htmlType = inputType === 'tel' || inputType === 'email' || inputType === 'url' || inputType === 'search' ? inputType : 'text';
  return <Input {...common} type={htmlType} />;
}
