import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SCA_ENDPOINTS } from '@portal/contracts';
import { declaredHandlers, renderWithProviders, setupMswServer } from '@portal/testing';
import { AuthenticatorCard } from './AuthenticatorCard';

const server = setupMswServer();
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RECOVERY = Array.from({ length: 10 }, (_, n) => `AAAA-BBBB-CCCC-${String.fromCharCode(65 + n).repeat(4)}`);

function serve() {
  let enrolled = false;
  server.use(
    ...declaredHandlers(SCA_ENDPOINTS.status, () => HttpResponse.json({ enrolled, lockedUntil: null, recoveryCodesLeft: enrolled ? 10 : 0 })),
    ...declaredHandlers(SCA_ENDPOINTS.startEnrolment, () => HttpResponse.json({
      secret: SECRET, otpauthUrl: `otpauth://totp/Payments%20portal:tenant%40demo.test?secret=${SECRET}`, qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    })),
    ...declaredHandlers(SCA_ENDPOINTS.confirmEnrolment, ({ body }) => {
      if ((body as { code: string }).code !== '112233') return HttpResponse.json({ error: 'Invalid code' }, { status: 400 });
      enrolled = true;
      return HttpResponse.json({ recoveryCodes: RECOVERY });
    }),
  );
}

describe('the profile page\'s authenticator', () => {
  it('enrols from a QR code or the key as text, confirmed by a first code; the recovery codes are shown once', async () => {
    serve();
    const u = userEvent.setup({ delay: null });
    renderWithProviders(<AuthenticatorCard />, { user: 'tenant-viewer@demo.test' });
    expect(await screen.findByText('No authenticator is set up yet.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Set up authenticator' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('authenticator-secret')).toHaveTextContent(SECRET);

    const field = screen.getByLabelText('2. Enter the 6-digit code the app shows now.');
    await waitFor(() => expect(field).toHaveFocus());
    await u.type(field, '999999{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    await u.type(field, '112233{Enter}');

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(RECOVERY);
    await u.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('Your authenticator app is set up. Recovery codes left: 10.')).toBeInTheDocument();
  });

  it('asks for new recovery codes when few are left; the new ones are shown once and the count is read again', async () => {
    const FRESH = RECOVERY.map((c) => c.replace('AAAA', 'ZZZZ'));
    let left = 0;
    let asked = 0;
    server.use(
      ...declaredHandlers(SCA_ENDPOINTS.status, () => HttpResponse.json({ enrolled: true, lockedUntil: null, recoveryCodesLeft: left })),
      ...declaredHandlers(SCA_ENDPOINTS.newRecoveryCodes, () => {
        asked += 1;
        left = 10;
        return HttpResponse.json({ recoveryCodes: FRESH });
      }),
    );
    const u = userEvent.setup({ delay: null });
    renderWithProviders(<AuthenticatorCard />, { user: 'tenant@demo.test' });
    expect(await screen.findByText('No recovery codes left. Create new ones, so that you can still confirm actions if you lose the app.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Create new recovery codes' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(FRESH);
    expect(screen.getByText(/Your earlier recovery codes no longer work\./)).toBeInTheDocument();
    expect(asked).toBe(1);
    await u.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('Your authenticator app is set up. Recovery codes left: 10.')).toBeInTheDocument();
    // Ten left: no warning, and creating new ones is still offered beside replacing the app.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create new recovery codes' })).toBeInTheDocument();
  });

  it('warns with the count when a few recovery codes are left, in Turkish too', async () => {
    server.use(...declaredHandlers(SCA_ENDPOINTS.status, () => HttpResponse.json({ enrolled: true, lockedUntil: null, recoveryCodesLeft: 2 })));
    renderWithProviders(<AuthenticatorCard />, { user: 'tenant@demo.test', language: 'tr' });
    expect(await screen.findByText('Yalnızca 2 kurtarma kodu kaldı. Uygulamayı kaybederseniz de işlemleri onaylayabilmek için yenilerini oluşturun.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni kurtarma kodları oluştur' })).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    serve();
    renderWithProviders(<AuthenticatorCard />, { user: 'tenant-viewer@demo.test', language: 'tr' });
    expect(await screen.findByRole('button', { name: 'Doğrulama uygulaması kur' })).toBeInTheDocument();
  });
});
