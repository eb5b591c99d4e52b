import { Input, type InputProps } from 'antd';
import type { WheelEvent } from 'react';

/**
 * A number input the mouse wheel never changes (spec part 2 section 5): browsers step a focused
 * number input on wheel, so the wheel takes the focus away first and the page scrolls instead.
 */
export function NoWheelNumberInput({ onWheel, ...props }: Omit<InputProps, 'type'>) {
  return (
    <Input
      {...props}
      type="number"
      onWheel={(event: WheelEvent<HTMLInputElement>) => {
        event.currentTarget.blur();
        onWheel?.(event);
      }}
    />
  );
}
