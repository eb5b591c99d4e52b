import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, count, eq, isNull } from 'drizzle-orm';
import { crmDeals, notifications } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
const ACME = seedIds.tenant('acme');
const TESSA = seedIds.user('tenant@demo.test');
const AVERY = seedIds.user('tenant-approver@demo.test');
const firstCustomer = stableId(`crm-organization:${ACME}:0`);
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Tasks, notes with mentions, the record timeline, the team and the CRM home (ADR 0092). */
describe('CRM tasks, notes, timeline and home', () => {
  const s = apiSuite(['tenant', 'tenant-approver', 'tenant2', 'platform', 'merchant']);
  const notificationsOf = (userId: string, type: string) => s.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.notificationType, type)));

  it('a task given to a colleague tells them with a link that opens it; one of their own tells nobody', async () => {
    const before = (await notificationsOf(AVERY, 'Task')).length;
    const bad = await s.call('tenant', 'POST', api('crm/tasks'), { body: { title: '  ', dueDate: isoDay(1), priority: 'Normal' } });
    assert.deepEqual([bad.status, bad.body.error], [400, 'A task needs a title']);
    const foreign = await s.call('tenant', 'POST', api('crm/tasks'), { body: { title: 'Call', dueDate: isoDay(1), priority: 'Normal', assigneeId: seedIds.user('tenant2@demo.test') } });
    assert.deepEqual([foreign.status, foreign.body.error], [400, 'The assignee must be a CRM user of this tenant']);
    const created = await s.call('tenant', 'POST', api('crm/tasks'), {
      body: { title: 'Send the pricing sheet', dueDate: '2026-12-04', priority: 'High', assigneeId: AVERY, relatedType: 'organization', relatedId: firstCustomer },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.state, 'Open');
    assert.equal(created.body.assigneeName, 'Avery Approver');
    assert.ok(created.body.relatedName, 'the task names its customer');
    const told = await notificationsOf(AVERY, 'Task');
    assert.equal(told.length, before + 1);
    const notice = told.find((n) => n.objectUrl === `/crm/tasks?open=${created.body.id}`);
    assert.ok(notice, 'the notification opens the task');
    assert.equal(notice.title, 'New task: Send the pricing sheet');
    assert.equal(notice.description, 'Tessa Tenant assigned you a task due 04/12/2026.');
    const own = await s.call('tenant', 'POST', api('crm/tasks'), { body: { title: 'Own reminder', dueDate: isoDay(2), priority: 'Low' } });
    assert.equal(own.body.assigneeId, TESSA, 'the creator by default');
    assert.equal((await notificationsOf(TESSA, 'Task')).filter((n) => n.objectUrl?.includes(own.body.id)).length, 0);
    // Re-saving without changing the assignee tells nobody again.
    await s.call('tenant', 'PUT', api(`crm/tasks/${created.body.id}`), { body: { title: 'Send the pricing sheet (EUR)', dueDate: '2026-12-04', priority: 'High', assigneeId: AVERY } });
    assert.equal((await notificationsOf(AVERY, 'Task')).length, before + 1);
  });

  it('the assignee completes the task from its link; the list filters open and done; other tenants do not see it', async () => {
    const created = await s.call('tenant', 'POST', api('crm/tasks'), { body: { title: 'Chase the UBO list', dueDate: isoDay(0), priority: 'Normal', assigneeId: AVERY } });
    const opened = await s.call('tenant-approver', 'GET', api(`crm/tasks/${created.body.id}`));
    assert.equal(opened.status, 200);
    const done = await s.call('tenant-approver', 'PUT', api(`crm/tasks/${created.body.id}/done`), { body: { done: true } });
    assert.deepEqual([done.status, done.body.state, done.body.doneByName], [200, 'Done', 'Avery Approver']);
    const open = await s.call('tenant-approver', 'GET', api(`crm/tasks?pageIndex=0&pageSize=100&state=Open&assigneeId=${AVERY}`));
    assert.ok(!open.body.data.some((t: { id: string }) => t.id === created.body.id));
    const finished = await s.call('tenant-approver', 'GET', api(`crm/tasks?pageIndex=0&pageSize=100&state=Done&assigneeId=${AVERY}`));
    assert.ok(finished.body.data.some((t: { id: string }) => t.id === created.body.id));
    const reopened = await s.call('tenant', 'PUT', api(`crm/tasks/${created.body.id}/done`), { body: { done: false } });
    assert.equal(reopened.body.state, 'Open');
    assert.equal((await s.call('tenant2', 'GET', api(`crm/tasks/${created.body.id}`))).status, 404);
    assert.equal((await s.call('tenant2', 'PUT', api(`crm/tasks/${created.body.id}/done`), { body: { done: true } })).status, 404);
    const other = await s.call('tenant2', 'POST', api('crm/tasks'), { body: { title: 'Spy', dueDate: isoDay(1), priority: 'Low', relatedType: 'organization', relatedId: firstCustomer } });
    assert.deepEqual([other.status, other.body.error], [400, 'Unknown record']);
    assert.equal((await s.call('merchant', 'GET', api('crm/tasks?pageIndex=0&pageSize=10'))).status, 403);
  });

  it('a note mentions colleagues (each told with a link to the record); only its author deletes it', async () => {
    const unknown = await s.call('tenant', 'POST', api(`crm/records/organization/${firstCustomer}/notes`), { body: { body: 'Hi', mentionIds: [seedIds.user('tenant2@demo.test')] } });
    assert.deepEqual([unknown.status, unknown.body.error], [400, 'Only CRM users of this tenant can be mentioned']);
    const note = await s.call('tenant', 'POST', api(`crm/records/organization/${firstCustomer}/notes`), { body: { body: 'Please review the EUR pricing', mentionIds: [AVERY] } });
    assert.equal(note.status, 201, JSON.stringify(note.body));
    assert.deepEqual(note.body.mentions, [{ id: AVERY, name: 'Avery Approver' }]);
    const mention = (await notificationsOf(AVERY, 'Mention')).find((n) => n.description === 'Please review the EUR pricing');
    assert.ok(mention);
    assert.equal(mention.objectUrl, `/crm/organizations?open=${firstCustomer}`);
    assert.match(mention.title, /^Tessa Tenant mentioned you on /);
    const refused = await s.call('tenant-approver', 'DELETE', api(`crm/notes/${note.body.refId}`));
    assert.deepEqual([refused.status, refused.body.error], [403, 'Only its author can delete a note']);
    assert.equal((await s.call('tenant2', 'POST', api(`crm/records/organization/${firstCustomer}/notes`), { body: { body: 'x' } })).status, 404);
    assert.equal((await s.call('tenant', 'DELETE', api(`crm/notes/${note.body.refId}`))).status, 204);
  });

  it("the timeline joins the record's notes, changes and tasks, newest first, page by page", async () => {
    const created = await s.call('tenant', 'POST', api('crm/organizations'), { body: { legalName: 'Timeline Foods Ltd', riskLevel: 'Low' } });
    const id = created.body.id as string;
    await s.call('tenant', 'PUT', api(`crm/organizations/${id}`), { body: { legalName: 'Timeline Foods Ltd', riskLevel: 'High' } });
    await s.call('tenant', 'POST', api('crm/tasks'), { body: { title: 'Ask for the risk documents', dueDate: isoDay(3), priority: 'Normal', relatedType: 'organization', relatedId: id } });
    await s.call('tenant', 'POST', api(`crm/records/organization/${id}/notes`), { body: { body: 'Risk raised after the call' } });
    const page = await s.call('tenant', 'GET', api(`crm/records/organization/${id}/timeline`));
    assert.equal(page.status, 200, JSON.stringify(page.body));
    assert.equal(page.body.record.name, 'Timeline Foods Ltd');
    assert.deepEqual(page.body.items.map((i: { kind: string }) => i.kind), ['note', 'task', 'change', 'change']);
    const update = page.body.items[2];
    assert.deepEqual(update.changes, [{ field: 'riskLevel', before: 'Low', after: 'High' }]);
    assert.equal(update.actorName, 'Tessa Tenant');
    assert.equal(page.body.nextBefore, null);
    const onlyNotes = await s.call('tenant', 'GET', api(`crm/records/organization/${id}/timeline?kinds=note`));
    assert.deepEqual(onlyNotes.body.items.map((i: { body: string }) => i.body), ['Risk raised after the call']);
    // Forty notes: the first page has thirty, the next the rest with the older entries.
    for (let n = 0; n < 40; n += 1) await s.call('tenant', 'POST', api(`crm/records/organization/${id}/notes`), { body: { body: `Note ${n}` } });
    const first = await s.call('tenant', 'GET', api(`crm/records/organization/${id}/timeline`));
    assert.equal(first.body.items.length, 30);
    assert.ok(first.body.nextBefore);
    const second = await s.call('tenant', 'GET', api(`crm/records/organization/${id}/timeline?before=${encodeURIComponent(first.body.nextBefore)}`));
    const all = [...first.body.items, ...second.body.items];
    assert.equal(all.length, 44);
    assert.equal(new Set(all.map((i: { id: string }) => i.id)).size, 44, 'no entry twice');
    assert.equal((await s.call('tenant2', 'GET', api(`crm/records/organization/${id}/timeline`))).status, 404);
  });

  it('the home counts my open, overdue and due-today tasks on my clock and lists my recent records; the team lists CRM users', async () => {
    const today = isoDay(0);
    const home = await s.call('tenant', 'GET', api(`crm/home?today=${today}`));
    assert.equal(home.status, 200, JSON.stringify(home.body));
    const open = await s.call('tenant', 'GET', api(`crm/tasks?pageIndex=0&pageSize=100&state=Open&assigneeId=${TESSA}`));
    assert.equal(open.status, 200, JSON.stringify(open.body));
    const rows = open.body.data as Array<{ dueDate: string }>;
    assert.equal(home.body.tasks.open, open.body.count);
    assert.equal(home.body.tasks.overdue, rows.filter((t) => t.dueDate < today).length);
    assert.equal(home.body.tasks.dueToday, rows.filter((t) => t.dueDate === today).length);
    assert.ok(home.body.tasks.overdue > 0 && home.body.tasks.dueToday > 0, 'the seed has overdue tasks and tasks due today');
    const dues = home.body.tasks.items.map((t: { dueDate: string }) => t.dueDate);
    assert.deepEqual(dues, [...dues].sort(), 'due first');
    assert.ok(home.body.recent.length > 0);
    const times = home.body.recent.map((r: { updatedAt: string }) => r.updatedAt);
    assert.deepEqual(times, [...times].sort().reverse(), 'last changed first');
    // The pipeline at a glance: my open opportunities per stage, as many as the table holds.
    const [mine] = await s.db.select({ n: count() }).from(crmDeals).where(and(eq(crmDeals.ownerId, TESSA), eq(crmDeals.kind, 'opportunity'), isNull(crmDeals.closedState)));
    const shown = home.body.pipelines.flatMap((p: { stages: Array<{ count: number }> }) => p.stages).reduce((sum: number, st: { count: number }) => sum + st.count, 0);
    assert.ok(mine!.n > 0, 'tenant@ owns open opportunities in the seed');
    assert.equal(shown, mine!.n);
    const team = await s.call('tenant', 'GET', api('crm/team'));
    assert.ok(team.body.some((u: { name: string }) => u.name === 'Avery Approver'));
    assert.ok(!team.body.some((u: { email: string }) => u.email === 'tenant2@demo.test'), "another tenant's users are not in the team");
  });
});
