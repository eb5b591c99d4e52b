import { act, screen, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { renderApp } from '../../test-support/render-app';
import { reportApiError } from './api-error-events';

describe('the global error snackbar (spec part 1 section 8)', () => {
  it('shows the message with error styling and an X button, and leaves after 7 s', async () => {
    jest.useFakeTimers();
    try {
      renderApp({ route: '/authentication/logged-out' });
      act(() => reportApiError(new ApiError(403, { error: 'nope' })));
      const snackbar = await screen.findByTestId('error-snackbar');
      expect(within(snackbar).getByText('You are not authorized to perform this action')).toBeInTheDocument();
      expect(snackbar.className).toContain('error');
      expect(within(snackbar).getByRole('button', { name: /close/i })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(6_500));
      expect(screen.getByText('You are not authorized to perform this action')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(2_000));
      expect(screen.queryByText('You are not authorized to perform this action')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
