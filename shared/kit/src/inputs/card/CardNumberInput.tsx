import { Input, type InputProps } from 'antd';
import { useState } from 'react';
import { cardDigits, maskCardNumber } from './card-mask';

export interface CardNumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The digits (never the masked text). */
  value: string;
  onChange(digits: string): void;
  /** Longest card number accepted (19 digits by ISO/IEC 7812). */
  maxDigits?: number;
}

/**
 * Card number input: the digits while the user edits; on blur only the first 6 and last 4 show, the rest
 * masked (spec part 2 section 5). The form keeps the digits.
 */
export function CardNumberInput({ value, onChange, maxDigits = 19, onFocus, onBlur, ...props }: CardNumberInputProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Input
      autoComplete="off"
      {...props}
      inputMode="numeric"
      value={editing ? value : maskCardNumber(value)}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setEditing(false);
        onBlur?.(event);
      }}
      onChange={(event) => onChange(cardDigits(event.target.value).slice(0, maxDigits))}
    />
  );
}
