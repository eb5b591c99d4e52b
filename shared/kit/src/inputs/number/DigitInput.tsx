import { Input, type InputProps } from 'antd';
import type { ClipboardEvent, DragEvent, KeyboardEvent } from 'react';
import { acceptDigits, isAllowedKey, raiseToMin, stripToDigits, type DigitRules } from './digit-rules';
import { insertAtSelection } from './text-edit';

export interface DigitInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'maxLength' | 'pattern' | 'min' | 'max'>, DigitRules {
  value: string;
  onChange(value: string): void;
}

/**
 * Digit-only input (spec part 2 section 5): non-digit keys are blocked, one decimal point is optional,
 * min/max/pattern/maxLength hold; pasted and dropped text is stripped of non-digits first.
 */
export function DigitInput({ value, onChange, allowDecimal, min, max, pattern, maxLength, onKeyDown, onBlur, ...props }: DigitInputProps) {
  const rules: DigitRules = { allowDecimal, min, max, pattern, maxLength };
  const take = (next: string) => {
    const accepted = acceptDigits(next, rules);
    if (accepted !== null) onChange(accepted);
  };
  const insert = (input: HTMLInputElement, text: string) => take(insertAtSelection(input, stripToDigits(text, allowDecimal)));
  return (
    <Input
      {...props}
      inputMode={allowDecimal ? 'decimal' : 'numeric'}
      value={value}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!isAllowedKey(event.key, value, allowDecimal, event.ctrlKey || event.metaKey || event.altKey)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onChange={(event) => take(event.target.value)}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        insert(event.currentTarget, event.clipboardData.getData('text'));
      }}
      onDrop={(event: DragEvent<HTMLInputElement>) => {
        event.preventDefault();
        insert(event.currentTarget, event.dataTransfer.getData('text'));
      }}
      onBlur={(event) => {
        const raised = raiseToMin(value, min);
        if (raised !== value) onChange(raised);
        onBlur?.(event);
      }}
    />
  );
}
