import { render, screen } from '@testing-library/react';
import { createStaticAuthService } from '@portal/auth';
import { DEFAULT_SERVICE_BASES, type RemoteModule } from '@portal/contracts';
import { createPortalI18n } from '@portal/i18n';
import { signedInUserFor } from '@portal/testing';
import { DevShellApp } from './DevShellApp';

const EMAIL = 'merchant@demo.test';
const remote: RemoteModule = { name: 'support', routes: [{ path: '/merchant/support', element: <p>The remote&apos;s page</p> }] };

function renderDevShell(path: string) {
  createPortalI18n('en');
  window.history.replaceState(null, '', path);
  const session = { auth: createStaticAuthService(signedInUserFor(EMAIL), `demo-token:${EMAIL}`), services: DEFAULT_SERVICE_BASES, identityOrigin: window.location.origin };
  return render(<DevShellApp remote={remote} settings={{ mode: 'msw', userEmail: EMAIL }} session={session} />);
}

describe('DevShellApp (a remote running alone)', () => {
  it('draws the remote in its dev layout, with its home page at /', async () => {
    renderDevShell('/');
    expect(await screen.findByText('The support remote, running alone')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Remote: support' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the sign-in route with the page to come back to', async () => {
    window.history.replaceState(null, '', '/merchant/support');
    createPortalI18n('en');
    const session = { auth: createStaticAuthService(null), services: DEFAULT_SERVICE_BASES, identityOrigin: window.location.origin };
    render(<DevShellApp remote={remote} settings={{ mode: 'msw', userEmail: EMAIL }} session={session} />);
    await screen.findByRole('status');
    expect(window.location.pathname).toBe('/authentication/login');
    expect(new URLSearchParams(window.location.search).get('returnUrl')).toBe('/merchant/support');
  });
});
