import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ACTIVITY_SETS, LEAD_STATUSES, PIPELINE_ENDPOINTS as E, PIPELINES, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../../i18n';
import { ActivitySetsPage } from './ActivitySetsPage';
import { LeadStatusesPage } from './LeadStatusesPage';
import { PipelinesPage } from './PipelinesPage';
import type { Pipeline, Stage } from './pipeline-types';

const { server, SLOW } = pageTestSetup();

const TENANT = DEMO_TENANTS[0]!.id;
const stage = (n: number, name: string, extra: Partial<Stage> = {}): Stage => ({
  id: `00000000-0000-4000-8000-00000000000${n}`, pipelineId: 'p1', name, probability: n * 20, activitySetId: null, activitySetName: null,
  rottingDays: null, sortOrder: n, isDefault: n === 1, openRecords: 0, ...extra,
});

function servePipelines() {
  const pipeline: Pipeline = {
    id: '10000000-0000-4000-8000-000000000001', tenantId: TENANT, name: 'Merchant onboarding', isForOpportunities: true, isForProjects: false,
    stages: [stage(1, 'Lead'), stage(2, 'Documents', { activitySetName: 'KYB documents', openRecords: 3 }), stage(3, 'Agreement')],
    records: 3, createdAt: '2026-11-01T10:00:00.000Z',
  };
  const calls: Array<{ stageId: string; body: unknown }> = [];
  server.use(
    ...declaredHandlers(PIPELINES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(PIPELINES, [pipeline], query))),
    ...declaredHandlers(E.stages, () => HttpResponse.json(pipeline.stages)),
    ...declaredHandlers(E.updateStage, ({ params, body }) => {
      calls.push({ stageId: params.stageId, body });
      const moved = pipeline.stages.find((s) => s.id === params.stageId)!;
      const order = pipeline.stages.filter((s) => s !== moved);
      order.splice((body as { sortOrder: number }).sortOrder - 1, 0, moved);
      pipeline.stages = order.map((s, i) => ({ ...s, sortOrder: i + 1 }));
      return HttpResponse.json(pipeline);
    }),
    ...createHandlers({ userEmail: 'tenant@demo.test' }),
  );
  return { pipeline, calls };
}

