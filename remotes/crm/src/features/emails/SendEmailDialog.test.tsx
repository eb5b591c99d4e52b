import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CRM_EMAIL_ENDPOINTS as E, EMAIL_TEMPLATES, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { chooseOption, createHandlers, declaredHandlers, DEMO_TENANTS, enterText, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { SendEmailAction } from './SendEmailAction';
import { SendEmailDialog } from './SendEmailDialog';

const { server, SLOW } = pageTestSetup();

const TENANT = DEMO_TENANTS[0]!.id;
const ORG = '50000000-0000-4000-8000-000000000001';
const template: ResourceRowOf<typeof EMAIL_TEMPLATES> = {
  id: '60000000-0000-4000-8000-000000000001', tenantId: TENANT, name: 'Welcome', subject: 'Welcome, {{contact.firstName}}', body: 'Dear {{contact.fullName}}',
  isActive: true, sent: 0, updatedAt: '2026-11-01T10:00:00.000Z',
};
const sentRow = (subject: string, body: string) => ({
  id: '70000000-0000-4000-8000-000000000001', tenantId: TENANT, relatedType: 'organization' as const, relatedId: ORG, relatedName: 'Pelican Coffee Ltd',
  templateId: null, templateName: null, toAddress: 'rowan@pelican.test', toName: 'Rowan Price', subject, body, senderId: null, senderName: 'Tessa Tenant',
  status: 'Sent' as const, sentAt: '2026-11-30T10:00:00.000Z', createdAt: '2026-11-30T10:00:00.000Z',
});

function serve({ refuseFirstSend }: { refuseFirstSend: boolean }) {
  const sends: unknown[] = [];
  const previews: unknown[] = [];
  server.use(
    ...declaredHandlers(EMAIL_TEMPLATES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(EMAIL_TEMPLATES, [template], query))),
    ...declaredHandlers(E.preview, ({ body }) => {
      previews.push(body);
      return HttpResponse.json({ toAddress: 'rowan@pelican.test', toName: 'Rowan Price', subject: 'Welcome, Rowan', body: 'Dear Rowan Price <b>& co</b>' });
    }),
    ...declaredHandlers(E.send, ({ body }) => {
      sends.push(body);
      if (refuseFirstSend && sends.length === 1) return HttpResponse.json({ error: 'Unknown placeholder {{contact.nickname}}: use one of the listed placeholders' }, { status: 400 });
      const b = body as { subject?: string; body?: string };
      return HttpResponse.json(sentRow(b.subject ?? '', b.body ?? ''), { status: 201 });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { sends, previews };
}

describe('SendEmailDialog', () => {
  it('previews a template filled by the server as text, then sends it', async () => {
    const { sends, previews } = serve({ refuseFirstSend: false });
    const closed = jest.fn();
    addRemoteResources(resources);
    renderWithProviders(<App><SendEmailDialog relatedType="organization" relatedId={ORG} onClose={closed} /></App>, { user: 'tenant@demo.test', route: '/crm/organizations' });
    const u = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const picker = within(dialog).getByRole('combobox', { name: /Template/ });
    await chooseOption(u, picker, 'Welcome');
    // With a template there is nothing to type: its subject and text are the record's.
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: /Subject/ })).not.toBeInTheDocument());
    await u.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByTestId('email-preview-body', {}, SLOW);
    // What the record's values hold is shown as text, never as markup.
    expect(preview).toHaveTextContent('Dear Rowan Price <b>& co</b>');
    expect(preview.querySelector('b')).toBeNull();
    expect(within(dialog).getByText('Rowan Price <rowan@pelican.test>')).toBeInTheDocument();
    expect(previews).toEqual([{ relatedType: 'organization', relatedId: ORG, templateId: template.id }]);

    await u.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(closed).toHaveBeenCalledWith(expect.objectContaining({ status: 'Sent', toAddress: 'rowan@pelican.test' })));
    expect(sends).toEqual([{ relatedType: 'organization', relatedId: ORG, templateId: template.id }]);
  });

  it('free text: required fields first, then the server\'s refusal shown with what was typed kept', async () => {
    const { sends } = serve({ refuseFirstSend: true });
    const closed = jest.fn();
    addRemoteResources(resources);
    renderWithProviders(<App><SendEmailDialog relatedType="contact" relatedId={ORG} onClose={closed} /></App>, { user: 'tenant@demo.test', route: '/crm/contacts' });
    const u = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await u.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('An e-mail needs a subject', {}, SLOW)).toBeInTheDocument();
    expect(sends).toHaveLength(0);

    const subject = within(dialog).getByRole('textbox', { name: /Subject/ });
    await u.type(subject, 'Hello {{{{contact.nickname}}');
    await enterText(u, within(dialog).getByRole('textbox', { name: /Text/ }), 'See you soon');
    await u.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Unknown placeholder {{contact.nickname}}: use one of the listed placeholders', {}, SLOW)).toBeInTheDocument();
    expect(sends).toEqual([{ relatedType: 'contact', relatedId: ORG, templateId: null, subject: 'Hello {{contact.nickname}}', body: 'See you soon' }]);
    expect(subject).toHaveValue('Hello {{contact.nickname}}');
    expect(closed).not.toHaveBeenCalled();
  });

  it('a record\'s Send e-mail button opens the dialog and says where the e-mail went', async () => {
    const { sends } = serve({ refuseFirstSend: false });
    addRemoteResources(resources);
    renderWithProviders(<App><SendEmailAction relatedType="contact" relatedId={ORG} name="Rowan Price" /></App>, { user: 'tenant@demo.test', route: '/crm/contacts' });
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Send an e-mail to Rowan Price' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await u.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hello');
    await enterText(u, within(dialog).getByRole('textbox', { name: /Text/ }), 'See you soon');
    await u.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('E-mail sent to rowan@pelican.test', {}, SLOW)).toBeInTheDocument();
    expect(sends).toHaveLength(1);
  });

  it('reads in Turkish', async () => {
    serve({ refuseFirstSend: false });
    addRemoteResources(resources);
    renderWithProviders(<App><SendEmailDialog relatedType="contact" relatedId={ORG} onClose={() => undefined} /></App>, { user: 'tenant@demo.test', route: '/crm/contacts', language: 'tr' });
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('E-posta gönder');
    expect(within(dialog).getByRole('button', { name: 'Önizleme' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Konu/ })).toBeInTheDocument();
  });
});
