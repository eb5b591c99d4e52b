import { screen } from '@testing-library/react';
import { createStaticAuthService } from '../service/static-auth-service';
import { LOADING_SNAPSHOT, type AuthService } from '../service/auth-service';
import { renderGuarded } from '../test-support/render-with-auth';
import { RequireAuth } from './RequireAuth';

const merchant = { sub: 'u1', profile: 'merchant' as const, email: 'merchant@demo.test' };

describe('RequireAuth', () => {
  it('sends a signed-out user to login with the current path and query as returnUrl', () => {
    renderGuarded(createStaticAuthService(null), <RequireAuth><p>Secret</p></RequireAuth>, '/merchant/support?ticket=7');
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/authentication/login?returnUrl=${encodeURIComponent('/merchant/support?ticket=7')}`,
    );
  });

  it('shows the page to a signed-in user', () => {
    renderGuarded(createStaticAuthService(merchant), <RequireAuth><p>Secret</p></RequireAuth>, '/dashboard');
    expect(screen.getByText('Secret')).toBeInTheDocument();
  });

  it('shows a spinner while the session is loading', () => {
    const loading: AuthService = {
      ...createStaticAuthService(null),
      getSnapshot: () => LOADING_SNAPSHOT,
      init: () => new Promise(() => {}),
    };
    renderGuarded(loading, <RequireAuth><p>Secret</p></RequireAuth>, '/dashboard');
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
