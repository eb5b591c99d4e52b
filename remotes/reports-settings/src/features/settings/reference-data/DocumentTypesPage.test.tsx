import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { DOCUMENT_TYPES, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { REFERENCE_DATA_DECLARATIONS } from './reference-data-pages';
import { SettingsListPage } from './SettingsListPage';

installTimerMessageChannel();
jest.setTimeout(40_000);

const server = setupMswServer();
afterEach(() => window.sessionStorage.clear());

type DocumentType = ResourceRowOf<typeof DOCUMENT_TYPES>;
const row = (over: Partial<DocumentType>): DocumentType => ({
  id: 'd1', tenantId: 't', tenantName: 'Acme Payments', name: 'Director identity document', description: 'Passport', required: true, acceptedFileTypes: ['pdf', 'jpg'],
  maxSizeMb: 5, isActive: true, countries: [], legalForms: [], onePerDirector: true, ...over,
});

function serve() {
  const rows = [row({}), row({ id: 'd2', name: 'Certificate of incorporation', onePerDirector: false, legalForms: ['PrivateLimited'], countries: ['GB'] })];
  const bodies: unknown[] = [];
  server.use(
    ...declaredHandlers(DOCUMENT_TYPES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(DOCUMENT_TYPES, rows, query))),
    ...declaredHandlers(DOCUMENT_TYPES.endpoints.update, ({ params, body }) => {
      bodies.push(body);
      const found = rows.find((r) => r.id === params.id)!;
      Object.assign(found, body);
      return HttpResponse.json(found);
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return bodies;
}

function renderPage(language: 'en' | 'tr' = 'en') {
  addRemoteResources(resources);
  renderWithProviders(
    <App><SettingsListPage declaration={REFERENCE_DATA_DECLARATIONS.documentTypes as never} title="Document types" /></App>,
    { user: 'tenant@demo.test', route: '/crm/settings/document-types', language },
  );
}

describe('document types: who must upload them (boarding, ADR 0098)', () => {
  it('lists the countries and legal forms that need a type and one per director; the form offers them', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    renderPage();
    const certificate = (await screen.findByRole('cell', { name: 'Certificate of incorporation' })).closest('tr')!;
    expect(within(certificate).getByRole('cell', { name: 'GB' })).toBeInTheDocument();
    expect(within(certificate).getByRole('cell', { name: 'Private limited company' })).toBeInTheDocument();
    const identity = screen.getByRole('cell', { name: 'Director identity document' }).closest('tr')!;
    expect(within(identity).getAllByRole('cell', { name: 'Everyone' })).toHaveLength(2);

    await user.click(within(identity).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'One per director' })).toBeChecked();
    expect(within(dialog).getByText('None chosen: every country.')).toBeInTheDocument();
    const soleTrader = within(dialog).getByRole('checkbox', { name: 'Sole trader' });
    expect(soleTrader).not.toBeChecked();
    await user.click(soleTrader);
    expect(soleTrader).toBeChecked();

    // With every file type unticked the form says what is missing and sends nothing; ticked again, it saves.
    const types = within(dialog).getByRole('group', { name: 'Accepted file types' });
    for (const box of within(types).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await user.click(box);
    expect(await within(dialog).findByText('Pick at least one file type')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(types).getByRole('checkbox', { name: 'pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('cell', { name: 'Director identity document' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ acceptedFileTypes: ['pdf'], legalForms: ['SoleTrader'], onePerDirector: true });
  });

  it('reads in Turkish', async () => {
    serve();
    renderPage('tr');
    expect(await screen.findByRole('columnheader', { name: 'Her yönetici için bir tane' })).toBeInTheDocument();
    const identity = (await screen.findByRole('cell', { name: 'Director identity document' })).closest('tr')!;
    expect(within(identity).getAllByRole('cell', { name: 'Herkes' })).toHaveLength(2);
    // A copy that never expires says so in Turkish too.
    expect(within(identity).getByRole('cell', { name: 'Süresiz' })).toBeInTheDocument();
  });
});
