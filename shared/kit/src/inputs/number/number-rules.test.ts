/**
 * @jest-environment node
 */
import { acceptDecimal, commaToPoint } from './decimal-rules';
import { acceptDigits, isAllowedKey, raiseToMin, stripToDigits } from './digit-rules';
import { acceptPercentage, isPercentageText } from './percentage-rules';

describe('decimal-only rule', () => {
  it('turns a comma into a point', () => {
    expect(commaToPoint('12,5')).toBe('12.5');
    expect(acceptDecimal('12,5')).toBe('12.5');
  });

  it.each(['', '0', '12', '12.', '12.50', '.5'])('accepts %p', (text) => expect(acceptDecimal(text)).toBe(text));
  it.each(['1.2.3', '1,2,3', '12a', '-1', '1 000', '1e3'])('refuses %p', (text) => expect(acceptDecimal(text)).toBeNull());
});

describe('digit-only rule', () => {
  it('strips non-digits from pasted or dropped text, keeping one point when decimals are allowed', () => {
    expect(stripToDigits('12-34 ab5')).toBe('12345');
    expect(stripToDigits('1.2.3')).toBe('123');
    expect(stripToDigits('1.2.3', true)).toBe('1.23');
  });

  it('refuses an edit beyond max length, max or pattern', () => {
    expect(acceptDigits('12345', { maxLength: 4 })).toBeNull();
    expect(acceptDigits('1234', { maxLength: 4 })).toBe('1234');
    expect(acceptDigits('101', { max: 100 })).toBeNull();
    expect(acceptDigits('100', { max: 100 })).toBe('100');
    expect(acceptDigits('9', { pattern: '^[1-5]*$' })).toBeNull();
    expect(acceptDigits('15', { pattern: /^[1-5]*$/ })).toBe('15');
  });

  it('lets a value below min pass while typing and raises it to min on leaving', () => {
    expect(acceptDigits('1', { min: 10 })).toBe('1');
    expect(raiseToMin('1', 10)).toBe('10');
    expect(raiseToMin('15', 10)).toBe('15');
    expect(raiseToMin('', 10)).toBe('');
    expect(raiseToMin('3', undefined)).toBe('3');
  });

  it('lets digits, navigation, shortcuts and one point (when allowed) through the keyboard', () => {
    expect(isAllowedKey('7', '')).toBe(true);
    expect(isAllowedKey('a', '')).toBe(false);
    expect(isAllowedKey('-', '')).toBe(false);
    expect(isAllowedKey('Backspace', '12')).toBe(true);
    expect(isAllowedKey('ArrowLeft', '12')).toBe(true);
    expect(isAllowedKey('v', '12', false, true)).toBe(true);
    expect(isAllowedKey('.', '12')).toBe(false);
    expect(isAllowedKey('.', '12', true)).toBe(true);
    expect(isAllowedKey('.', '1.2', true)).toBe(false);
  });
});

describe('percentage rule', () => {
  it.each(['', '0', '5', '5.', '05', '12.5', '99.99', '100', '100.5', '250.25'])('accepts %p', (text) => expect(isPercentageText(text)).toBe(true));
  it.each([
    ['.5', 'starts with a point'],
    ['00', 'is 00'],
    ['000', 'is 000'],
    ['00.5', 'starts with 00'],
    ['050', 'has 3 integer digits below 100'],
    ['1000', 'has 4 integer digits'],
    ['12.345', 'has 3 decimals'],
    ['1.2.3', 'has two points'],
    ['-5', 'is negative'],
  ])('refuses %p (%s)', (text) => expect(isPercentageText(text)).toBe(false));

  it('reads a comma as the decimal point', () => {
    expect(acceptPercentage('12,5')).toBe('12.5');
    expect(acceptPercentage('12,555')).toBeNull();
  });
});
