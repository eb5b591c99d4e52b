/**
 * @jest-environment node
 */
import { formatChartNumber } from './number';

describe('a chart number', () => {
  it('is written as every number in the portal, with the decimals it has (at most 2)', () => {
    expect(formatChartNumber(5000)).toBe('5.000');
    expect(formatChartNumber(0)).toBe('0');
    expect(formatChartNumber(2.5)).toBe('2,5');
    expect(formatChartNumber(1234.567)).toBe('1.234,57');
    expect(formatChartNumber(-1500)).toBe('-1.500');
    expect(formatChartNumber(Number.NaN)).toBe('');
  });
});
