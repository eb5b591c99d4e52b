import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { PRICE_BOOK_ENDPOINTS as E, PRODUCTS, fakeResourcePage } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { chooseOption, createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { PriceBookDrawer } from './PriceBookDrawer';
import type { PriceBookEntry, PriceBookInfo } from './pricing-types';

const { server, SLOW } = pageTestSetup();

const TENANT = DEMO_TENANTS[0]!.id;
const BOOK = '20000000-0000-4000-8000-000000000001';
const feeTypes: PriceBookInfo['feeTypes'] = [
  { feeTypeId: 'transaction-rate', feeTypeName: 'Transaction fee', feeSymbol: '%', sortOrder: 1 },
  { feeTypeId: 'transaction-fixed', feeTypeName: 'Fixed fee per transaction', feeSymbol: 'fixed', sortOrder: 2 },
  { feeTypeId: 'monthly-fee', feeTypeName: 'Monthly fee', feeSymbol: 'monthly', sortOrder: 3 },
];
const item = (feeTypeId: string, value: number) => {
  const f = feeTypes.find((x) => x.feeTypeId === feeTypeId)!;
  return { id: `${feeTypeId}-${value}`, feeTypeId, feeTypeName: f.feeTypeName, feeSymbol: f.feeSymbol, value };
};
const entry = (n: number, productName: string, currencyCode: string, structures: PriceBookEntry['structures'], extra: Partial<PriceBookEntry> = {}): PriceBookEntry => ({
  id: `30000000-0000-4000-8000-00000000000${n}`, priceBookId: BOOK, productId: `40000000-0000-4000-8000-00000000000${n}`, productName, productCode: `P${n}`,
  category: 'CardProcessing', currencyCode, isActive: true, related: 0, structures, ...extra,
});

function serveBook() {
  const info: PriceBookInfo = {
    book: {
      id: BOOK, tenantId: TENANT, name: 'Standard price list', description: '', isStandard: true, isActive: true, ownerId: null, ownerName: null,
      entries: 3, products: 2, currencies: ['GBP', 'JPY'], related: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    },
    feeTypes,
    entries: [
      entry(1, 'Gateway access', 'GBP', [{ id: 's1', entryId: '30000000-0000-4000-8000-000000000001', validFrom: '2026-01-01', validTo: null, items: [item('monthly-fee', 25)] }]),
      entry(2, 'Visa card processing', 'GBP', [
        { id: 's2', entryId: '30000000-0000-4000-8000-000000000002', validFrom: '2026-01-01', validTo: '2026-12-31', items: [item('transaction-rate', 1.4), item('transaction-fixed', 0.2)] },
        { id: 's3', entryId: '30000000-0000-4000-8000-000000000002', validFrom: '2027-01-01', validTo: null, items: [item('transaction-rate', 1.5), item('transaction-fixed', 0.25)] },
      ]),
      entry(3, 'Visa card processing', 'JPY', [], { related: 2 }),
    ],
  };
  const bodies: unknown[] = [];
  server.use(
    ...declaredHandlers(E.info, () => HttpResponse.json(info)),
    ...declaredHandlers(E.createStructure, ({ body }) => {
      bodies.push(body);
      return HttpResponse.json({ error: 'The book prices Visa card processing in JPY from 01/01/2026 to … already: validity dates must not overlap' }, { status: 400 });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { bodies, info };
}

/** The entries grid (the drawer's details are a table too). */
const grid = async (name: string | RegExp = 'Entries of Standard price list') => within(await screen.findByRole('region', { name }, SLOW)).getByRole('table');
const gridRows = async () => within(await grid()).getAllByRole('row');
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
/** The dialog drawn last (a dialog over the drawer, a form over the dialog) once it shows `text`. */
const dialogWith = async (text: string) => (await screen.findByText(text, {}, SLOW)).closest<HTMLElement>('[role="dialog"]')!;

describe('price book entries grid', () => {
  it('shows a row per product and currency, a column per fee type, the fees of the day and a slash where none applies', async () => {
    serveBook();
    addRemoteResources(resources);
    renderWithProviders(<App><PriceBookDrawer id={BOOK} row={undefined} onClose={() => undefined} today="2026-11-30" /></App>, { user: 'tenant@demo.test', route: '/crm/price-books' });
    await grid();
    expect(headers()).toEqual(expect.arrayContaining(['Product', 'Currency', 'Transaction fee', 'Fixed fee per transaction', 'Monthly fee']));
    const [gateway, visaGbp, visaJpy] = await gridRows();
    expect(within(gateway!).getByText('25,00 GBP a month')).toBeInTheDocument();
    expect(within(gateway!).getAllByText('/')).toHaveLength(2);
    // The 2026 structure applies on the day shown, not the 2027 one.
    expect(within(visaGbp!).getByText('1,40 %')).toBeInTheDocument();
    expect(within(visaGbp!).getByText('0,20 GBP')).toBeInTheDocument();
    expect(within(visaGbp!).getByText('01/01/2026 to 31/12/2026')).toBeInTheDocument();
    expect(within(visaJpy!).getAllByText('/')).toHaveLength(3);
    // An entry a proposal uses cannot be deleted: the button says why.
    const remove = within(visaJpy!).getByRole('button', { name: 'Delete Visa card processing in JPY' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Used by proposals or agreements: deactivate it instead');
  });

  it('adds a pricing structure by keyboard: the form checks decimals per currency, the server\'s refusal is shown and the values kept', async () => {
    const { bodies } = serveBook();
    addRemoteResources(resources);
    renderWithProviders(<App><PriceBookDrawer id={BOOK} row={undefined} onClose={() => undefined} today="2026-11-30" /></App>, { user: 'tenant@demo.test', route: '/crm/price-books' });
    const u = userEvent.setup({ delay: null });
    await grid();
    const fees = screen.getByRole('button', { name: 'Fees of Visa card processing in JPY' });
    fees.focus();
    await u.keyboard('{Enter}');
    const dialog = await dialogWith('No pricing structure yet.');
    expect(dialog).toHaveTextContent('Fees of Visa card processing in JPY');
    await u.click(within(dialog).getByRole('button', { name: 'Add pricing structure' }));
    const form = await dialogWith('New pricing structure');
    // The day picker takes a day typed as the portal writes it (DD/MM/YYYY), confirmed with Enter.
    await u.type(within(form).getByRole('textbox', { name: /Valid from/ }), '01/01/2026{Enter}');
    // The list dialog under the form ends its opening motion about now: the typed day stays where it was typed.
    expect(within(form).getByRole('textbox', { name: /Valid from/ })).toHaveValue('01/01/2026');
    const fixed = within(form).getByRole('textbox', { name: /Fixed fee per transaction/ });
    await u.type(fixed, '30.5');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Fixed fee per transaction has at most 0 decimal places in JPY', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await u.clear(fixed);
    await u.type(fixed, '30');
    await u.type(within(form).getByRole('textbox', { name: /Transaction fee/ }), '1.25');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/validity dates must not overlap/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ validFrom: '2026-01-01', validTo: null, values: [{ feeTypeId: 'transaction-rate', value: 1.25 }, { feeTypeId: 'transaction-fixed', value: 30 }] }]));
    expect(within(form).getByRole('textbox', { name: /Valid from/ })).toHaveValue('01/01/2026');
  });

  it('adds a product in two currencies: an entry each, shown in the grid without fees yet', async () => {
    const { info } = serveBook();
    const added: unknown[] = [];
    const amex = { id: '40000000-0000-4000-8000-000000000009', tenantId: TENANT, name: 'American Express processing', code: 'CARD-AMEX', category: 'CardProcessing' as const,
      methodId: 'card', methodName: 'Card', description: '', isActive: true, entries: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    server.use(
      ...declaredHandlers(PRODUCTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PRODUCTS, [amex], query))),
      ...declaredHandlers(E.addProduct, ({ body }) => {
        added.push(body);
        const b = body as { currencyCodes: string[] };
        const made = b.currencyCodes.map((code, i) => entry(7 + i, amex.name, code, [], { productId: amex.id }));
        info.entries.unshift(...made);
        return HttpResponse.json(made, { status: 201 });
      }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><PriceBookDrawer id={BOOK} row={undefined} onClose={() => undefined} today="2026-11-30" /></App>, { user: 'tenant@demo.test', route: '/crm/price-books' });
    const u = userEvent.setup({ delay: null });
    await grid();
    await u.click(screen.getByRole('button', { name: 'Add product' }));
    const form = await dialogWith('Add a product to Standard price list');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose a product', {}, SLOW)).toBeInTheDocument();
    expect(added).toHaveLength(0);
    await chooseOption(u, within(form).getByRole('combobox', { name: /Product/ }), 'American Express processing (CARD-AMEX)');
    const currencies = within(form).getByRole('combobox', { name: /Currencies/ });
    await chooseOption(u, currencies, 'EUR');
    await chooseOption(u, currencies, 'USD');
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toEqual([{ productId: amex.id, currencyCodes: ['EUR', 'USD'] }]));
    expect(await screen.findByText('American Express processing added in 2 currencies', {}, SLOW)).toBeInTheDocument();
    expect((await gridRows()).map((r) => r.textContent?.slice(0, 40))).toEqual(expect.arrayContaining([expect.stringContaining('American Express processingEUR')]));
  });

  it('reads in Turkish', async () => {
    serveBook();
    addRemoteResources(resources);
    renderWithProviders(<App><PriceBookDrawer id={BOOK} row={undefined} onClose={() => undefined} today="2026-11-30" /></App>, { user: 'tenant@demo.test', route: '/crm/price-books', language: 'tr' });
    await grid('Standard price list kalemleri');
    expect(headers()).toEqual(expect.arrayContaining(['Ürün', 'Para birimi', 'İşlem ücreti', 'Aylık ücret']));
    expect(screen.getByRole('button', { name: 'Ürün ekle' })).toBeInTheDocument();
  });
});
