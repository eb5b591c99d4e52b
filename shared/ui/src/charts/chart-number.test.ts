/**
 * @jest-environment node
 */
import { chartNumber } from './chart-number';

describe('a chart number', () => {
  it('is written as every number in the portal, with the decimals it has (at most 2)', () => {
    expect(chartNumber(5000)).toBe('5.000');
    expect(chartNumber(0)).toBe('0');
    expect(chartNumber(2.5)).toBe('2,5');
    expect(chartNumber(1234.567)).toBe('1.234,57');
    expect(chartNumber(-1500)).toBe('-1.500');
    expect(chartNumber(Number.NaN)).toBe('');
  });
});
