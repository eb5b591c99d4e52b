import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { notifyReportGenerated, notifyUsers } from '../src/modules/notifications/notify';
import { purgeOldNotifications } from '../src/modules/notifications/repository';
import { seedNotifications } from '../src/modules/notifications/seed';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { apiClient, crm, v1 } from './helpers/api';

const BASE = 'v1/api/in-app-notifications';
const DAY = 86_400_000;

describe('in-app notifications API', () => {
  let t: TestServer;
  let merchant: ReturnType<typeof apiClient>;
  let tenant: ReturnType<typeof apiClient>;
  const db = () => t.server.database.db;
  const merchantId = seedIds.user('merchant@demo.test');
  const tenantId = seedIds.user('tenant@demo.test');

  before(async () => {
    t = await startTestServer();
    // Start from an empty list for the two users these tests look at (the seed is tested separately below).
    await db().delete(notifications).where(eq(notifications.userId, merchantId));
    await db().delete(notifications).where(eq(notifications.userId, tenantId));
    merchant = apiClient(t.origin, (await signIn(t.origin, 'merchant@demo.test')).tokens.access_token);
    tenant = apiClient(t.origin, (await signIn(t.origin, 'tenant@demo.test')).tokens.access_token);
  });
  after(async () => { await t?.close(); });

  const insert = async (userId: string, n: number, ageMs = (i: number) => i * 60_000) => {
    const base = Date.now();
    await db().insert(notifications).values(Array.from({ length: n }, (_, i) => ({
      id: crypto.randomUUID(), userId, title: `N${i}`, description: `d${i}`, notificationType: 'Task', created: new Date(base - ageMs(i)),
    })));
  };

  it('pages newest first with data, unreadNotificationCount and result success; an empty list is fine', async () => {
    const empty = await merchant.get(v1(`${BASE}?pageIndex=0&pageSize=10`));
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body, { result: 'success', data: [], unreadNotificationCount: 0 });

    await insert(merchantId, 12);
    const first = await merchant.get(v1(`${BASE}?pageIndex=0&pageSize=10`));
    assert.equal(first.body.data.length, 10);
    assert.equal(first.body.unreadNotificationCount, 12);
    assert.deepEqual(first.body.data.slice(0, 3).map((n: { title: string }) => n.title), ['N0', 'N1', 'N2']);
    assert.deepEqual(Object.keys(first.body.data[0]).sort(),
      ['created', 'description', 'icon', 'id', 'image', 'isRead', 'notificationType', 'objectUrl', 'title', 'useRouter']);
    const second = await merchant.get(v1(`${BASE}?pageIndex=1&pageSize=10`));
    assert.deepEqual(second.body.data.map((n: { title: string }) => n.title), ['N10', 'N11']);
    const bad = await merchant.get(v1(`${BASE}?pageIndex=-1&pageSize=10`));
    assert.equal(bad.status, 400);
  });

  it('lets a tenant-side user call the same API under /crm, and shows each user only their own', async () => {
    await notifyUsers(db(), [tenantId], { title: 'Tenant only', description: '', notificationType: 'Proposal', objectUrl: '/x' });
    const list = await tenant.get(crm(`${BASE}?pageIndex=0&pageSize=10`));
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.data.map((n: { title: string }) => n.title), ['Tenant only']);
    assert.equal(list.body.unreadNotificationCount, 1);
    const mine = await merchant.get(v1(`${BASE}?pageIndex=0&pageSize=50`));
    assert.ok(!mine.body.data.some((n: { title: string }) => n.title === 'Tenant only'));
  });

  it('answers 404 for another user\'s notification on read, mark-as-read and delete, and changes nothing', async () => {
    const theirs = (await tenant.get(crm(`${BASE}?pageIndex=0&pageSize=10`))).body.data[0].id as string;
    assert.equal((await merchant.get(v1(`${BASE}/${theirs}`))).status, 404);
    assert.equal((await merchant.put(v1(`${BASE}/mark-as-read/${theirs}`))).status, 404);
    assert.equal((await merchant.delete(v1(`${BASE}/${theirs}`))).status, 404);
    assert.equal((await merchant.get(v1(`${BASE}/not-a-uuid`))).status, 404);
    const still = await tenant.get(crm(`${BASE}/${theirs}`));
    assert.equal(still.status, 200);
    assert.equal(still.body.result, 'success');
    assert.equal(still.body.data.isRead, false);
    // Mark-all and delete-all of one user leave the other's alone.
    await merchant.post(v1(`${BASE}/mark-as-read`));
    await merchant.delete(v1(BASE));
    assert.equal((await tenant.get(crm(`${BASE}?pageIndex=0&pageSize=10`))).body.unreadNotificationCount, 1);
  });

  it('marks one and all read, deletes one and all, each answering result success with the new count', async () => {
    await insert(merchantId, 3);
    const ids = (await merchant.get(v1(`${BASE}?pageIndex=0&pageSize=10`))).body.data.map((n: { id: string }) => n.id) as string[];
    const one = await merchant.put(v1(`${BASE}/mark-as-read/${ids[0]}`));
    assert.equal(one.status, 200);
    assert.deepEqual(one.body, { result: 'success', unreadNotificationCount: 2 });
    assert.equal((await merchant.get(v1(`${BASE}/${ids[0]}`))).body.data.isRead, true);
    const all = await merchant.post(v1(`${BASE}/mark-as-read`));
    assert.deepEqual(all.body, { result: 'success', unreadNotificationCount: 0 });
    await insert(merchantId, 1);
    const del = await merchant.delete(v1(`${BASE}/${ids[1]}`));
    assert.deepEqual(del.body, { result: 'success', unreadNotificationCount: 1 });
    assert.equal((await merchant.get(v1(`${BASE}/${ids[1]}`))).status, 404);
    const delAll = await merchant.delete(v1(BASE));
    assert.deepEqual(delAll.body, { result: 'success', unreadNotificationCount: 0 });
    assert.deepEqual((await merchant.get(v1(`${BASE}?pageIndex=0&pageSize=10`))).body.data, []);
  });

  it('returns only notifications newer than the given created time (latest-since)', async () => {
    await notifyUsers(db(), [merchantId], { title: 'Old', description: '', notificationType: 'Task' });
    const held = (await merchant.get(v1(`${BASE}?pageIndex=0&pageSize=10`))).body.data[0];
    await new Promise((r) => setTimeout(r, 5));
    await notifyUsers(db(), [merchantId], { title: 'Newer', description: '', notificationType: 'Agreement' });
    const latest = await merchant.get(v1(`${BASE}/latest?since=${encodeURIComponent(held.created)}`));
    assert.equal(latest.status, 200);
    assert.equal(latest.body.result, 'success');
    assert.deepEqual(latest.body.data.map((n: { title: string }) => n.title), ['Newer']);
    assert.equal(latest.body.unreadNotificationCount, 2);
    assert.equal((await merchant.get(v1(`${BASE}/latest`))).status, 400);
    assert.equal((await merchant.get(v1(`${BASE}/latest?since=yesterday`))).status, 400);
  });

  it('purges notifications older than 30 days (fixed clock), and hides them on read', async () => {
    await merchant.delete(v1(BASE));
    await insert(merchantId, 3, (i) => [DAY, 29 * DAY, 31 * DAY][i]!);
    const list = await merchant.get(v1(`${BASE}?pageIndex=0&pageSize=10`));
    assert.deepEqual(list.body.data.map((n: { title: string }) => n.title), ['N0', 'N1']);
    // A clock 2 days later: the 29-day-old one goes too.
    const gone = await purgeOldNotifications(db(), new Date(Date.now() + 2 * DAY));
    assert.equal(gone >= 1, true);
    assert.deepEqual((await merchant.get(v1(`${BASE}?pageIndex=0&pageSize=10`))).body.data.map((n: { title: string }) => n.title), ['N0']);
  });

  it('downloads a generated report for its owner only, through the ReportGenerated notification', async () => {
    await notifyReportGenerated(db(), merchantId, { fileName: 'tickets.csv', contentType: 'text/csv', content: 'a,b\n1,2\n', title: 'Tickets export ready' });
    const [n] = (await merchant.get(v1(`${BASE}?pageIndex=0&pageSize=1`))).body.data;
    assert.equal(n.notificationType, 'ReportGenerated');
    assert.equal(n.useRouter, false);
    assert.match(n.objectUrl, /^v1\/api\/in-app-notifications\/reports\/[0-9a-f-]{36}\/download$/);
    const res = await fetch(`${t.origin}/svc/merchant/${v1(n.objectUrl)}`, { headers: { authorization: `Bearer ${(await signIn(t.origin, 'merchant@demo.test')).tokens.access_token}` } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(res.headers.get('content-disposition') ?? '', /filename="tickets.csv"/);
    assert.equal(await res.text(), 'a,b\n1,2\n');
    assert.equal((await tenant.get(crm(n.objectUrl))).status, 404);
    assert.equal((await apiClient(t.origin).get(v1(n.objectUrl))).status, 401);
  });

  it('seeds a few of every type for the demo accounts, idempotently, with downloadable csv reports', async () => {
    const merchant2 = apiClient(t.origin, (await signIn(t.origin, 'merchant2@demo.test')).tokens.access_token);
    const all = (await merchant2.get(v1(`${BASE}?pageIndex=0&pageSize=100`))).body.data as Array<{ notificationType: string; objectUrl: string }>;
    const types = new Set(all.map((n) => n.notificationType));
    for (const type of ['PreCheckForm', 'Proposal', 'Agreement', 'BoardingDocuments', 'Task', 'TransactionVelocityAlert', 'ReportGenerated']) {
      assert.ok(types.has(type), type);
    }
    await seedNotifications(db());
    const again = (await merchant2.get(v1(`${BASE}?pageIndex=0&pageSize=100`))).body.data;
    assert.equal(again.length, all.length);
    const report = all.find((n) => n.notificationType === 'ReportGenerated')!;
    const token = (await signIn(t.origin, 'merchant2@demo.test')).tokens.access_token;
    const csv = await fetch(`${t.origin}/svc/merchant/${v1(report.objectUrl)}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(csv.status, 200);
    assert.match(await csv.text(), /^Date,/);
  });
});
