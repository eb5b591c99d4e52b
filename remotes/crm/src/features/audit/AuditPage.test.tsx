import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { AUDIT_ENDPOINTS, AUDIT_LOG, fakeResourcePage, type AuditEvent, type AuditVerification } from '@portal/contracts';
import { addRemoteResources, type Language } from '@portal/i18n';
import { declaredHandlers, DEMO_TENANTS, renderWithProviders, setupMswServer } from '@portal/testing';
import { resources } from '../../i18n';
import { AuditPage } from './AuditPage';

jest.setTimeout(30_000);
const server = setupMswServer();
// A list remembers its filters for the session (coming back to the page): each test starts without them.
beforeEach(() => window.sessionStorage.clear());

const ACME = DEMO_TENANTS[0]!.id;
const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 'e1', chain: ACME, seq: 1, occurredAt: '2025-07-01T08:00:00Z', tenantId: ACME, merchantId: null,
  actorUserId: 'u1', actorEmail: 'tenant@demo.test', mode: 'Test', action: 'support.label.create', outcome: 'ok',
  targetType: 'label', targetId: 'l1', changes: { before: null, after: { value: 'VIP' } }, requestId: 'r1', ip: '127.0.0.1',
  userAgent: 'Mozilla/5.0', prevHash: '0'.repeat(64), hash: 'a'.repeat(64), ...over,
});
const EVENTS: AuditEvent[] = [
  event({}),
  event({
    id: 'e2', seq: 2, occurredAt: '2025-07-02T09:30:05Z', actorEmail: 'ops@demo.test', action: 'settings.currencies.update', targetType: 'currencies', targetId: 'XAU',
    changes: { before: { name: 'Gold' }, after: { name: 'Gold (troy ounce)' }, label: 'Gold (troy ounce)' }, prevHash: 'a'.repeat(64), hash: 'b'.repeat(64),
  }),
];

function serve(verification: AuditVerification) {
  server.use(
    ...declaredHandlers(AUDIT_LOG.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(AUDIT_LOG, EVENTS, query) as never)),
    ...declaredHandlers(AUDIT_LOG.endpoints.one, ({ params }) => HttpResponse.json(EVENTS.find((e) => e.id === params.id) as never)),
    ...declaredHandlers(AUDIT_ENDPOINTS.verify, () => HttpResponse.json(verification as never)),
  );
}

function renderAudit({ title = 'Audit', language = 'en' as Language, user = 'tenant@demo.test' } = {}) {
  addRemoteResources(resources);
  return renderWithProviders(<AuditPage title={title} />, { user, language });
}

const rows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);
const INTACT: AuditVerification = { intact: true, events: 2, chains: 1, broken: null };

