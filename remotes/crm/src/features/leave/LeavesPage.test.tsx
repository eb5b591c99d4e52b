import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { LEAVE_EMPLOYEES, LEAVE_ENDPOINTS as E, LEAVE_REQUESTS, fakeResourcePage } from '@portal/contracts';
import { addRemoteResources } from '@portal/i18n';
import { declaredHandlers, fakeDateOnly, installTimerMessageChannel, renderWithProviders, setupMswServer } from '@portal/testing';
import { resources } from '../../i18n';
import { LeaveCalendar } from './LeaveCalendar';
import { LeavesPage } from './LeavesPage';
import type { LeaveRequest } from './LeaveRowActions';

jest.setTimeout(30_000);
installTimerMessageChannel();
const server = setupMswServer();
beforeEach(() => window.sessionStorage.clear());

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const request = (n: number, fields: Partial<LeaveRequest>): LeaveRequest => ({
  id: id(n), employeeId: id(1), employeeName: 'Omar Operations', kind: 'FullDays', startDay: '2027-06-07', endDay: '2027-06-11', halfDayPart: null,
  hours: null, days: 5, reason: 'Holiday', status: 'Pending', requestedByName: 'Omar Operations', decidedByName: null, decidedAt: null,
  decisionNote: null, createdAt: '2026-11-01T10:00:00.000Z', canDecide: true, canCancel: false, ...fields,
});
const OMAR = request(1, {});
const MINE = request(2, { employeeName: 'Paula Platform', employeeId: id(2), requestedByName: 'Paula Platform', canDecide: false, canCancel: true, startDay: '2027-03-03', endDay: '2027-03-03', kind: 'HalfDay', halfDayPart: 'Morning', days: 0.5 });

const rows = () => screen.queryAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 1);
const rowOf = (name: string) => rows().find((r) => within(r).queryAllByText(name).length > 0)!;

function serve() {
  const calls = { decisions: [] as unknown[], created: [] as unknown[] };
  server.use(
    ...declaredHandlers(LEAVE_REQUESTS.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(LEAVE_REQUESTS, [OMAR, MINE], query) as never)),
    ...declaredHandlers(LEAVE_EMPLOYEES.endpoints.list, ({ query }) => HttpResponse.json(fakeResourcePage(LEAVE_EMPLOYEES, [
      { id: id(1), userId: id(1), name: 'Omar Operations', email: 'ops@demo.test', countryId: 'TR', annualAllowanceDays: 14, hoursPerDay: 8 },
    ], query) as never)),
    ...declaredHandlers(E.decide, ({ params, body }) => { calls.decisions.push({ id: params.id, ...(body as object) }); return HttpResponse.json({ ...OMAR, status: 'Approved', canDecide: false } as never); }),
    ...declaredHandlers(LEAVE_REQUESTS.endpoints.create, ({ body }) => {
      calls.created.push(body);
      if ((body as { startDay: string }).startDay === '2027-05-01') return HttpResponse.json({ error: 'These days are all weekends or public holidays: there is nothing to take' }, { status: 400 });
      return HttpResponse.json(request(3, { days: 3 }) as never, { status: 201 });
    }),
  );
  return calls;
}

function renderLeaves() {
  addRemoteResources(resources);
  return renderWithProviders(<LeavesPage title="Leaves" />, { user: 'platform@demo.test' });
}

describe('leave management', () => {
  it('approves a colleague\'s request; one\'s own waits for a second user, and says so', async () => {
    const calls = serve();
    const u = userEvent.setup({ delay: null });
    renderLeaves();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rowOf('Paula Platform')).getByText('03/03/2027 (Morning)')).toBeInTheDocument();
    const own = within(rowOf('Paula Platform')).getByRole('button', { name: 'Approve the leave of Paula Platform' });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('A second user decides: not your own leave or a request you made');
    await u.click(within(rowOf('Omar Operations')).getByRole('button', { name: 'Approve the leave of Omar Operations' }));
    await waitFor(() => expect(calls.decisions).toEqual([{ id: OMAR.id, approve: true }]));
    expect(await screen.findByText('Leave of Omar Operations approved')).toBeInTheDocument();
  });

  it('requests leave: the browser refuses missing days, the server\'s refusal stays in the dialog with what was typed', async () => {
    const calls = serve();
    const u = userEvent.setup({ delay: null });
    renderLeaves();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await u.click(screen.getByRole('button', { name: 'Request leave' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByLabelText('First day')).toHaveAccessibleDescription('First day is required');
    expect(calls.created).toEqual([]);

    await u.click(within(dialog).getByRole('radio', { name: 'Half day' }));
    const day = within(dialog).getByLabelText('Day');
    await u.type(day, '01/05/2027{Enter}');
    await u.click(within(dialog).getByRole('radio', { name: 'Afternoon' }));
    await u.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('These days are all weekends or public holidays: there is nothing to take');
    expect(calls.created).toEqual([{ kind: 'HalfDay', startDay: '2027-05-01', halfDayPart: 'Afternoon' }]);
    expect(within(dialog).getByLabelText('Day')).toHaveValue('01/05/2027');
  });

  it("opens the calendar on today's month with today marked, and shows that month's leave and holidays", async () => {
    // Only the date is fixed: msw, react-query and antd keep their real timers.
    fakeDateOnly(new Date('2027-06-09T10:00:00Z'));
    try {
      const asked: string[] = [];
      server.use(...declaredHandlers(E.calendar, ({ query }) => {
        asked.push(`${query.from}..${query.to}`);
        return HttpResponse.json({ leaves: [{ ...OMAR, status: 'Approved' }], holidays: [{ id: id(9), countryId: 'TR', day: '2027-06-10', name: 'Bayram' }] } as never);
      }));
      addRemoteResources(resources);
      renderWithProviders(<LeaveCalendar />, { user: 'platform@demo.test' });
      await waitFor(() => expect(screen.getByTitle('2027-06-09').closest('td')).toHaveClass('ant-picker-cell-selected'));
      expect(asked[0]).toBe('2027-05-25..2027-07-14');
      await waitFor(() => expect(within(screen.getByTitle('2027-06-10').closest('td')!).getByText(/Bayram/)).toBeInTheDocument());
      expect(within(screen.getByTitle('2027-06-07').closest('td')!).getByText(/Omar Operations/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
