import { Input } from 'antd';
import { CardNumberInput } from '../../inputs/card/CardNumberInput';
import { DecimalInput } from '../../inputs/number/DecimalInput';
import { DigitInput } from '../../inputs/number/DigitInput';
import { NoWheelNumberInput } from '../../inputs/number/NoWheelNumberInput';
import { PercentageInput } from '../../inputs/number/PercentageInput';
import { normalizeEmail, normalizeNumber, normalizePhone } from '../../inputs/text-rules';
import { maxLengthOf } from '../../inputs/text/max-lengths';
import { stripControlCharacters } from '../../inputs/text/sanitize-text';
import type { FieldDefinition } from '../field-definition';
import type { FieldEditorProps } from './editor-props';

const MONOSPACE = { fontFamily: 'monospace' } as const;

/** What each input type keeps while the user types (spec part 2 section 5); the rest waits for submit. */
function keptWhileTyping(inputType: string | undefined, text: string): string {
  const clean = stripControlCharacters(text);
  if (inputType === 'email') return normalizeEmail(clean);
  if (inputType === 'number') return normalizeNumber(clean);
  if (inputType === 'tel') return normalizePhone(clean);
  return clean;
}

/** A validation's numeric argument (min, max, maxLength), if the field declares it. */
function ruleNumber(field: FieldDefinition, name: 'min' | 'max' | 'maxLength'): number | undefined {
  const rule = field.validations?.find((validation) => validation.name === name);
  return rule?.value === undefined ? undefined : Number(rule.value);
}

function rulePattern(field: FieldDefinition): string | undefined {
  const rule = field.validations?.find((validation) => validation.name === 'pattern');
  return rule?.value === undefined ? undefined : String(rule.value);
}

/** `input`: a text box of the field's input type, capped at the type's max length. */
export function InputEditor({ field, form, id, invalid }: FieldEditorProps) {
  const inputType = field.inputType ?? 'text';
  const raw = form.values[field.name];
  const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const setValue = (next: string) => void form.setFieldValue(field.name, next);
  // Enter in a one-line box submits the form, as in a native form (filter bars search on Enter).
  const submitOnEnter = () => form.handleSubmit();
  const common = {
    id,
    name: field.name,
    value,
    status: invalid ? ('error' as const) : undefined,
    placeholder: field.placeholder,
    disabled: field.disabled,
    // Only when given: a card number's own "off" must stay.
    ...(field.autoComplete ? { autoComplete: field.autoComplete } : {}),
    ...(field.lang ? { lang: field.lang } : {}),
    onBlur: () => void form.setFieldTouched(field.name, true, true),
  };
  // The field's own limit, where it has one (a subject of 200, a description of 10 000), else its input type's
  // (spec part 2 section 5).
  const cap = (typeMax: number) => field.maxLength ?? typeMax;
  const typed = { ...common, maxLength: cap(maxLengthOf(inputType === 'textarea' ? 'text' : inputType)), onChange: (event: { target: { value: string } }) => setValue(keptWhileTyping(inputType, event.target.value)) };
  switch (inputType) {
    case 'textarea':
      return <Input.TextArea {...typed} showCount={field.showCount} autoSize={{ minRows: field.rows?.min ?? 3, maxRows: field.rows?.max }} style={field.monospace ? MONOSPACE : undefined} />;
    case 'password':
      return <Input.Password {...typed} onPressEnter={submitOnEnter} />;
    case 'number':
      return <NoWheelNumberInput {...typed} onPressEnter={submitOnEnter} />;
    case 'decimal':
      return <DecimalInput {...common} maxLength={field.maxLength ?? maxLengthOf('number')} onChange={setValue} onPressEnter={submitOnEnter} />;
    case 'percentage':
      return <PercentageInput {...common} onChange={setValue} onPressEnter={submitOnEnter} />;
    case 'card':
      return <CardNumberInput {...common} onChange={setValue} onPressEnter={submitOnEnter} />;
    case 'digits':
      return (
        <DigitInput
          {...common}
          onChange={setValue}
          onPressEnter={submitOnEnter}
          min={ruleNumber(field, 'min')}
          max={ruleNumber(field, 'max')}
          maxLength={ruleNumber(field, 'maxLength') ?? field.maxLength ?? maxLengthOf('number')}
          pattern={rulePattern(field)}
          onBlur={common.onBlur}
        />
      );
    default: {
      const htmlType = inputType === 'tel' || inputType === 'email' || inputType === 'url' || inputType === 'search' ? inputType : 'text';
      return <Input {...typed} type={htmlType} showCount={field.showCount} onPressEnter={submitOnEnter} />;
    }
  }
}
