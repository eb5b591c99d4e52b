import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_SERVICE_BASES, LEAVE_EMPLOYEES, LEAVE_REQUESTS, PUBLIC_HOLIDAYS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { countedDays } from '../src/modules/leave/working-days';
import { publicHolidaysOf } from '../src/modules/leave/seed';
import { startTestServer, type TestServer } from './helpers/server';
import { forgeAccessToken } from './helpers/tokens';

/**
 * Leave management (ADR 0084): the platform's staff request leave, a second user decides, weekends and the
 * employee's public holidays are not counted, balances add up, and the settings feed the rules.
 */
describe('leave management', () => {
  let t: TestServer;
  const tokens = new Map<string, string>();
  const OPS = seedIds.user('ops@demo.test');
  const year = new Date().getUTCFullYear() + 1;

  before(async () => {
    t = await startTestServer();
    for (const email of ['platform@demo.test', 'ops@demo.test', 'tenant@demo.test']) tokens.set(email, await forgeAccessToken(t, { sub: seedIds.user(email) }));
  });
  after(async () => { await t?.close(); });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function api(email: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const res = await fetch(`${t.origin}${DEFAULT_SERVICE_BASES.unversioned}/${path}`, {
      method, body: body === undefined ? undefined : JSON.stringify(body),
      headers: { authorization: `Bearer ${tokens.get(email)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  const error = (answer: { body: { error?: string; errors?: Array<{ message: string }> } }): string => answer.body.error ?? answer.body.errors?.[0]?.message ?? '';
  const noticesOf = (email: string) => t.server.database.db.select().from(notifications).where(eq(notifications.userId, seedIds.user(email)));
  const balanceOf = async (who: string, y = year) => (await api('platform@demo.test', 'GET', `leave/balances?year=${y}`)).body.find((b: { employeeId: string }) => b.employeeId === who);

  it('counts working days: weekends and the country\'s public holidays are left out, a half day is 0.5, hours a share of the day', () => {
    const holidays = new Set(['2027-12-27', '2027-12-28']);
    // Friday 24 Dec 2027 to Friday 31 Dec: 24, 29, 30, 31 (the weekend and two holidays left out).
    assert.equal(countedDays({ kind: 'FullDays', startDay: '2027-12-24', endDay: '2027-12-31', hoursPerDay: 8, holidays }), 4);
    assert.equal(countedDays({ kind: 'HalfDay', startDay: '2027-12-24', endDay: '2027-12-24', hoursPerDay: 8, holidays }), 0.5);
    assert.equal(countedDays({ kind: 'HalfDay', startDay: '2027-12-25', endDay: '2027-12-25', hoursPerDay: 8, holidays }), 0, 'a Saturday');
    assert.equal(countedDays({ kind: 'Hours', startDay: '2027-12-29', endDay: '2027-12-29', hours: 3, hoursPerDay: 7.5, holidays }), 0.4);
    const gb = publicHolidaysOf('GB', 2027).map((h) => h.day);
    assert.ok(gb.includes('2027-12-27') && gb.includes('2027-01-01'), 'the imported calendar has Christmas (observed) and New Year');
  });

  it('ops@ asks for leave, platform@ approves it (never their own), and the balance follows', async () => {
    const before = await balanceOf(OPS);
    assert.equal(before.allowance, 14);
    // A Monday-to-Friday week in June of next year (no Turkish public holiday in it).
    const asked = await api('ops@demo.test', 'POST', LEAVE_REQUESTS.path, { kind: 'FullDays', startDay: `${year}-06-07`, endDay: `${year}-06-13`, reason: 'Holiday' });
    assert.equal(asked.status, 201, JSON.stringify(asked.body));
    const request = asked.body;
    assert.deepEqual([request.status, request.days, request.employeeName, request.canDecide, request.canCancel], ['Pending', 5, 'Omar Operations', false, true]);
    assert.equal((await balanceOf(OPS)).pending, before.pending + 5);
    // platform@ (who may decide) is told; ops@, who asked, is not.
    const waiting = (await noticesOf('platform@demo.test')).find((n) => n.title === 'Leave of Omar Operations waits for your approval');
    assert.ok(waiting, 'the decider is told');
    assert.equal(waiting.description, `Omar Operations asked for 5 working days off from 07/06/${year} to 13/06/${year}. Reason: Holiday`);
    assert.equal(waiting.objectUrl, '/crm/leave-management/leaves');
    assert.ok(!(await noticesOf('ops@demo.test')).some((n) => n.title.startsWith('Leave of')));

    const own = await api('ops@demo.test', 'PUT', `leave/requests/${request.id}/decision`, { approve: true });
    assert.equal(error(own), 'A second user decides: you cannot approve or reject your own leave or a request you made');
    const approved = await api('platform@demo.test', 'PUT', `leave/requests/${request.id}/decision`, { approve: true, note: 'Enjoy' });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.deepEqual([approved.body.status, approved.body.decidedByName, approved.body.decisionNote], ['Approved', 'Paula Platform', 'Enjoy']);
    const after = await balanceOf(OPS);
    assert.deepEqual([after.taken, after.pending, after.remaining], [before.taken + 5, before.pending, before.remaining - 5]);
    assert.equal((await api('platform@demo.test', 'PUT', `leave/requests/${request.id}/decision`, { approve: false })).status, 409, 'decided once');
    const outcome = (await noticesOf('ops@demo.test')).filter((n) => n.title === `Leave from 07/06/${year} to 13/06/${year} was approved (Omar Operations)`);
    assert.equal(outcome.length, 1, 'the employee is told the outcome once');
    assert.equal(outcome[0]!.description, 'Paula Platform approved 5 working days. Note: Enjoy');

    const calendar = await api('platform@demo.test', 'GET', `leave/calendar?from=${year}-06-01&to=${year}-06-30`);
    assert.ok(calendar.body.leaves.some((l: { id: string }) => l.id === request.id));
    const cancelled = await api('ops@demo.test', 'PUT', `leave/requests/${request.id}/cancellation`, {});
    assert.equal(cancelled.body.status, 'Cancelled', 'cancelled before it starts');
    assert.equal((await balanceOf(OPS)).taken, before.taken);
  });

  it('refuses leave that overlaps, exceeds the allowance, takes no working day or belongs to nobody set up', async () => {
    const first = await api('platform@demo.test', 'POST', LEAVE_REQUESTS.path, { kind: 'HalfDay', startDay: `${year}-03-03`, halfDayPart: 'Morning' });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal(first.body.days, 0.5);
    assert.equal((await api('platform@demo.test', 'POST', LEAVE_REQUESTS.path, { kind: 'HalfDay', startDay: `${year}-03-03`, halfDayPart: 'Afternoon' })).status, 201, 'the other half of the day');
    const clash = await api('platform@demo.test', 'POST', LEAVE_REQUESTS.path, { kind: 'FullDays', startDay: `${year}-03-02`, endDay: `${year}-03-04` });
    assert.equal(clash.status, 409);
    assert.match(error(clash), /^Overlaps leave already requested from/);
    const tooMuch = await api('ops@demo.test', 'POST', LEAVE_REQUESTS.path, { kind: 'FullDays', startDay: `${year}-09-01`, endDay: `${year}-10-15` });
    assert.match(error(tooMuch), new RegExp(`^Not enough leave left in ${year}: [0-9.]+ days remaining, [0-9.]+ requested$`));
    const weekend = await api('ops@demo.test', 'POST', LEAVE_REQUESTS.path, { kind: 'FullDays', startDay: `${year}-05-01`, endDay: `${year}-05-01` });
    assert.equal(error(weekend), 'These days are all weekends or public holidays: there is nothing to take', 'Labour Day is a Turkish holiday');
    const hours = await api('ops@demo.test', 'POST', LEAVE_REQUESTS.path, { kind: 'Hours', startDay: `${year}-04-06`, hours: 9 });
    assert.equal(error(hours), 'At most 8 hours: a longer absence is a day');
    const nobody = await api('platform@demo.test', 'POST', LEAVE_REQUESTS.path, { kind: 'FullDays', startDay: `${year}-04-06`, endDay: `${year}-04-06`, employeeId: seedIds.user('tenant@demo.test') });
    assert.equal(error(nobody), 'This person is not set up for leave: add them under Settings > Leave settings > Employees first');
    assert.equal((await api('tenant@demo.test', 'GET', LEAVE_REQUESTS.path)).status, 403, 'leave is the platform staff\'s');
  });

  it('settings: an employee\'s allowance changes the balance; a holiday added is no longer counted; a year of holidays is imported once', async () => {
    const edited = await api('platform@demo.test', 'PUT', `${LEAVE_EMPLOYEES.path}/${OPS}`, { userId: OPS, countryId: 'TR', annualAllowanceDays: 20.5, hoursPerDay: 8 });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    assert.equal((await balanceOf(OPS)).allowance, 20.5);
    assert.equal((await api('platform@demo.test', 'POST', LEAVE_EMPLOYEES.path, { userId: seedIds.user('tenant@demo.test'), countryId: 'GB', annualAllowanceDays: 20, hoursPerDay: 8 })).status, 400, 'a tenant\'s user is not the platform\'s staff');

    const added = await api('platform@demo.test', 'POST', PUBLIC_HOLIDAYS.path, { countryId: 'TR', day: `${year}-08-03`, name: 'Company day' });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const request = await api('ops@demo.test', 'POST', LEAVE_REQUESTS.path, { kind: 'FullDays', startDay: `${year}-08-02`, endDay: `${year}-08-06` });
    assert.equal(request.status, 201, JSON.stringify(request.body));
    assert.equal(request.body.days, new Date(`${year}-08-03T00:00:00Z`).getUTCDay() % 6 === 0 ? 5 : 4, 'the new holiday is not counted');

    const imported = await api('platform@demo.test', 'POST', 'leave/holidays/import', { countryId: 'DE', year });
    assert.equal(imported.status, 200);
    assert.ok(imported.body.added >= 9, JSON.stringify(imported.body));
    assert.deepEqual((await api('platform@demo.test', 'POST', 'leave/holidays/import', { countryId: 'DE', year })).body, { added: 0, kept: imported.body.added });
  });
});
