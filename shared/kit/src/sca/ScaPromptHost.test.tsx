import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { CRM_ROLES, SCA_HEADER } from '@portal/contracts';
import { declaredHandlers, renderWithProviders, setupMswServer } from '@portal/testing';
import { codeDigits, ScaPromptHost } from './ScaPromptHost';

const server = setupMswServer();
const GOOD = '246810';
const role = {
  id: '00000000-0000-4000-8000-000000000001', type: 'crm', name: 'Support desk', description: '', builtIn: false, tenantId: null, merchantId: null,
  permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [], userCount: 0, editable: true,
};

/** A role create the fake server guards like the real one: 403 without a code, "Invalid code" for a wrong one. */
function serve(refusal: 'required' | 'enrol' | 'locked' = 'required') {
  const codes: Array<string | null> = [];
  server.use(...declaredHandlers(CRM_ROLES.endpoints.create, ({ request }) => {
    const code = request.headers.get(SCA_HEADER);
    codes.push(code);
    if (refusal !== 'required') return HttpResponse.json({ error: 'refused', sca: refusal, ...(refusal === 'locked' ? { lockedUntil: '2026-01-05T09:15:00.000Z' } : {}) }, { status: 403 });
    if (!code) return HttpResponse.json({ error: 'A code is needed', sca: 'required' }, { status: 403 });
    if (code !== GOOD) return HttpResponse.json({ error: 'Invalid code', sca: 'invalid' }, { status: 403 });
    return HttpResponse.json(role, { status: 201 });
  }));
  return codes;
}

function Caller() {
  const [outcome, setOutcome] = useState('');
  const create = () => callApi(CRM_ROLES.endpoints.create, { body: { name: 'Support desk', permissions: ['CRM.Dashboard.View'], scaRequiredPermissions: [] }, silent: true })
    .then((r) => setOutcome(`created ${r.name}`), () => setOutcome('not created'));
  return <><button type="button" onClick={() => void create()}>Create role</button><output>{outcome}</output></>;
}

function renderHost(language: 'en' | 'tr' = 'en') {
  const onEnrol = jest.fn();
  renderWithProviders(<><ScaPromptHost onEnrol={onEnrol} formatTime={(iso) => iso.slice(11, 16)} /><Caller /></>, { user: 'tenant@demo.test', language });
  return { onEnrol };
}

describe('the code dialog (strong authentication)', () => {
  it('asks for the code with the field focused, says "Invalid code" for a wrong one and sends the call again with the right one', async () => {
    const codes = serve();
    const u = userEvent.setup({ delay: null });
    renderHost();
    await u.click(screen.getByRole('button', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator' });
    const field = within(dialog).getByLabelText('Code');
    await waitFor(() => expect(field).toHaveFocus());
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await u.type(field, '12a34');
    expect(field).toHaveValue('1234');
    await u.type(field, '56{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Invalid code$/);
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());

    // A pasted code with a space in the middle is taken as its digits.
    fireEvent.paste(field, { clipboardData: { getData: () => '246 810' } });
    expect(field).toHaveValue(GOOD);
    await u.click(confirm);
    expect(await screen.findByText('created Support desk')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(codes).toEqual([null, '123456', GOOD]);
  });

  it('cancelled, the call fails without a second message', async () => {
    serve();
    const u = userEvent.setup({ delay: null });
    renderHost();
    await u.click(screen.getByRole('button', { name: 'Create role' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('not created')).toBeInTheDocument();
  });

  it('leads a user without an authenticator to enrol first', async () => {
    serve('enrol');
    const u = userEvent.setup({ delay: null });
    const { onEnrol } = renderHost();
    await u.click(screen.getByRole('button', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator first' });
    expect(within(dialog).queryByLabelText('Code')).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Set up now' }));
    expect(onEnrol).toHaveBeenCalled();
    expect(await screen.findByText('not created')).toBeInTheDocument();
  });

  it('says until when SCA is locked, in Turkish too', async () => {
    serve('locked');
    const u = userEvent.setup({ delay: null });
    renderHost('tr');
    await u.click(screen.getByRole('button', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Güçlü kimlik doğrulama kilitlendi' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Çok fazla yanlış kod. 09:15 sonrasında yeniden deneyin.');
    await u.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Güçlü kimlik doğrulama kilitlendi' })).not.toBeInTheDocument());
  });

  it('keeps the digits of what is typed or pasted, six at most', () => {
    expect(codeDigits('123-456')).toBe('123456');
    expect(codeDigits(' 1 2 3 4 5 6 7')).toBe('123456');
  });
});
