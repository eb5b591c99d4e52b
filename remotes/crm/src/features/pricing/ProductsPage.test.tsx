import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { PRODUCTS, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { ProductsPage } from './ProductsPage';

const { server, SLOW } = pageTestSetup();

type Product = ResourceRowOf<typeof PRODUCTS>;
const TENANT = DEMO_TENANTS[0]!.id;
const product = (n: number, name: string, code: string, extra: Partial<Product> = {}): Product => ({
  id: `40000000-0000-4000-8000-00000000000${n}`, tenantId: TENANT, name, code, category: 'CardProcessing', methodId: 'card', methodName: 'Card',
  description: '', isActive: true, entries: 4, createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z', ...extra,
});

describe('Products', () => {
  it('lists products; a code the form refuses is not sent, one the server refuses keeps the values and says why', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...declaredHandlers(PRODUCTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PRODUCTS, [
        product(1, 'Visa card processing', 'CARD-VISA'), product(2, 'Payouts', 'PAYOUTS', { category: 'Payouts', methodId: null, methodName: null, isActive: false, entries: 0 }),
      ], query))),
      ...declaredHandlers(PRODUCTS.endpoints.create, ({ body }) => {
        bodies.push(body);
        return HttpResponse.json({ error: 'A product with the code CARD-VISA exists already: choose another code' }, { status: 400 });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><ProductsPage title="Products" /></App>, { user: 'tenant@demo.test', route: '/crm/products' });
    expect(await screen.findByText('Visa card processing', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Card processing')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Visa again');
    const code = within(dialog).getByRole('textbox', { name: /Code/ });
    await u.type(code, 'card visa');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use letters, digits, dash and underscore only, starting with a letter or digit', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await u.clear(code);
    await u.type(code, 'CARD-VISA');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A product with the code CARD-VISA exists already: choose another code', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Visa again', code: 'CARD-VISA', category: 'CardProcessing', isActive: true });
    expect(code).toHaveValue('CARD-VISA');
  });

  it('reads in Turkish', async () => {
    server.use(
      ...declaredHandlers(PRODUCTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PRODUCTS, [product(1, 'Visa card processing', 'CARD-VISA')], query))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><ProductsPage title="Ürünler" /></App>, { user: 'tenant@demo.test', route: '/crm/products', language: 'tr' });
    expect(await screen.findByText('Visa card processing', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Kart işlemleri')).toBeInTheDocument();
    // The seeded payment method in Turkish too.
    expect(await screen.findByRole('cell', { name: 'Kart' })).toBeInTheDocument();
    expect(screen.getAllByText('Etkin').length).toBeGreaterThan(0);
  });
});
