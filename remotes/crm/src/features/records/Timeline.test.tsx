import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { CRM_ACTIVITY_ENDPOINTS } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { waitLimit, createHandlers, declaredHandlers, findDemoUser, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { App } from 'antd';
import { resources } from '../../i18n';
import { mentionedIds } from './NoteComposer';
import { Timeline } from './Timeline';

installTimerMessageChannel();
jest.setTimeout(60_000);
const SLOW = waitLimit(10_000);

const server = setupMswServer();
const RECORD = '30000000-0000-4000-8000-000000000001';
const TESSA = findDemoUser('tenant@demo.test');
const item = (n: number, kind: 'note' | 'change' | 'task', extra: object = {}) => ({
  id: `${kind}:${n}`, kind, at: `2026-11-2${n}T10:00:00.000Z`, actorId: TESSA.id, actorName: 'Tessa Tenant', title: '', body: '', changes: [], state: null,
  refId: `60000000-0000-4000-8000-00000000000${n}`, mentions: [], ...extra,
});

describe('mentions', () => {
  it('keeps only the people whose @name is still in the text', () => {
    const picked = new Map([['a', 'Avery Approver'], ['v', 'Victor Viewer']]);
    expect(mentionedIds('@Avery Approver please check', picked)).toEqual(['a']);
    expect(mentionedIds('no one', picked)).toEqual([]);
  });
});

describe('A record timeline', () => {
  it('shows notes, changes as before and after, tasks; filters by kind; a new note is sent and the timeline read again', async () => {
    const page = {
      record: { type: 'organization', id: RECORD, name: 'Northwind Travel Ltd' },
      items: [
        item(9, 'note', { body: 'Please review the EUR pricing', mentions: [{ id: 'x', name: 'Avery Approver' }] }),
        item(8, 'task', { title: 'Send the KYB checklist', state: 'Open', actorName: 'Avery Approver' }),
        item(7, 'change', { title: 'update', changes: [{ field: 'riskLevel', before: 'Low', after: 'High' }] }),
      ],
      nextBefore: null,
    };
    const asked: Array<Record<string, unknown>> = [];
    const notes: unknown[] = [];
    server.use(
      ...declaredHandlers(CRM_ACTIVITY_ENDPOINTS.timeline, ({ query }) => {
        asked.push(query);
        const kinds = query.kinds as string[] | undefined;
        return HttpResponse.json({ ...page, items: page.items.filter((i) => !kinds?.length || kinds.includes(i.kind)) });
      }),
      ...declaredHandlers(CRM_ACTIVITY_ENDPOINTS.addNote, ({ body }) => {
        notes.push(body);
        return HttpResponse.json(item(1, 'note', { body: (body as { body: string }).body }), { status: 201 });
      }),
      ...createHandlers({ userEmail: 'tenant@demo.test' }),
    );
    addRemoteResources(resources);
    renderWithProviders(<App><Timeline type="organization" id={RECORD} fieldLabel={(f) => (f === 'riskLevel' ? 'Risk level' : f)} /></App>, { user: 'tenant@demo.test', route: '/crm/organizations' });

    const list = await screen.findByRole('list', { name: 'Activity' }, SLOW);
    expect(await within(list).findByText('Please review the EUR pricing', {}, SLOW)).toBeInTheDocument();
    expect(within(list).getByText('Tessa Tenant wrote a note')).toBeInTheDocument();
    expect(within(list).getByText('Mentioned: Avery Approver')).toBeInTheDocument();
    expect(within(list).getByText('Avery Approver set a task')).toBeInTheDocument();
    expect(within(list).getByText('Tessa Tenant changed the record')).toBeInTheDocument();
    expect(within(list).getByText('Risk level')).toBeInTheDocument();
    expect(within(list).getByLabelText('Before: Low')).toBeInTheDocument();
    // Her own note has a Delete; the task's entry has none.
    expect(within(list).getAllByRole('button', { name: 'Delete note' })).toHaveLength(1);

    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByText('Changes'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Activity' })).queryByText('Please review the EUR pricing')).not.toBeInTheDocument());
    expect(asked.at(-1)).toMatchObject({ kinds: ['change'] });

    const box = screen.getByRole('textbox', { name: 'Note' });
    await u.type(box, 'Certificate received');
    await u.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(notes).toEqual([{ body: 'Certificate received', mentionIds: [] }]));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.getByText('Note added')).toBeInTheDocument();
  });
});
