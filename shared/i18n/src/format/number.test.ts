/**
 * @jest-environment node
 */
import { formatDecimal, formatFileSize, formatPercent, formatSizeLimit, groupThousands } from './number';

describe('numbers as the portal writes them (comma decimal, dot thousands)', () => {
  it('groups thousands with dots and writes decimals after a comma', () => {
    expect(groupThousands('1234567')).toBe('1.234.567');
    expect(formatDecimal(1234.5)).toBe('1.234,50');
    expect(formatDecimal(-0.004)).toBe('0,00');
    expect(formatDecimal(2.5, 1)).toBe('2,5');
    expect(formatDecimal(Number.NaN)).toBe('');
  });

  it('puts the percent sign where the language writes it', () => {
    expect(formatPercent(1.4, 2, 'en')).toBe('1,40%');
    expect(formatPercent(1.4, 2, 'tr')).toBe('%1,40');
    expect(formatPercent(null, 2, 'en')).toBe('');
  });

  it('writes a file size with one decimal, and a limit without a trailing zero', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2,0 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(1536 * 1024 * 1024)).toBe('1.536,0 MB');
    expect(formatSizeLimit(200 * 1024)).toBe('200 KB');
    expect(formatSizeLimit(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSizeLimit(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
