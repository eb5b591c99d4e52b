import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/testing';
import { TestModeBanner } from './TestModeBanner';

describe('the Test-mode banner', () => {
  it('says that no real money moves, as a status, in en and tr', () => {
    const { unmount } = renderWithProviders(<TestModeBanner mode="Test" />);
    expect(screen.getByRole('status')).toHaveTextContent('Test mode — no real money moves');
    unmount();
    renderWithProviders(<TestModeBanner mode="Test" />, { language: 'tr' });
    expect(screen.getByRole('status')).toHaveTextContent('Test modu — gerçek para hareketi olmaz');
  });

  it('is not there in Live mode', () => {
    renderWithProviders(<TestModeBanner mode="Live" />);
    expect(screen.queryByTestId('test-mode-banner')).not.toBeInTheDocument();
  });
});
