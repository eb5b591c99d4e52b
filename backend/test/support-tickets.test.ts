import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { coreClient, type CoreClient } from './helpers/core';
import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema';

const ACME = seedIds.tenant('acme');
const GLOBEX = seedIds.tenant('globex');
const BLUE = seedIds.merchant('blue-bottle');
const GARDEN = seedIds.merchant('globex-garden');
const SEEDED = stableId('ticket:acme-settlement');
const ESCALATED = stableId('ticket:acme-settlement-escalated');
const GLOBEX_TICKET = stableId('ticket:globex-onboarding');

describe('support tickets', () => {
  let t: TestServer;
  let merchant: CoreClient, merchant2: CoreClient, tenant: CoreClient, tenant2: CoreClient, platform: CoreClient, noproc: CoreClient;
  let tokens: Record<string, string>;

  before(async () => {
    t = await startTestServer();
    tokens = {};
    for (const email of ['merchant', 'merchant2', 'tenant', 'tenant2', 'platform', 'noprocessing']) {
      tokens[email] = (await signIn(t.origin, `${email}@demo.test`)).tokens.access_token;
    }
    const c = (k: string) => coreClient(t.origin, tokens[k]!);
    merchant = c('merchant'); merchant2 = c('merchant2'); tenant = c('tenant'); tenant2 = c('tenant2'); platform = c('platform'); noproc = c('noprocessing');
  });
  after(async () => { await t?.close(); });

  it('lists categories and refuses holders of no Support.Lookup permission', async () => {
    const res = await merchant.get('support/ticket-categories');
    assert.equal(res.status, 200);
    assert.ok(res.body.categories.includes('Technical issue'));
    assert.equal((await noproc.get('support/ticket-categories')).status, 403);
  });

  it('creates a merchant ticket (text id), lists it for the merchant and the tenant, not for Globex', async () => {
    const created = await merchant.post('support/ticket?ticketChannelType=CustomerToTenantTicketChannel', {
      ticketCategory: 'Technical issue', subject: 'Checkout button missing', description: 'Since this morning',
      contactEmail: 'mia@blue.test', priority: 'High', references: [{ key: 'createdOn', value: '/merchant/payments' }],
    });
    assert.equal(created.status, 200);
    assert.match(created.headers.get('content-type')!, /text\/plain/);
    const id = created.text;
    const mine = await merchant.get('support/ticket/my?ticketChannelType=CustomerToTenantTicketChannel&pageSize=50');
    assert.ok(mine.body.data.some((x: { ticketId: string }) => x.ticketId === id));
    const tenantList = await tenant.get('support/ticket/my?status=Opened&pageIndex=0&pageSize=10');
    assert.ok(tenantList.body.data.some((x: { ticketId: string }) => x.ticketId === id));
    const globex = await tenant2.get('support/ticket/my?pageSize=100');
    assert.ok(!globex.body.data.some((x: { ticketId: string }) => x.ticketId === id));
    const detail = await merchant.get(`support/ticket/${id}`);
    assert.equal(detail.body.priority, 'High');
    assert.equal(detail.body.ticketChannelType, 'CustomerToTenantTicketChannel');
    assert.deepEqual(detail.body.references, [{ key: 'createdOn', value: '/merchant/payments' }]);
    const feed = await merchant.get(`support/ticket/${id}/feed`);
    assert.equal(feed.body[0].type, 'StatusChangeFeedItem');
    assert.equal(feed.body[0].newState, 'Opened');
  });

  it('rejects a ticket without subject with a clear error', async () => {
    const res = await merchant.post('support/ticket', { ticketCategory: 'Technical issue', subject: ' ', description: 'x' });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'Subject is required');
  });

  it('hides tenant-internal comments from the merchant, shows public ones, tracks isUnread per reader', async () => {
    const id = (await merchant.post('support/ticket', { ticketCategory: 'Billing', subject: 'Invoice', description: 'Wrong VAT' })).text;
    assert.equal((await tenant.post(`support/ticket/${BLUE}/${id}/comment`, { content: '<p>secret note</p>', isInternal: true })).status, 204);
    assert.equal((await tenant.post(`support/ticket/${BLUE}/${id}/comment`, { content: '<p>public answer</p>' })).status, 204);
    const mfeed = (await merchant.get(`support/ticket/${id}/feed`)).body;
    assert.ok(!mfeed.some((i: { type: string }) => i.type === 'TenantInternalCommentItem'));
    const pub = mfeed.find((i: { type: string }) => i.type === 'TenantCommentItem');
    assert.equal(pub.content, '<p>public answer</p>');
    assert.equal(pub.isUnread, true);
    assert.equal((await merchant.get('support/ticket/my?pageSize=100')).body.data.find((x: { ticketId: string }) => x.ticketId === id).unreadCount, 1);
    const tfeed = (await tenant.get(`support/ticket/${BLUE}/${id}/feed`)).body;
    assert.ok(tfeed.some((i: { type: string }) => i.type === 'TenantInternalCommentItem'));
    assert.equal(tfeed.find((i: { type: string }) => i.type === 'TenantCommentItem').isUnread, false, 'own comment is never unread');
    assert.equal((await merchant.post(`support/ticket/${id}/feed/mark-comments-as-read`)).status, 204);
    assert.equal((await merchant.get(`support/ticket/${id}/feed`)).body.find((i: { type: string }) => i.type === 'TenantCommentItem').isUnread, false);
    // The merchant was told of the public comment only, with a link to its ticket page.
    const notes = await t.server.database.db.select().from(notifications).where(eq(notifications.userId, seedIds.user('merchant@demo.test')));
    assert.equal(notes.filter((n) => n.objectUrl === `/merchant/support-tickets/${id}`).length, 1);
  });

  it('hides platform-internal comments from the tenant on an escalated ticket', async () => {
    const tfeed = (await tenant.get(`support/ticket/${ESCALATED}/feed?ticketChannelType=TenantToPlatformTicketChannel`)).body;
    assert.ok(Array.isArray(tfeed));
    assert.ok(!tfeed.some((i: { type: string }) => i.type === 'PlatformInternalCommentItem'));
    assert.ok(tfeed.some((i: { type: string }) => i.type === 'PlatformCommentItem'));
    const pfeed = (await platform.get(`support/${ACME}/ticket/${ESCALATED}/feed`)).body;
    assert.ok(pfeed.some((i: { type: string }) => i.type === 'PlatformInternalCommentItem'));
    for (const kind of ['AssignmentItem', 'PriorityChangeItem', 'ExternalPartyInvitationItem', 'ExternalPartyCommentItem', 'StatusChangeFeedItem']) {
      assert.ok(pfeed.some((i: { type: string }) => i.type === kind), kind);
    }
  });

  it('escalates a customer ticket to a linked tenant-to-platform ticket the platform sees and the merchant does not', async () => {
    const id = (await merchant.post('support/ticket', { ticketCategory: 'Payments and settlements', subject: 'Chargeback', description: 'Help' })).text;
    const esc = await tenant.post(`support/ticket/${BLUE}/${id}/escalate`, { priority: 'High' });
    assert.equal(esc.status, 200);
    const newId = esc.text;
    const source = (await tenant.get(`support/ticket/${BLUE}/${id}`)).body;
    assert.equal(source.escalatedToTicketId, newId);
    const plat = await platform.get(`support/${ACME}/ticket/${newId}`);
    assert.equal(plat.body.ticketChannelType, 'TenantToPlatformTicketChannel');
    assert.equal(plat.body.escalatedFromTicketId, id);
    assert.equal(plat.body.tenantName, 'Acme Payments');
    assert.equal((await platform.get(`support/ticket?tenantId=${ACME}&pageSize=100`)).body.data.filter((x: { ticketId: string }) => x.ticketId === newId).length, 1);
    assert.equal((await merchant.get(`support/ticket/${newId}`)).status, 404);
    assert.equal((await tenant.post(`support/ticket/${BLUE}/${id}/escalate`, {})).status, 400);
    // platform assigns and closes; tenant sees both in its own-ticket view
    const pid = seedIds.user('platform@demo.test');
    assert.equal((await platform.post(`support/${ACME}/ticket/${newId}/assign`, { assignee: pid })).status, 204);
    assert.equal((await platform.post(`support/${ACME}/ticket/${newId}/close`)).status, 204);
    assert.equal((await platform.post(`support/${ACME}/ticket/${newId}/close`)).status, 400);
    const own = (await tenant.get(`support/ticket/${newId}?ticketChannelType=TenantToPlatformTicketChannel`)).body;
    assert.equal(own.status, 'Closed');
    assert.equal(own.assignee.id, pid);
    assert.equal((await tenant.post(`support/ticket/${newId}/open`)).status, 204);
  });

  it('runs the customer actions: priority, references, invite, close, reopen, feed CSV export', async () => {
    const id = (await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'Actions', description: 'd' })).text;
    assert.equal((await merchant.post(`support/ticket/${id}/priority`, { priority: 'Low' })).status, 204);
    assert.equal((await merchant.post(`support/ticket/${id}/priority`, { priority: 'Urgent' })).status, 400);
    assert.equal((await merchant.post(`support/ticket/${id}/references`, { references: [{ key: 'Transaction', value: 'TX-BBC-0001' }] })).status, 204);
    assert.equal((await merchant.post(`support/ticket/${id}/invite-external-party`, { externalPartyEmail: 'acc@x.test', invitationDescription: 'Accountant' })).status, 204);
    assert.equal((await merchant.post(`support/ticket/${id}/invite-external-party`, { externalPartyEmail: 'nope' })).status, 400);
    assert.equal((await merchant.post(`support/ticket/${id}/comment`, { content: '=HYPERLINK("x")' })).status, 204);
    assert.equal((await merchant.post(`support/ticket/${id}/close`)).status, 204);
    assert.equal((await merchant.post(`support/ticket/${id}/open`)).status, 204);
    const detail = (await merchant.get(`support/ticket/${id}`)).body;
    assert.equal(detail.priority, 'Low');
    assert.equal(detail.status, 'Opened');
    assert.equal(detail.invitedExternalParties[0].externalPartyEmail, 'acc@x.test');
    const types = (await merchant.get(`support/ticket/${id}/feed`)).body.map((i: { type: string }) => i.type);
    assert.deepEqual(types, ['StatusChangeFeedItem', 'PriorityChangeItem', 'ReferenceItem', 'ExternalPartyInvitationItem', 'CustomerCommentItem', 'StatusChangeFeedItem', 'StatusChangeFeedItem']);
    const csv = await merchant.get(`support/ticket/${id}/feed/exportcsv`);
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type')!, /text\/csv/);
    assert.match(csv.text, /^Timestamp,Type,User,Details\r\n/);
    assert.match(csv.text, /'=HYPERLINK/, 'formula cells are neutralised');
  });

  it('refuses every object id across tenants and merchants', async () => {
    // another merchant's / tenant's ticket in the customer scope
    for (const path of [`support/ticket/${SEEDED}`, `support/ticket/${SEEDED}/feed`, `support/ticket/${SEEDED}/feed/exportcsv`]) {
      assert.equal((await merchant2.get(path)).status, 404, path);
      assert.equal((await tenant2.get(path)).status, 404, path);
    }
    // Each action with a body it takes (an unknown field would be refused first, ADR 0074).
    const bodies: Record<string, object> = { comment: { content: 'x' }, priority: { priority: 'Low' } };
    for (const action of ['comment', 'close', 'open', 'priority', 'references', 'invite-external-party', 'feed/mark-comments-as-read']) {
      const body = bodies[action] ?? {};
      assert.equal((await merchant2.post(`support/ticket/${SEEDED}/${action}`, body)).status, 404, action);
      assert.equal((await tenant2.post(`support/ticket/${BLUE}/${SEEDED}/${action}`, body)).status, 403, action);
      assert.equal((await tenant.post(`support/ticket/${GARDEN}/${GLOBEX_TICKET}/${action}`, body)).status, 403, action);
    }
    assert.equal((await tenant2.post(`support/ticket/${BLUE}/${SEEDED}/escalate`)).status, 403);
    assert.equal((await tenant2.post(`support/ticket/${BLUE}/${SEEDED}/assign`, { assignee: seedIds.user('tenant2@demo.test') })).status, 403);
    assert.equal((await tenant2.get(`support/ticket/${GARDEN}/${SEEDED}`)).status, 404, 'own customer, other ticket');
    // assigning a Globex user to an Acme ticket
    assert.equal((await tenant.post(`support/ticket/${BLUE}/${SEEDED}/assign`, { assignee: seedIds.user('tenant2@demo.test') })).status, 403);
    // platform paths: wrong tenant in the path, and non-platform callers
    assert.equal((await platform.get(`support/${GLOBEX}/ticket/${ESCALATED}`)).status, 404);
    assert.equal((await tenant.get(`support/${ACME}/ticket/${ESCALATED}`)).status, 403);
    assert.equal((await tenant.get('support/ticket')).status, 403);
    assert.equal((await merchant.get('support/ticket/export')).status, 403);
    // a merchant cannot list another merchant's tickets by filter
    const list = await merchant.get(`support/ticket/my?customerId=${GARDEN}`);
    assert.equal(list.body.count, 0);
  });

  it('streams the platform export through the one CSV writer: headers, every ticket oldest first, zip files equal to the per-tenant csv', async () => {
    // A subject a spreadsheet would run as a formula, with a comma and quotes: neutralised and quoted.
    const created = await platform.post(`support/${ACME}/ticket`, {
      ticketCategory: 'Billing', subject: '=SUM(1,2) "export"', description: 'Streamed', contactEmails: ['x@acme.test'],
    });
    assert.equal(created.status, 200);
    const res = await platform.get('support/ticket/export?format=csv');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="tickets-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.split('\r\n');
    assert.equal(lines.pop(), '', 'every line ends in CRLF');
    assert.equal(lines[0], 'Ticket number,Ticket id,Tenant,Customer,Category,Subject,Status,Priority,Assignee,Label,Billable,Jira ticket,Initial request,Response,Resolution,Created on,Escalated from ticket');
    const list = (await platform.get('support/ticket?pageSize=100')).body;
    assert.equal(lines.length - 1, list.count, 'one line per tenant-to-platform ticket');
    const expectedIds = [...list.data].sort((a: { createdOn: string; ticketId: string }, b: { createdOn: string; ticketId: string }) =>
      a.createdOn.localeCompare(b.createdOn) || a.ticketId.localeCompare(b.ticketId)).map((x: { ticketId: string }) => x.ticketId);
    assert.deepEqual(lines.slice(1).map((l) => l.split(',')[1]), expectedIds, 'oldest first, no ticket twice');
    const mine = lines.find((l) => l.includes(created.text))!;
    const item = list.data.find((x: { ticketId: string }) => x.ticketId === created.text);
    assert.equal(mine, `${item.ticketNumber},${created.text},Acme Payments,,Billing,"'=SUM(1,2) ""export""",Opened,Medium,,,No,,${item.createdOn},,,${item.createdOn},`);

    // A Turkish portal's file: the header and the ticket's status, priority and billable in Turkish; names as written.
    const turkish = (await platform.get('support/ticket/export?format=csv', 'tr')).text.split('\r\n');
    assert.equal(turkish[0], 'Talep numarası,Talep kimliği,Kiracı,Müşteri,Kategori,Konu,Durum,Öncelik,Atanan,Etiket,Faturalandırılabilir,Jira kaydı,İlk talep zamanı,Yanıt zamanı,Çözüm zamanı,Oluşturulma,Taşındığı talep');
    assert.equal(turkish.find((l) => l.includes(created.text)), `${item.ticketNumber},${created.text},Acme Payments,,Faturalama,"'=SUM(1,2) ""export""",Açık,Orta,,,Hayır,,${item.createdOn},,,${item.createdOn},`);

    // Read page by page: a page size of 2 gives the same rows in the same order as one big page.
    const { exportTickets } = await import('../src/modules/support/tickets.repository');
    const { supportTickets } = await import('../src/db/schema');
    const scope = [eq(supportTickets.channelType, 'TenantToPlatformTicketChannel')];
    const read = async (pageSize: number) => { const ids: string[] = []; for await (const r of exportTickets(t.server.database.db, scope, {}, pageSize)) ids.push(r.row.id); return ids; };
    assert.deepEqual(await read(2), expectedIds);
    assert.deepEqual(await read(1000), expectedIds);

    const JSZip = (await import('jszip')).default;
    const zipRes = await platform.get(`support/ticket/export?format=zip&tenants=${encodeURIComponent(JSON.stringify([ACME, GLOBEX]))}`);
    assert.equal(zipRes.headers.get('content-type'), 'application/zip');
    const zip = await JSZip.loadAsync(zipRes.buf);
    const tenantsWithTickets = new Map<string, string>(list.data.map((x: { tenantId: string; tenantName: string }) => [`tickets-${x.tenantName.replace(/ /g, '-')}.csv`, x.tenantId]));
    assert.ok(tenantsWithTickets.size >= 1);
    assert.deepEqual(Object.keys(zip.files).sort(), [...tenantsWithTickets.keys()].sort(), 'one file per tenant that has tickets');
    for (const [name, tenantId] of tenantsWithTickets) {
      const one = await platform.get(`support/ticket/export?format=csv&tenants=${encodeURIComponent(JSON.stringify([tenantId]))}`);
      assert.equal(await zip.file(name)!.async('string'), one.text, `${name} is the tenant's csv`);
    }
    const empty = await JSZip.loadAsync((await platform.get('support/ticket/export?format=zip&status=Closed&searchKey=no-such-ticket-anywhere')).buf);
    assert.deepEqual(Object.keys(empty.files), ['tickets.csv']);
    assert.equal(await empty.file('tickets.csv')!.async('string'), `${lines[0]}\r\n`);
  });

  it('platform: create, billable, Jira, the three times, export csv and zip (scoping: support-scoping.test.ts)', async () => {
    const created = await platform.post(`support/${GLOBEX}/ticket`, {
      ticketCategory: 'Billing', subject: 'Invoice question', description: 'From the platform', contactEmails: ['a@globex.test'],
    });
    assert.equal(created.status, 200);
    const id = created.text;
    const P = (s: string) => `support/${GLOBEX}/ticket/${id}/${s}`;
    assert.equal((await platform.post(P('billable'), { tenantId: GLOBEX, ticketId: id })).status, 204);
    assert.equal((await platform.post(P('jira-ticket'), { jiraTicket: 'OPS-7' })).status, 204);
    assert.equal((await platform.post(P('initial-request-time'), { initialRequestDateTime: '2025-02-01T10:00:00.000Z' })).status, 204);
    assert.equal((await platform.post(P('response-time'), { responseDateTime: '2025-02-01T11:00:00.000Z' })).status, 204);
    assert.equal((await platform.post(P('resolution-time'), { resolutionDateTime: 'yesterday-ish' })).status, 400);
    assert.equal((await platform.post(P('resolution-time'), { resolutionDateTime: '2025-02-02T11:00:00.000Z' })).status, 204);
    let d = (await platform.get(`support/${GLOBEX}/ticket/${id}`)).body;
    assert.equal(d.billable, true);
    assert.equal(d.jiraTicket, 'OPS-7');
    assert.equal(d.initialRequestDateTime, '2025-02-01T10:00:00.000Z');
    assert.equal(d.resolutionDateTime, '2025-02-02T11:00:00.000Z');
    assert.deepEqual(d.contactEmails, ['a@globex.test']);
    assert.equal((await platform.post(P('non-billable'), { tenantId: GLOBEX, ticketId: id })).status, 204);
    d = (await platform.get(`support/${GLOBEX}/ticket/${id}`)).body;
    assert.equal(d.billable, false);
    const csv = await platform.get(`support/ticket/export?format=csv&tenants=${encodeURIComponent(JSON.stringify([GLOBEX]))}`);
    assert.equal(csv.status, 200);
    assert.match(csv.text, /Invoice question/);
    assert.doesNotMatch(csv.text, /Acme Payments/);
    const zip = await platform.get(`support/ticket/export?format=zip&tenants=${encodeURIComponent(JSON.stringify([ACME, GLOBEX]))}`);
    assert.equal(zip.headers.get('content-type'), 'application/zip');
    assert.equal(zip.buf.subarray(0, 2).toString(), 'PK');
    assert.equal((await platform.get('support/ticket/export?tenants=notjson')).status, 400);
  });
});