describe('audit log page', () => {
  it('lists events newest first, each action in words with its machine name under it; a row opens the event with its changes before and after', async () => {
    serve(INTACT);
    const user = userEvent.setup({ delay: null });
    renderAudit();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).getByText('Currency updated')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('settings.currencies.update')).toBeInTheDocument();
    // The target in words with what it was called, its type and id under it; without a label, its type alone.
    expect(within(rows()[0]!).getByText('Currency: Gold (troy ounce)')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Support label')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('currencies XAU')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Support label created')).toBeInTheDocument();
    expect(rows()[1]).toHaveTextContent('tenant@demo.test');

    await user.click(within(rows()[0]!).getByText('ops@demo.test'));
    const drawer = await screen.findByRole('dialog');
    // Named by its action in the title and the Action row, the machine name beside it.
    expect(within(drawer).getAllByText('Currency updated')).toHaveLength(2);
    expect(within(drawer).getByText('settings.currencies.update')).toBeInTheDocument();
    expect(within(drawer).getByText('Currency: Gold (troy ounce)')).toBeInTheDocument();
    expect(within(drawer).getByText('currencies XAU')).toBeInTheDocument();
    const changes = within(drawer).getByRole('table', { name: 'Changes' });
    const name = within(changes).getByRole('row', { name: /^name/ });
    expect(within(name).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Gold', 'Gold (troy ounce)']);
    expect(within(drawer).getByText('b'.repeat(64))).toBeInTheDocument();
    // Whose event: the tenant by name, its id under it.
    expect(within(drawer).getByText('Acme Payments')).toBeInTheDocument();
    expect(within(drawer).getByText(ACME)).toBeInTheDocument();
    // Tenant staff read only their tenant's events: no Tenant column.
    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).not.toBeInTheDocument();
  });

  it("shows platform staff whose each event is: the tenant's name, or Platform for the platform's own", async () => {
    EVENTS.push(event({ id: 'e3', seq: 1, chain: 'platform', tenantId: null, occurredAt: '2025-07-03T10:00:00Z', actorEmail: 'platform@demo.test' }));
    try {
      serve(INTACT);
      renderAudit({ user: 'platform@demo.test' });
      await waitFor(() => expect(rows()).toHaveLength(3));
      expect(screen.getByRole('columnheader', { name: 'Tenant' })).toBeInTheDocument();
      expect(within(rows()[0]!).getByText('Platform')).toBeInTheDocument();
      expect(within(rows()[1]!).getByText('Acme Payments')).toBeInTheDocument();
    } finally {
      EVENTS.pop();
    }
  });

  it('filters by actor', async () => {
    serve(INTACT);
    const user = userEvent.setup({ delay: null });
    renderAudit();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('searchbox', { name: 'Actor' }));
    await user.paste('ops@');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('ops@demo.test');
  });

  it('Verify chain says the chain holds, with how many events', async () => {
    serve(INTACT);
    const user = userEvent.setup({ delay: null });
    renderAudit();
    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByText('Chain intact: 2 events')).toBeInTheDocument();
  });

  it('Verify chain names the first broken link: its event and time', async () => {
    serve({ intact: false, events: 1, chains: 1, broken: { chain: ACME, eventId: 'e2', occurredAt: '2025-07-02T09:30:05Z', seq: 2, reason: 'changed' } });
    const user = userEvent.setup({ delay: null });
    renderAudit();
    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    // 09:30:05 UTC is 10:30:05 in London (the demo profile's zone).
    expect(await screen.findByText('Chain broken at event e2 (02/07/2025 10:30:05): the event was changed after it was written')).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    serve(INTACT);
    renderAudit({ title: 'Denetim', language: 'tr' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    for (const name of ['Yapan', 'İşlem', 'Hedef']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zinciri doğrula' })).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Para birimi güncellendi')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Destek etiketi oluşturuldu')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Para birimi: Gold (troy ounce)')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Destek etiketi')).toBeInTheDocument();
  });

  it('an action or target type no route records any more keeps its machine name, once', async () => {
    EVENTS.push(event({ id: 'e3', seq: 3, occurredAt: '2025-07-03T10:00:00Z', action: 'legacy.widgets.update', targetType: 'legacy-widgets', targetId: 'w1' }));
    try {
      serve(INTACT);
      renderAudit();
      await waitFor(() => expect(rows()).toHaveLength(3));
      expect(within(rows()[0]!).getAllByText('legacy.widgets.update')).toHaveLength(1);
      expect(within(rows()[0]!).getAllByText('legacy-widgets w1')).toHaveLength(1);
    } finally {
      EVENTS.pop();
    }
  });

  it('says what will appear while nothing is recorded yet, in English and Turkish', async () => {
    server.use(...declaredHandlers(AUDIT_LOG.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(AUDIT_LOG, [], query) as never)));
    const { unmount } = renderAudit();
    expect(await screen.findByText(/^No changes recorded yet\. Each change made in the portal or through the API appears here/)).toBeInTheDocument();
    unmount();
    renderAudit({ title: 'Denetim', language: 'tr' });
    expect(await screen.findByText(/^Henüz kaydedilmiş değişiklik yok\./)).toBeInTheDocument();
  });
});
