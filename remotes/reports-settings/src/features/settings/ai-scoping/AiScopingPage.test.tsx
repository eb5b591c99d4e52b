import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { AI_SCOPING, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources, type Language } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { AiScopingPage } from './AiScopingPage';

const { server, SLOW } = pageTestSetup();

const ROW: ResourceRowOf<typeof AI_SCOPING> = {
  id: '30000000-0000-4000-8000-000000000001', tenantId: DEMO_TENANTS[0]!.id, assistantAllowed: true,
  enabledTools: ['transactionLookup', 'reportFigures'], cardDataAllowed: false, updatedAt: '2026-11-01T10:00:00.000Z',
};

function serve() {
  const bodies: unknown[] = [];
  server.use(
    ...declaredHandlers(AI_SCOPING.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(AI_SCOPING, [ROW], query))),
    ...declaredHandlers(AI_SCOPING.endpoints.update, ({ body }) => {
      bodies.push(body);
      return HttpResponse.json({ ...ROW, ...(body as object) });
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return bodies;
}

const renderPage = (language: Language = 'en') => {
  addRemoteResources(resources);
  return renderWithProviders(<App><AiScopingPage title="AI scoping" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/ai-scoping', language });
};

describe('AI scoping settings', () => {
  it("lists the tenant's scoping and saves the tools and card data as chosen", async () => {
    const bodies = serve();
    renderPage();
    expect(await screen.findByText('Transaction lookup', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Report figures')).toBeInTheDocument();
    expect(screen.getByText('Allowed')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: /^Edit / }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await u.click(within(dialog).getByRole('checkbox', { name: /Card data may be mentioned/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual({ assistantAllowed: true, enabledTools: ['transactionLookup', 'reportFigures'], cardDataAllowed: true });
  });

  it('speaks Turkish', async () => {
    serve();
    renderPage('tr');
    expect(await screen.findByText('İşlem sorgulama', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Yapay zekâ asistanının bu kiracının verileriyle/)).toBeInTheDocument();
    expect(screen.getByText('İzinli')).toBeInTheDocument();
  });
});
