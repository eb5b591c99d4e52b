import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { AGREEMENT_ENDPOINTS } from '@portal/contracts';
import { waitLimit, createHandlers, declaredHandlers, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { VerifyAgreementFile } from './VerifyAgreementFile';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = waitLimit(10_000);
const server = setupMswServer();

// The test DOM's ArrayBuffer is not Node's, which Node's WebCrypto refuses: the same SHA-256 through node:crypto.
beforeEach(() => {
  jest.spyOn(crypto.subtle, 'digest').mockImplementation(async (_algorithm, data) =>
    Uint8Array.from(createHash('sha256').update(Buffer.from(data as ArrayBuffer)).digest()).buffer);
});
afterEach(() => jest.restoreAllMocks());

/** SHA-256 of "abc" (FIPS 180-2's example). */
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

it('hashes the chosen file in the browser and says whether it is an accepted agreement', async () => {
  const asked: string[] = [];
  server.use(
    ...declaredHandlers(AGREEMENT_ENDPOINTS.verify, ({ params }) => {
      asked.push(String(params.sha256));
      return HttpResponse.json(params.sha256 === ABC
        ? { matches: true, sha256: ABC, agreementId: 'a', version: 1, merchantName: 'Sandbox Surf Shop Ltd', tenantName: 'Acme Payments', acceptedAt: '2026-11-29T12:00:00.000Z', acceptedBy: 'Sam Sandbox' }
        : { matches: false, sha256: String(params.sha256), agreementId: null, version: null, merchantName: null, tenantName: null, acceptedAt: null, acceptedBy: null });
    }),
    ...createHandlers({ userEmail: 'sandbox@demo.test' }),
  );
  const { container } = renderWithProviders(<App><VerifyAgreementFile /></App>, { user: 'sandbox@demo.test', route: '/boarding/agreement' });
  // antd draws a new file input after each choice.
  const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input(), new File(['abc'], 'agreement.pdf', { type: 'application/pdf' }));
  await waitFor(() => expect(asked).toEqual([ABC]), SLOW);
  expect(await screen.findByText(/This file is agreement version 1 between Acme Payments and Sandbox Surf Shop Ltd, accepted by Sam Sandbox on/, {}, SLOW)).toBeInTheDocument();
  await userEvent.upload(input(), new File(['abd'], 'other.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(/This file is not an accepted agreement/, {}, SLOW)).toBeInTheDocument();
});
