import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { fakeResourcePage, OFFER_TEXTS, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { OfferTextsPage } from './OfferTextsPage';

const { server, SLOW } = pageTestSetup();

const RESOURCE = OFFER_TEXTS['proposal-templates'];
type OfferText = ResourceRowOf<typeof RESOURCE>;
const standard: OfferText = {
  id: '60000000-0000-4000-8000-000000000011', tenantId: DEMO_TENANTS[0]!.id, name: 'Standard proposal', body: '<p>Dear {{merchantName}}</p>',
  isDefault: true, isActive: true, updatedAt: '2026-11-01T10:00:00.000Z',
};
/** user-event reads "{" and "[" as the start of a key: doubled, they are typed as themselves. */
const literally = (text: string) => text.replace(/[{[]/g, (c) => c + c);

function serve(resource: (typeof OFFER_TEXTS)[keyof typeof OFFER_TEXTS] = RESOURCE) {
  const created: unknown[] = [];
  server.use(
    ...declaredHandlers(resource.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(resource, [standard], query))),
    ...declaredHandlers(resource.endpoints.create, ({ body }) => {
      created.push(body);
      return HttpResponse.json({ ...standard, ...(body as object), id: '60000000-0000-4000-8000-000000000012' }, { status: 201 });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { created };
}

describe('proposal templates', () => {
  it('lists the templates with the default marked and adds one; the help names the placeholders', async () => {
    const { created } = serve();
    addRemoteResources(resources);
    renderWithProviders(<App><OfferTextsPage kind="proposal-templates" title="Proposal templates" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/crm/proposal-templates' });
    expect(await screen.findByText('Standard proposal', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The text a new proposal starts from, filled with the customer\'s names.')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText(/Placeholders: \{\{merchantName\}\}, \{\{tenantName\}\}, \{\{customerName\}\}, \{\{date\}\}, \{\{signature\}\}; \{\{signature\}\} is where/)).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Short');
    // The rich-text editor (ADR 0111): a toolbar over the text; its HTML typed as such, then previewed.
    expect(within(dialog).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    await u.click(within(dialog).getByText('HTML'));
    await u.type(within(dialog).getByRole('textbox', { name: /Text/ }), literally('<p>Hi {{merchantName}}</p>'));
    await u.click(within(dialog).getByText('Preview'));
    expect(within(within(dialog).getByRole('region', { name: 'Preview' })).getByText('Hi {{merchantName}}')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual([{ name: 'Short', body: '<p>Hi {{merchantName}}</p>', isDefault: false, isActive: true }]), SLOW);
  });

  it('in Turkish', async () => {
    serve(OFFER_TEXTS['agreement-signatures']);
    addRemoteResources(resources);
    renderWithProviders(<App><OfferTextsPage kind="agreement-signatures" title="Sözleşme imzaları" /></App>,
      { user: 'tenant@demo.test', route: '/crm/settings/crm/agreement-signatures', language: 'tr' });
    expect(await screen.findByText('Yeni üye işyeri sözleşmelerinin imza bölümü.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Standard proposal', {}, SLOW)).toBeInTheDocument();
  });
});
