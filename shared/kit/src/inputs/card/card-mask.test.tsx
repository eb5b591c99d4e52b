import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { cardDigits, maskCardNumber } from './card-mask';
import { CardNumberInput } from './CardNumberInput';

describe('maskCardNumber', () => {
  it('shows the first 6 and last 4 digits and masks the rest', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111******1111');
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('411111******1111');
    expect(maskCardNumber('5500000000000000004')).toBe('550000*********0004');
  });

  it('has nothing to hide in 10 digits or fewer', () => {
    expect(maskCardNumber('4111111111')).toBe('4111111111');
    expect(maskCardNumber('41111111111')).toBe('411111*1111');
    expect(maskCardNumber('')).toBe('');
  });

  it('keeps only digits', () => {
    expect(cardDigits('4111-1111 abc')).toBe('41111111');
  });
});

function Harness({ onDigits }: { onDigits(digits: string): void }) {
  const [value, setValue] = useState('');
  return (
    <CardNumberInput
      aria-label="Card number"
      value={value}
      onChange={(digits) => {
        setValue(digits);
        onDigits(digits);
      }}
    />
  );
}

describe('CardNumberInput', () => {
  it('shows the digits while editing, the mask after blur, and the digits again on focus', async () => {
    const user = userEvent.setup({ delay: null });
    const onDigits = jest.fn();
    render(<Harness onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(input, '4111 1111 1111 1111');
    expect(input).toHaveValue('4111111111111111');
    await user.tab();
    expect(input).toHaveValue('411111******1111');
    expect(onDigits).toHaveBeenLastCalledWith('4111111111111111');
    await user.click(input);
    expect(input).toHaveValue('4111111111111111');
  });

  it('stops at 19 digits', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness onDigits={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    await user.type(input, '1'.repeat(25));
    expect(input).toHaveValue('1'.repeat(19));
  });
});
