import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test-support/render-app';

// The whole shell renders here: slow on a loaded machine.
jest.setTimeout(30_000);

afterEach(() => jest.useRealTimers());

it('closing the idle dialog with its X signs the user out', async () => {
  jest.useFakeTimers();
  const { router } = renderApp({ user: 'merchant@demo.test', route: '/merchant/profile-settings' });
  // The shell's lazy parts load inside act, where React expects them.
  await act(async () => {});
  act(() => jest.advanceTimersByTime(1_800_000));
  expect(screen.getByText('You have been inactive')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5_000));
  expect(screen.getByTestId('idle-countdown')).toHaveTextContent('You session will expire in 55 s and you will be logged out');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  // The logout page loads when first shown (a lazy route, inside act): the navigation ends once it is there.
  await act(async () => {});
  await waitFor(() => expect(router.state.location.pathname).toBe('/authentication/logout'));
});
