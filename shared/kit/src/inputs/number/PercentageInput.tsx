import { Input, type InputProps } from 'antd';
import type { ClipboardEvent } from 'react';
import { acceptPercentage } from './percentage-rules';
import { insertAtSelection } from './text-edit';

export interface PercentageInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange(value: string): void;
}

/** Percentage input (spec part 2 section 5): edits breaking the percentage rules are refused. */
export function PercentageInput({ value, onChange, ...props }: PercentageInputProps) {
  return (
    <Input
      suffix="%"
      {...props}
      inputMode="decimal"
      value={value}
      onChange={(event) => {
        const accepted = acceptPercentage(event.target.value);
        if (accepted !== null) onChange(accepted);
      }}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        const accepted = acceptPercentage(insertAtSelection(event.currentTarget, event.clipboardData.getData('text').trim()));
        if (accepted !== null) onChange(accepted);
      }}
    />
  );
}
