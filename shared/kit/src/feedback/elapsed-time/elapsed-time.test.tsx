import { act, render, screen } from '@testing-library/react';
import { portalI18n } from '@portal/i18n';
import { ElapsedTime } from './ElapsedTime';
import { formatElapsedSeconds } from './format-elapsed';

describe('elapsed time', () => {
  it('shows seconds to 3 decimals with a comma decimal and dot thousands', () => {
    expect(formatElapsedSeconds(0.1254)).toBe('0,125');
    expect(formatElapsedSeconds(0.1256)).toBe('0,126');
    expect(formatElapsedSeconds(2)).toBe('2,000');
    expect(formatElapsedSeconds(1234.5678)).toBe('1.234,568');
    expect(formatElapsedSeconds(-0.5)).toBe('-0,500');
  });

  it('shows nothing for a missing value', () => {
    expect(formatElapsedSeconds(null)).toBe('');
    expect(formatElapsedSeconds(undefined)).toBe('');
    expect(formatElapsedSeconds(Number.NaN)).toBe('');
  });

  it('adds the unit, in Turkish too', async () => {
    const { rerender } = render(<ElapsedTime seconds={0.0421} />);
    expect(screen.getByText('0,042 s')).toBeInTheDocument();
    await act(() => portalI18n().changeLanguage('tr'));
    rerender(<ElapsedTime seconds={0.0421} />);
    expect(screen.getByText('0,042 sn')).toBeInTheDocument();
    await act(() => portalI18n().changeLanguage('en'));
  });
});