describe('CRM settings', () => {
  afterEach(() => jest.restoreAllMocks());
  it('shows a pipeline\'s stages and moves one by keyboard, the records going with it; a stage with records cannot be deleted, and says why', async () => {
    const { calls } = servePipelines();
    addRemoteResources(resources);
    renderWithProviders(<App><PipelinesPage title="Pipelines" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/crm/pipelines' });
    expect(await screen.findByText('Lead → Documents → Agreement', {}, SLOW)).toBeInTheDocument();

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Stages of Merchant onboarding' }));
    // antd's dialogs in jest are not named by their title (ids are fixed): the title is checked as text.
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Stages of Merchant onboarding')).toBeInTheDocument();
    expect(within(dialog).getByText('KYB documents')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move Lead up' })).toBeDisabled();
    const blocked = within(dialog).getByRole('button', { name: 'Delete Documents' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('It holds open records: move them first');

    const down = within(dialog).getByRole('button', { name: 'Move Lead down' });
    down.focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ name: 'Lead', probability: 20, sortOrder: 2 });
    expect(await within(dialog).findByText('Lead moved to place 2')).toBeInTheDocument();
    // Each row's name (the pinned first column) and place, in the order shown.
    const shown = within(dialog).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').slice(0, 2).map((cell) => cell.textContent).join(' ')).filter(Boolean);
    expect(shown).toEqual(['Documents 1', 'LeadDefault 2', 'Agreement 3']);
    // The keyboard stays on the moved stage's button, to move it again.
    expect(within(dialog).getByRole('button', { name: 'Move Lead down' })).toHaveFocus();
  });

  it('drags a stage to another place by keyboard, each step announced; the drop saves its place and Move up / Move down stay', async () => {
    // jsdom draws nothing: each handle stands 50 px under the one before (what dnd-kit measures).
    const original = Element.prototype.getBoundingClientRect;
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = this.getAttribute('data-stage-index');
      if (index === null) return original.call(this);
      const top = Number(index) * 50;
      return { left: 0, top, width: 40, height: 40, right: 40, bottom: top + 40, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
    const { calls } = servePipelines();
    addRemoteResources(resources);
    renderWithProviders(<App><PipelinesPage title="Pipelines" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/crm/pipelines' });
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Stages of Merchant onboarding' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const handle = await within(dialog).findByRole('button', { name: 'Drag Lead to another place' }, SLOW);
    expect(within(dialog).getByRole('button', { name: 'Move Lead down' })).toBeEnabled();

    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(screen.getByText('Picked up Lead at place 1.')).toBeInTheDocument(), SLOW);
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByText('Lead is over place 2.')).toBeInTheDocument(), SLOW);
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByText('Lead is over place 3.')).toBeInTheDocument(), SLOW);
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() => expect(calls).toHaveLength(1), SLOW);
    expect(calls[0]!.body).toMatchObject({ name: 'Lead', sortOrder: 3 });
    expect(screen.getByText('Lead was dropped at place 3.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Lead moved to place 3', {}, SLOW)).toBeInTheDocument();
    const names = within(dialog).getAllByRole('button', { name: /^Drag .* to another place$/ }).map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Drag Documents to another place', 'Drag Agreement to another place', 'Drag Lead to another place']);
  });

  it('edits an activity set\'s checklist as lines: sent as a list without blank lines; the server\'s refusal stays in the form', async () => {
    const set: ResourceRowOf<typeof ACTIVITY_SETS> = {
      id: '20000000-0000-4000-8000-000000000001', tenantId: TENANT, name: 'KYB documents', description: '', activities: ['Certificate received', 'Owners identified'], updatedAt: '2026-11-01T10:00:00.000Z',
    };
    const bodies: unknown[] = [];
    server.use(
      ...declaredHandlers(ACTIVITY_SETS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ACTIVITY_SETS, [set], query))),
      ...declaredHandlers(ACTIVITY_SETS.endpoints.update, ({ body }) => {
        bodies.push(body);
        if (bodies.length === 1) return HttpResponse.json({ error: 'The activity certificate received is listed twice' }, { status: 400 });
        return HttpResponse.json({ ...set, ...(body as object) });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><ActivitySetsPage title="Activity sets" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/crm/activity-sets' });
    expect(await screen.findByText('2 activities', {}, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Edit KYB documents' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const lines = within(dialog).getByRole('textbox', { name: /Activities/ });
    expect(lines).toHaveValue('Certificate received\nOwners identified');
    await u.type(lines, '\n\ncertificate received');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The activity certificate received is listed twice', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ name: 'KYB documents', description: '', activities: ['Certificate received', 'Owners identified', 'certificate received'] });
    expect(lines).toHaveValue('Certificate received\nOwners identified\n\ncertificate received');
  });

  it('reads seeded statuses in Turkish; a status saved unchanged keeps its seeded name, a name typed stays as typed', async () => {
    const status = (id: string, name: string, description: string): ResourceRowOf<typeof LEAD_STATUSES> => ({
      id, tenantId: TENANT, name, description, kind: 'Open', sortOrder: 1, isDefault: false, isActive: true, updatedAt: '2026-11-01T10:00:00.000Z',
    });
    const rows = [status('30000000-0000-4000-8000-000000000001', 'New', 'Not contacted yet'), status('30000000-0000-4000-8000-000000000002', 'Warm', 'Met at a fair')];
    const bodies: unknown[] = [];
    server.use(
      ...declaredHandlers(LEAD_STATUSES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(LEAD_STATUSES, rows, query))),
      ...declaredHandlers(LEAD_STATUSES.endpoints.update, ({ params, body }) => {
        bodies.push(body);
        return HttpResponse.json({ ...rows.find((r) => r.id === params.id)!, ...(body as object) });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><LeadStatusesPage title="Aday durumları" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/crm/lead-statuses', language: 'tr' });
    expect(await screen.findByText('Henüz iletişime geçilmedi', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Yeni' })).toBeInTheDocument();
    expect(screen.getByText('Met at a fair')).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });

    await u.click(screen.getByRole('button', { name: 'Yeni düzenle' }));
    let dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByRole('textbox', { name: 'Ad' })).toHaveValue('Yeni');
    await u.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'New', description: 'Not contacted yet' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Yeni düzenle' }));
    dialog = await screen.findByRole('dialog', {}, SLOW);
    const name = within(dialog).getByRole('textbox', { name: 'Ad' });
    await u.clear(name);
    await u.type(name, 'Yeni başvuru');
    await u.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ name: 'Yeni başvuru', description: 'Not contacted yet' });
  });

  it('edits a seeded checklist in Turkish and saves it unchanged as seeded, line by line', async () => {
    const set: ResourceRowOf<typeof ACTIVITY_SETS> = {
      id: '20000000-0000-4000-8000-000000000002', tenantId: TENANT, name: 'Go-live checks', description: 'Before the first live payment',
      activities: ['Test payments succeeded', 'Webhook endpoint verified'], updatedAt: '2026-11-01T10:00:00.000Z',
    };
    const bodies: unknown[] = [];
    server.use(
      ...declaredHandlers(ACTIVITY_SETS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(ACTIVITY_SETS, [set], query))),
      ...declaredHandlers(ACTIVITY_SETS.endpoints.update, ({ body }) => {
        bodies.push(body);
        return HttpResponse.json({ ...set, ...(body as object) });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><ActivitySetsPage title="Etkinlik setleri" /></App>, { user: 'tenant@demo.test', route: '/crm/settings/crm/activity-sets', language: 'tr' });
    expect(await screen.findByRole('cell', { name: 'Canlıya geçiş kontrolleri' }, SLOW)).toBeInTheDocument();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole('button', { name: 'Canlıya geçiş kontrolleri düzenle' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByRole('textbox', { name: /Etkinlikler/ })).toHaveValue('Test ödemeleri başarılı\nWebhook uç noktası doğrulandı');
    await u.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Go-live checks', description: 'Before the first live payment', activities: ['Test payments succeeded', 'Webhook endpoint verified'] });
  });
});
