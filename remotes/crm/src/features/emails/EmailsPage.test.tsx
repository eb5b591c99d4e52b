import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CRM_EMAILS, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { EmailsPage } from './EmailsPage';

const { server, SLOW } = pageTestSetup();

type Email = ResourceRowOf<typeof CRM_EMAILS>;
const TENANT = DEMO_TENANTS[0]!.id;
const email: Email = {
  id: '70000000-0000-4000-8000-000000000001', tenantId: TENANT, relatedType: 'organization', relatedId: '50000000-0000-4000-8000-000000000001',
  relatedName: 'Pelican Coffee Ltd', templateId: null, templateName: 'Welcome', toAddress: 'rowan@pelican.test', toName: 'Rowan Price',
  subject: 'Welcome, Rowan', body: 'Dear Rowan Price,\n\n<b>See you</b> **on Monday**\n\n- [The guide](https://docs.example.com/start)\n- [Not a link](javascript:alert(1))', senderId: null, senderName: 'Tessa Tenant', status: 'Failed',
  sentAt: null, createdAt: '2026-11-30T10:00:00.000Z',
};

describe('CRM e-mails', () => {
  it('lists the e-mails sent from records; a row opens the message as sent, with a link to its record', async () => {
    server.use(
      ...declaredHandlers(CRM_EMAILS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CRM_EMAILS, [email], query))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><EmailsPage title="Emails" /></App>, { user: 'tenant@demo.test', route: '/crm/emails' });
    const row = (await screen.findByText('Welcome, Rowan', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('Customer: Pelican Coffee Ltd')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    row.focus();
    await u.keyboard('{Enter}');
    const body = await screen.findByTestId('crm-email-body', {}, SLOW);
    // As the recipient reads it (ADR 0149): its marks made paragraphs, bold, a list and a link; a typed tag stays text.
    expect(body).toHaveTextContent('<b>See you</b> on Monday');
    expect(body.querySelector('b')).toBeNull();
    expect(within(body).getByText('on Monday').tagName).toBe('STRONG');
    expect(body.querySelectorAll('p')).toHaveLength(2);
    expect(within(body).getByRole('link', { name: 'The guide' })).toHaveAttribute('href', 'https://docs.example.com/start');
    expect(within(body).queryByRole('link', { name: 'Not a link' })).toBeNull();
    expect(within(body).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Customer: Pelican Coffee Ltd' })).toHaveAttribute('href', `/crm/organizations?open=${email.relatedId}`);
  });

  it('reads in Turkish', async () => {
    server.use(
      ...declaredHandlers(CRM_EMAILS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(CRM_EMAILS, [email], query))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><EmailsPage title="E-postalar" /></App>, { user: 'tenant@demo.test', route: '/crm/emails', language: 'tr' });
    const row = (await screen.findByText('Welcome, Rowan', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('Başarısız')).toBeInTheDocument();
    expect(within(row).getByText('Müşteri: Pelican Coffee Ltd')).toBeInTheDocument();
  });
});
