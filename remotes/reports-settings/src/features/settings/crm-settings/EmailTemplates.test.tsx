import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { EMAIL_TEMPLATES, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, enterText, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { EmailTemplatesPage } from './EmailTemplatesPage';

const { server, SLOW } = pageTestSetup();

type Template = ResourceRowOf<typeof EMAIL_TEMPLATES>;
const TENANT = DEMO_TENANTS[0]!.id;
const welcome: Template = {
  id: '60000000-0000-4000-8000-000000000001', tenantId: TENANT, name: 'Welcome', subject: 'Welcome, {{contact.firstName}}', body: 'Dear {{contact.fullName}}',
  isActive: true, sent: 4, updatedAt: '2026-11-01T10:00:00.000Z',
};

/** user-event reads "{" and "[" as the start of a key: doubled, they are typed as themselves. */
const literally = (text: string) => text.replace(/[{[]/g, (c) => c + c);

function serve() {
  const created: unknown[] = [];
  server.use(
    ...declaredHandlers(EMAIL_TEMPLATES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(EMAIL_TEMPLATES, [welcome], query))),
    ...declaredHandlers(EMAIL_TEMPLATES.endpoints.create, ({ body }) => {
      created.push(body);
      return HttpResponse.json({ ...welcome, ...(body as object), id: '60000000-0000-4000-8000-000000000002', sent: 0 }, { status: 201 });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { created };
}

describe('E-mail templates', () => {
  it('previews a template with sample values as it is typed, as text; an unknown placeholder is named and nothing is saved', async () => {
    const { created } = serve();
    addRemoteResources(resources);
    renderWithProviders(<App><EmailTemplatesPage title="Email templates" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/crm/email-templates' });
    expect(await screen.findByText('Welcome', {}, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    // The long texts are pasted (a key each re-renders the whole form); the placeholder below is typed key by key.
    await enterText(u, within(dialog).getByRole('textbox', { name: /Name/ }), 'KYB reminder');
    await enterText(u, within(dialog).getByRole('textbox', { name: /Subject/ }), 'Documents for {{organization.legalName}}');
    const body = within(dialog).getByRole('textbox', { name: /Text/ });
    await enterText(u, body, 'Dear {{contact.firstName}}, <b>please</b> send them. {{user.fullName}}');
    const preview = await within(dialog).findByTestId('template-preview', {}, SLOW);
    expect(preview).toHaveTextContent('Subject: Documents for Northwind Travel Ltd');
    expect(preview).toHaveTextContent('Dear Ada, <b>please</b> send them. Tessa Tenant');
    expect(preview.querySelector('b')).toBeNull();

    await u.type(body, literally(' {{contact.nickname}}'));
    const unknown = 'Unknown placeholder {{contact.nickname}}: use one of the listed placeholders';
    expect(await within(dialog).findAllByText(unknown, {}, SLOW)).not.toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The preview names it, and so does the field's own error.
    await waitFor(() => expect(within(dialog).getAllByText(unknown)).toHaveLength(2));
    expect(created).toHaveLength(0);

    await u.clear(body);
    await u.paste('Dear {{contact.firstName}}');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual([{ name: 'KYB reminder', subject: 'Documents for {{organization.legalName}}', body: 'Dear {{contact.firstName}}', isActive: true }]));
    expect(await screen.findByText('Template KYB reminder saved', {}, SLOW)).toBeInTheDocument();
  });

  it('reads in Turkish', async () => {
    serve();
    addRemoteResources(resources);
    renderWithProviders(<App><EmailTemplatesPage title="E-posta şablonları" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/crm/email-templates', language: 'tr' });
    expect(await screen.findByText('Welcome', {}, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Yeni şablon' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Örnek değerlerle önizleme')).toBeInTheDocument();
    expect(within(dialog).getByText('{{contact.firstName}}')).toBeInTheDocument();
  });
});
