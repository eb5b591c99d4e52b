import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, renderWithProviders, chooseOption } from '@portal/testing';
import { resources } from '../../../i18n';
import { createPaymentHandlers } from '../../../test-support/payment-handlers';
import { server, setupTransactionsServer } from '../../../test-support/render-transactions';
import { BeneficiariesPage } from './BeneficiariesPage';

// An antd page with a modal form: more than jest's default 5 s on a loaded machine.
jest.setTimeout(60_000);
setupTransactionsServer();
const SLOW = waitLimit(10_000);

function renderPage(language: 'en' | 'tr' = 'en') {
  const fake = createPaymentHandlers();
  server.use(...fake.handlers, ...createHandlers({ userEmail: 'merchant@demo.test' }));
  addRemoteResources(resources);
  renderWithProviders(<App><BeneficiariesPage title="Beneficiaries" /></App>, { user: 'merchant@demo.test', route: '/merchant/payments/beneficiaries', language });
  return fake;
}

/** Puts a value in a text box as a paste (typing each key of a long value validates the form each time: slow). */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, value: string) {
  await user.click(box);
  await user.paste(value);
}

/** Picks an option of an antd select (its visible item, not the accessibility list). */
async function choose(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, title: string) {
  await chooseOption(user, box, title);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, buttonName = 'Add beneficiary') {
  await user.click(await screen.findByRole('button', { name: buttonName }, SLOW));
  return (await screen.findAllByRole('dialog', {}, SLOW)).at(-1)!;
}

describe('beneficiaries page', () => {
  it('refuses an IBAN with a typo before sending, then adds it corrected, as the bank writes it, with a Pending payee pill', async () => {
    const user = userEvent.setup();
    const fake = renderPage();
    expect(await screen.findByText(/^No beneficiaries yet\. Add the accounts you pay with "Add beneficiary"/, {}, SLOW)).toBeInTheDocument();
    const dialog = await openDialog(user);
    await fill(user, within(dialog).getByLabelText('Name'), 'Acme Supplies');
    const iban = within(dialog).getByRole('textbox', { name: 'IBAN' });
    await fill(user, iban, 'gb82 west 1234 5698 7654 33');
    await user.tab();
    expect(await within(dialog).findByText('The IBAN check digits do not match: check for a typo', {}, SLOW)).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(iban);
    await fill(user, iban, 'gb82 west 1234 5698 7654 3');
    await user.tab();
    expect(await within(dialog).findByText('A GB IBAN has 22 characters', {}, SLOW)).toBeInTheDocument();
    await user.clear(iban);
    await fill(user, iban, 'gb82 west 1234 5698 7654 32');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Currency' }), 'GBP');
    await waitFor(() => expect(save).toBeEnabled(), SLOW);
    await user.click(save);

    await waitFor(() => expect(fake.store.created).toHaveLength(1), SLOW);
    expect(fake.store.created[0]).toEqual({ name: 'Acme Supplies', email: null, currency: 'GBP', accountKind: 'iban', iban: 'GB82WEST12345698765432' });
    const row = (await screen.findByText('Acme Supplies', { selector: 'td' }, SLOW)).closest('tr')!;
    expect(row).toHaveTextContent('GB82 WEST 1234 5698 7654 32');
    expect(within(row).getByText('Pending')).toHaveClass('status-pill-pending');
    expect(await screen.findByText('Beneficiary added', {}, SLOW)).toBeInTheDocument();
  });

  it('checks a US routing number and shows the server refusal in the dialog, keeping what was typed', async () => {
    const user = userEvent.setup();
    const fake = renderPage();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Account number and bank code' }));
    const form = (await screen.findAllByRole('dialog', {}, SLOW)).at(-1)!;
    await fill(user, within(form).getByLabelText('Name'), 'Seattle Beans');
    await choose(user, within(form).getByRole('combobox', { name: 'Country' }), 'United States');
    await fill(user, within(form).getByLabelText('Account number'), '000123456789');
    const code = within(form).getByLabelText('Sort code (GB) or routing number (US)');
    await fill(user, code, '021000022');
    await user.tab();
    expect(await within(form).findByText('The routing number check digit does not match: check for a typo', {}, SLOW)).toBeInTheDocument();
    await user.clear(code);
    await fill(user, code, '021000021');
    await choose(user, within(form).getByRole('combobox', { name: 'Currency' }), 'USD');
    fake.store.refuse = 'Choose a currency the portal knows';
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert', {}, SLOW)).toHaveTextContent('Choose a currency the portal knows');
    expect(within(form).getByLabelText('Account number')).toHaveValue('000123456789');
  });

  it('speaks Turkish, server messages included', async () => {
    const user = userEvent.setup();
    renderPage('tr');
    expect(await screen.findByText(/^Henüz alıcı yok\. Ödeme yaptığınız hesapları "Alıcı ekle" ile ekleyin/, {}, SLOW)).toBeInTheDocument();
    const dialog = await openDialog(user, 'Alıcı ekle');
    await user.type(within(dialog).getByRole('textbox', { name: 'IBAN' }), 'XX00');
    await user.tab();
    expect(await within(dialog).findByText('XX ile başlayan bir IBAN ülkesi yok', {}, SLOW)).toBeInTheDocument();
  });
});
