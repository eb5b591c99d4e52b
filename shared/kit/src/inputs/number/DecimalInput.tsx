import { Input, type InputProps } from 'antd';
import type { ClipboardEvent } from 'react';
import { acceptDecimal } from './decimal-rules';
import { insertAtSelection } from './text-edit';

export interface DecimalInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange(value: string): void;
}

/**
 * Decimal-only input (spec part 2 section 5): digits with one optional decimal point, a comma becomes a
 * point; an edit or a paste that would break the rule is refused whole, the value stays as it was.
 */
export function DecimalInput({ value, onChange, onPaste, ...props }: DecimalInputProps) {
  return (
    <Input
      {...props}
      inputMode="decimal"
      value={value}
      onChange={(event) => {
        const accepted = acceptDecimal(event.target.value);
        if (accepted !== null) onChange(accepted);
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        const pasted = event.clipboardData.getData('text');
        const accepted = acceptDecimal(insertAtSelection(event.currentTarget, pasted));
        event.preventDefault();
        if (accepted !== null) onChange(accepted);
        onPaste?.(event);
      }}
    />
  );
}
