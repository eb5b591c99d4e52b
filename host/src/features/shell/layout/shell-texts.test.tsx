import { act, screen, waitFor } from '@testing-library/react';
import { portalI18n } from '@portal/i18n';
import { setupMswServer, waitLimit } from '@portal/testing';
import { renderApp } from '../../../test-support/render-app';
import { shellHandlers } from '../../../test-support/shell-handlers';

// The shell's own calls (the bell's notifications, the quick panel) are answered: none fails in the log. The user
// context is in the cache already; its refetch may go unanswered.
setupMswServer(shellHandlers(), { onUnhandledRequest: 'bypass' });

// The whole shell renders here: slow on a loaded machine.
jest.setTimeout(30_000);

afterEach(async () => {
  await act(async () => { await portalI18n().changeLanguage('en'); });
});

it('shows the shell frame\'s own texts (product name, landmarks) in Turkish', async () => {
  renderApp({ user: 'tenant@demo.test', route: '/tenant/profile-settings' });
  expect(screen.getByTestId('footer')).toHaveTextContent('Payments portal');
  expect(screen.getByTestId('side-menu')).toHaveAttribute('aria-label', 'Main menu');
  await act(async () => { await portalI18n().changeLanguage('tr'); });
  expect(screen.getByTestId('footer')).toHaveTextContent('Ödeme portalı');
  expect(screen.getByTestId('footer')).not.toHaveTextContent('Payments portal');
  // The sidebar's logo too, drawn once the user context (the tenant's brand: no logo image) has arrived. (The
  // splash draws a logo of its own for its first 3 s: counting logos passed only when the context came sooner.)
  await waitFor(() => expect(screen.getByTestId('logo-unfolded')).toHaveTextContent('Ödeme portalı'), waitLimit(15_000));
  expect(screen.getByTestId('side-menu')).toHaveAttribute('aria-label', 'Ana menü');
  expect(screen.getByTestId('breadcrumbs')).toHaveAttribute('aria-label', 'Gezinti yolu');
});
