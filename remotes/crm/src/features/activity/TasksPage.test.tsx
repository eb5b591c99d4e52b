import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TASK_ENDPOINTS, TASKS, fakeResourcePage, type ResourceRowOf } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { createHandlers, declaredHandlers, DEMO_TENANTS, findDemoUser, pageTestSetup, renderWithProviders } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { TasksPage } from './TasksPage';

const { server, SLOW } = pageTestSetup();

type Task = ResourceRowOf<typeof TASKS>;
const TENANT = DEMO_TENANTS[0]!.id;
const TESSA = findDemoUser('tenant@demo.test');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const task = (n: number, title: string, extra: Partial<Task> = {}): Task => ({
  id: `40000000-0000-4000-8000-00000000000${n}`, tenantId: TENANT, title, description: '', dueDate: day(3), priority: 'Normal', state: 'Open',
  assigneeId: TESSA.id, assigneeName: 'Tessa Tenant', relatedType: null, relatedId: null, relatedName: null, doneAt: null, doneByName: null,
  createdById: TESSA.id, createdByName: 'Avery Approver', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', ...extra,
});

describe('Tasks', () => {
  it("starts at the user's open tasks, marks the overdue one, and its drawer marks a task done", async () => {
    const rows = [
      task(1, 'Call back about card pricing', { dueDate: day(-2), priority: 'High', relatedType: 'lead', relatedId: '50000000-0000-4000-8000-000000000001', relatedName: 'Acorn Boutique Ltd' }),
      task(2, 'Quarterly business review', { dueDate: day(14), priority: 'Low' }),
      task(3, 'Someone else’s task', { assigneeId: 'other', assigneeName: 'Avery Approver' }),
    ];
    const queries: Array<Record<string, unknown>> = [];
    const done: unknown[] = [];
    server.use(
      ...declaredHandlers(TASKS.endpoints.list, ({ query }) => {
        queries.push(query);
        return HttpResponse.json(fakeResourcePage(TASKS, rows, query));
      }),
      ...declaredHandlers(TASK_ENDPOINTS.setDone, ({ params, body }) => {
        done.push(body);
        const row = rows.find((r) => r.id === params.id)!;
        return HttpResponse.json({ ...row, state: 'Done', doneAt: new Date().toISOString(), doneByName: 'Tessa Tenant' });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><TasksPage title="Tasks" /></App>, { user: 'tenant@demo.test', route: '/crm/tasks' });

    expect(await screen.findByText('Call back about card pricing', {}, SLOW)).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ state: 'Open', assigneeId: [TESSA.id] });
    expect(screen.queryByText('Someone else’s task')).not.toBeInTheDocument();
    const overdueRow = screen.getByText('Call back about card pricing').closest('tr')!;
    expect(within(overdueRow).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdueRow).getByRole('link', { name: 'Lead: Acorn Boutique Ltd' })).toHaveAttribute('href', '/crm/leads?open=50000000-0000-4000-8000-000000000001');

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByText('Quarterly business review'));
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    expect(within(drawer).getByText('Avery Approver · 01/11/2026 10:00')).toBeInTheDocument();
    await u.click(within(drawer).getByRole('button', { name: 'Mark done' }));
    expect(await within(drawer).findByText('Task done: Quarterly business review', {}, SLOW)).toBeInTheDocument();
    expect(done).toEqual([{ done: true }]);
    expect(within(drawer).getByRole('button', { name: 'Open again' })).toBeInTheDocument();
  });

  it("opens the task a notification links to even when it is not on the list's page", async () => {
    const linked = task(7, 'Confirm settlement account details', { dueDate: day(0) });
    server.use(
      ...declaredHandlers(TASKS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(TASKS, [], query))),
      ...declaredHandlers(TASKS.endpoints.one, ({ params }) => (params.id === linked.id ? HttpResponse.json(linked) : HttpResponse.json({ error: 'Task: not found' }, { status: 404 }))),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><TasksPage title="Tasks" /></App>, { user: 'tenant@demo.test', route: `/crm/tasks?open=${linked.id}` });
    const drawer = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(drawer).findByText('Confirm settlement account details', {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).getByText('Due today')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Mark done' })).toBeEnabled());
  });
});
