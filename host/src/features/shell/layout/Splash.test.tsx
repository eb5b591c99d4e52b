import { act, screen } from '@testing-library/react';
import { BOOT_SPLASH_ID } from '../../../app/start/boot-splash';
import { renderApp } from '../../../test-support/render-app';

// The whole shell renders here: slow on a loaded machine.
jest.setTimeout(30_000);

afterEach(() => jest.useRealTimers());

/** The shell's lazy parts finish loading after a test's last check: inside act, where React expects them. */
const lazyPartsLoaded = () => act(async () => {});

it('the splash stays until 3000 ms after the layout is built: visible at 2999 ms, gone at 3000 ms', async () => {
  jest.useFakeTimers();
  renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
  expect(screen.getByTestId('app-shell')).toBeInTheDocument();
  expect(screen.getByTestId('splash-screen')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByTestId('splash-screen')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  await lazyPartsLoaded();
});

it("takes over from the first script's boot splash when the layout is built", async () => {
  const boot = document.createElement('div');
  boot.id = BOOT_SPLASH_ID;
  document.body.appendChild(boot);
  renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
  expect(screen.getByTestId('splash-screen')).toBeInTheDocument();
  expect(document.getElementById(BOOT_SPLASH_ID)).toBeNull();
  await lazyPartsLoaded();
});
