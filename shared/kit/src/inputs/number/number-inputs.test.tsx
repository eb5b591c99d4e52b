import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DecimalInput } from './DecimalInput';
import { DigitInput, type DigitInputProps } from './DigitInput';
import { NoWheelNumberInput } from './NoWheelNumberInput';
import { PercentageInput } from './PercentageInput';

function Decimal() {
  const [value, setValue] = useState('');
  return <DecimalInput aria-label="Amount" value={value} onChange={setValue} />;
}

function Digits(props: Partial<DigitInputProps>) {
  const [value, setValue] = useState('');
  return <DigitInput aria-label="Code" value={value} onChange={setValue} {...props} />;
}

function Percentage() {
  const [value, setValue] = useState('');
  return <PercentageInput aria-label="Rate" value={value} onChange={setValue} />;
}

function paste(element: HTMLElement, text: string) {
  fireEvent.paste(element, { clipboardData: { getData: () => text } });
}

describe('DecimalInput', () => {
  it('takes digits and one decimal point, turning a typed comma into a point', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Decimal />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12,5a,7');
    expect(input).toHaveValue('12.57');
  });

  it('takes a pasted decimal and refuses a pasted text that does not match', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Decimal />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    paste(input, '1 234,50');
    expect(input).toHaveValue('');
    paste(input, '1234,50');
    expect(input).toHaveValue('1234.50');
    await user.type(input, '{End}.');
    expect(input).toHaveValue('1234.50');
  });
});

describe('DigitInput', () => {
  it('blocks non-digit keys', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Digits />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, '1a-2.3e');
    expect(input).toHaveValue('123');
  });

  it('takes one decimal separator when allowed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Digits allowDecimal />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, '1.2.5');
    expect(input).toHaveValue('1.25');
  });

  it('holds max length and max', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Digits maxLength={3} max={500} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, '6');
    await user.type(input, '0');
    await user.type(input, '0');
    expect(input).toHaveValue('60');
    await user.clear(input);
    await user.type(input, '4999');
    expect(input).toHaveValue('499');
  });

  it('holds a pattern', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Digits pattern="^[0-3]*$" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, '1492');
    expect(input).toHaveValue('12');
  });

  it('raises a value below min to min when the user leaves', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Digits min={10} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, '3');
    expect(input).toHaveValue('3');
    await user.tab();
    expect(input).toHaveValue('10');
  });

  it('strips non-digits from pasted and dropped text', () => {
    render(<Digits />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    paste(input, '12-34 ab');
    expect(input).toHaveValue('1234');
    fireEvent.drop(input, { dataTransfer: { getData: () => 'x5y6' } });
    expect(input).toHaveValue('123456');
  });

  it('refuses a paste that breaks max length after stripping', () => {
    render(<Digits maxLength={4} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    paste(input, '12 345');
    expect(input).toHaveValue('');
  });
});

describe('PercentageInput', () => {
  it('keeps what a percentage may be while typing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Percentage />);
    const input = screen.getByRole('textbox', { name: 'Rate' });
    await user.type(input, '.');
    expect(input).toHaveValue('');
    await user.type(input, '0');
    await user.type(input, '0');
    expect(input).toHaveValue('0');
    await user.clear(input);
    await user.type(input, '12.345');
    expect(input).toHaveValue('12.34');
    await user.clear(input);
    await user.type(input, '1005');
    expect(input).toHaveValue('100');
    await user.clear(input);
    await user.type(input, '099');
    expect(input).toHaveValue('09');
    await user.clear(input);
    await user.type(input, '250.5');
    expect(input).toHaveValue('250.5');
  });

  it('refuses a pasted value that is no percentage', () => {
    render(<Percentage />);
    const input = screen.getByRole('textbox', { name: 'Rate' });
    paste(input, '12,5');
    expect(input).toHaveValue('12.5');
    fireEvent.change(input, { target: { value: '' } });
    paste(input, '.75');
    expect(input).toHaveValue('');
  });
});

describe('NoWheelNumberInput', () => {
  it('drops the focus on a wheel, so the browser never steps the value', async () => {
    const user = userEvent.setup({ delay: null });
    render(<NoWheelNumberInput aria-label="Count" defaultValue="5" />);
    const input = screen.getByRole('spinbutton', { name: 'Count' });
    await user.click(input);
    expect(input).toHaveFocus();
    fireEvent.wheel(input, { deltaY: -100 });
    expect(input).not.toHaveFocus();
    expect(input).toHaveValue(5);
  });
});
