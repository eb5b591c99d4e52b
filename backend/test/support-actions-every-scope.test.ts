import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedIds } from '../src/db/seed';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { coreClient, type CoreClient } from './helpers/core';

const ACME = seedIds.tenant('acme');
const GLOBEX = seedIds.tenant('globex');
const BLUE = seedIds.merchant('blue-bottle');
const GARDEN = seedIds.merchant('globex-garden');
const OWN = 'ticketChannelType=TenantToPlatformTicketChannel';

type Item = { id: string; type: string; isUnread?: boolean; content?: string; newState?: string; newPriority?: string; user?: { name: string }; creator?: { name: string }; references?: unknown };
type Ticket = { status: string; priority: string; references: Array<{ key: string; value: string }>; label: { labelId: string; value: string } | null; unreadCount: number };

/**
 * The successful call of every ticket action in every scope (spec part 1 section 7), asserting what a user
 * would notice: the ticket field that changed, the feed item that appeared, the CSV's header and a row.
 * Refusals live in support-tickets.test.ts.
 */
describe('support actions succeed in every scope', () => {
  let t: TestServer;
  let merchant: CoreClient, tenant: CoreClient, tenant2: CoreClient, platform: CoreClient;

  before(async () => {
    t = await startTestServer();
    const c = async (e: string) => coreClient(t.origin, (await signIn(t.origin, `${e}@demo.test`)).tokens.access_token);
    [merchant, tenant, tenant2, platform] = await Promise.all(['merchant', 'tenant', 'tenant2', 'platform'].map(c)) as CoreClient[];
  });
  after(async () => { await t?.close(); });

  const lastOf = (feed: Item[], type: string) => [...feed].reverse().find((i) => i.type === type);
  const ok = async (call: Promise<{ status: number; text: string }>, label: string) => {
    const res = await call;
    assert.equal(res.status, 204, `${label}: ${res.text}`);
  };
  const labelId = async (client: CoreClient, value: string, query = '') =>
    ((await client.get(`support/labels${query}`)).body as Array<{ labelId: string; value: string }>).find((l) => l.value === value)!.labelId;

  it('tenant view of a customer ticket: priority, close, open, mark-comments-as-read, feed CSV export', async () => {
    const id = (await merchant.post('support/ticket', { ticketCategory: 'Billing', subject: 'Fees look wrong', description: 'March invoice' })).text;
    const T = (s = '') => `support/ticket/${BLUE}/${id}${s}`;

    await ok(tenant.post(T('/priority'), { priority: 'High' }), 'priority');
    const feed: Item[] = (await tenant.get(T('/feed'))).body;
    assert.equal(lastOf(feed, 'PriorityChangeItem')?.newPriority, 'High');
    assert.equal(lastOf(feed, 'PriorityChangeItem')?.user?.name, 'Tessa Tenant');
    assert.equal(((await merchant.get(`support/ticket/${id}`)).body as Ticket).priority, 'High', 'the merchant sees the new priority');

    await ok(tenant.post(T('/close')), 'close');
    assert.equal(((await merchant.get(`support/ticket/${id}`)).body as Ticket).status, 'Closed');
    assert.equal(lastOf((await merchant.get(`support/ticket/${id}/feed`)).body, 'StatusChangeFeedItem')?.newState, 'Closed');
    await ok(tenant.post(T('/open')), 'open');
    assert.equal(((await tenant.get(T())).body as Ticket).status, 'Opened');
    assert.equal(lastOf((await tenant.get(T('/feed'))).body, 'StatusChangeFeedItem')?.newState, 'Opened');

    await ok(merchant.post(`support/ticket/${id}/comment`, { content: '<p>Any news?</p>' }), 'merchant comment');
    const unreadForTenant = () => tenant.get('support/ticket/my?pageSize=100').then((r) => (r.body.data as Array<Ticket & { ticketId: string }>).find((x) => x.ticketId === id)!.unreadCount);
    assert.equal(lastOf((await tenant.get(T('/feed'))).body, 'CustomerCommentItem')?.isUnread, true);
    assert.equal(await unreadForTenant(), 1);
    await ok(tenant.post(T('/feed/mark-comments-as-read')), 'mark read');
    assert.equal(lastOf((await tenant.get(T('/feed'))).body, 'CustomerCommentItem')?.isUnread, false);
    assert.equal(await unreadForTenant(), 0);
    assert.equal(lastOf((await merchant.get(`support/ticket/${id}/feed`)).body, 'CustomerCommentItem')?.isUnread, false, 'the author never had it unread');

    const csv = await tenant.get(T('/feed/exportcsv'));
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-disposition')!, /attachment; filename="ticket-\d+-Fees-look-wrong-feed\.csv"/);
    const lines = csv.text.split('\r\n');
    assert.equal(lines[0], 'Timestamp,Type,User,Details');
    assert.ok(lines.some((l) => /^\d{4}-\d\d-\d\dT[^,]+,Priority change,Tessa Tenant,Priority changed to High$/.test(l)), csv.text);
    assert.ok(lines.some((l) => l.endsWith(',Customer comment,Mia Merchant,Any news?')), csv.text);
  });

  it('platform scope: priority, references, mark-comments-as-read, feed CSV export', async () => {
    const id = (await platform.post(`support/${ACME}/ticket`, { ticketCategory: 'Technical issue', subject: 'Webhook retries', description: 'Seen on our side' })).text;
    const P = (s = '') => `support/${ACME}/ticket/${id}${s}`;

    await ok(platform.post(P('/priority'), { priority: 'Low' }), 'priority');
    assert.equal(((await platform.get(P())).body as Ticket).priority, 'Low');
    assert.equal(((await tenant.get(`support/ticket/${id}?${OWN}`)).body as Ticket).priority, 'Low', 'the tenant sees the new priority');
    assert.equal(lastOf((await platform.get(P('/feed'))).body, 'PriorityChangeItem')?.user?.name, 'Paula Platform');

    const refs = [{ key: 'Customer', value: BLUE }, { key: 'Transaction', value: 'TX-BBC-0002' }];
    await ok(platform.post(P('/references'), { references: refs }), 'references');
    assert.deepEqual(((await platform.get(P())).body as Ticket).references.filter((r) => r.key !== 'createdOn'), refs);
    const refItem = lastOf((await tenant.get(`support/ticket/${id}/feed?${OWN}`)).body, 'ReferenceItem');
    assert.deepEqual(refItem?.references, refs);
    assert.equal(refItem?.creator?.name, 'Paula Platform');

    await ok(tenant.post(`support/ticket/${id}/comment?${OWN}`, { content: '<p>Retries every 5 minutes</p>' }), 'tenant comment');
    assert.equal(lastOf((await platform.get(P('/feed'))).body, 'TenantCommentItem')?.isUnread, true);
    await ok(platform.post(P('/feed/mark-comments-as-read')), 'mark read');
    assert.equal(lastOf((await platform.get(P('/feed'))).body, 'TenantCommentItem')?.isUnread, false);
    const listed = (await platform.get(`support/ticket?tenantId=${ACME}&pageSize=100`)).body.data.find((x: { ticketId: string }) => x.ticketId === id);
    assert.equal(listed.unreadCount, 0);

    const csv = await platform.get(P('/feed/exportcsv'));
    assert.equal(csv.status, 200);
    const lines = csv.text.split('\r\n');
    assert.equal(lines[0], 'Timestamp,Type,User,Details');
    assert.ok(lines.some((l) => l.endsWith(`,References,Paula Platform,Customer: ${BLUE}; Transaction: TX-BBC-0002`)), csv.text);
    assert.ok(lines.some((l) => l.endsWith(',Tenant comment,Tessa Tenant,Retries every 5 minutes')), csv.text);
  });

  it('the tenant\'s own tickets to the platform: close, priority, references, export, mark-read, label', async () => {
    const id = (await tenant.post('support/ticket', { ticketCategory: 'Account and access', subject: 'New user roles', description: 'Need a role' })).text;
    const O = (s = '') => `support/ticket/${id}${s}?${OWN}`;

    await ok(tenant.post(O('/priority'), { priority: 'High' }), 'priority');
    assert.equal(((await platform.get(`support/${ACME}/ticket/${id}`)).body as Ticket).priority, 'High', 'the platform sees the new priority');
    assert.equal(lastOf((await tenant.get(O('/feed'))).body, 'PriorityChangeItem')?.newPriority, 'High');

    await ok(tenant.post(O('/references'), { references: [{ key: 'Transaction', value: 'TX-SSS-0001' }] }), 'references of any Acme merchant');
    assert.deepEqual(((await tenant.get(O())).body as Ticket).references.filter((r) => r.key === 'Transaction'), [{ key: 'Transaction', value: 'TX-SSS-0001' }]);

    await ok(platform.post(`support/${ACME}/ticket/${id}/comment`, { content: '<p>Which permissions?</p>' }), 'platform comment');
    assert.equal(lastOf((await tenant.get(O('/feed'))).body, 'PlatformCommentItem')?.isUnread, true);
    await ok(tenant.post(O('/feed/mark-comments-as-read')), 'mark read');
    assert.equal(lastOf((await tenant.get(O('/feed'))).body, 'PlatformCommentItem')?.isUnread, false);

    const pending = await labelId(tenant, 'Pending');
    await ok(tenant.post(`support/ticket/${ACME}/${id}/set-support-label/${pending}`), 'set label (a = own tenantId)');
    assert.equal(((await tenant.get(O())).body as Ticket).label?.value, 'Pending');

    await ok(tenant.post(O('/close')), 'close');
    assert.equal(((await platform.get(`support/${ACME}/ticket/${id}`)).body as Ticket).status, 'Closed', 'the platform sees it closed');
    assert.equal(lastOf((await tenant.get(O('/feed'))).body, 'StatusChangeFeedItem')?.newState, 'Closed');

    const csv = await tenant.get(O('/feed/exportcsv'));
    assert.equal(csv.status, 200);
    const lines = csv.text.split('\r\n');
    assert.equal(lines[0], 'Timestamp,Type,User,Details');
    assert.ok(lines.some((l) => l.endsWith(',Status change,Tessa Tenant,Status changed to Closed')), csv.text);
    assert.ok(lines.some((l) => l.endsWith(',Platform comment,Paula Platform,Which permissions?')), csv.text);
    // A Turkish portal's file: the header, each line's kind and the change in Turkish; the comment as written.
    const turkish = (await tenant.get(O('/feed/exportcsv'), 'tr')).text.split('\r\n');
    assert.equal(turkish[0], 'Zaman,Tür,Kullanıcı,Ayrıntılar');
    assert.ok(turkish.some((l) => l.endsWith(',Durum değişikliği,Tessa Tenant,Durum Kapalı olarak değişti')), turkish.join('\n'));
    assert.ok(turkish.some((l) => l.endsWith(',Platform yorumu,Paula Platform,Which permissions?')), turkish.join('\n'));
  });

  it('platform sets a label on a tenant-to-platform ticket (a = tenantId)', async () => {
    const id = (await platform.post(`support/${GLOBEX}/ticket`, { ticketCategory: 'Billing', subject: 'Label me', description: 'd' })).text;
    const done = await labelId(platform, 'Done', `?tenantId=${GLOBEX}`);
    await ok(platform.post(`support/ticket/${GLOBEX}/${id}/set-support-label/${done}`), 'set label');
    assert.equal(((await platform.get(`support/${GLOBEX}/ticket/${id}`)).body as Ticket).label?.value, 'Done');
    assert.equal(((await tenant2.get(`support/ticket/${id}?${OWN}`)).body as Ticket).label?.value, 'Done', 'the tenant sees the label');
    const acmeLabel = await labelId(tenant, 'Done');
    const wrong = await platform.post(`support/ticket/${GLOBEX}/${id}/set-support-label/${acmeLabel}`);
    assert.deepEqual([wrong.status, wrong.body.error], [400, 'Label not found'], 'another tenant\'s label');
  });

  it('creates tickets with a label (tenant, platform); another tenant\'s label is refused', async () => {
    const inProgress = await labelId(tenant, 'In progress');
    const id = (await tenant.post('support/ticket', { ticketCategory: 'Other', subject: 'Labelled', description: 'd', labelId: inProgress })).text;
    const listed = (await tenant.get(`support/ticket/my?${OWN}&pageSize=100`)).body.data.find((x: { ticketId: string }) => x.ticketId === id);
    assert.equal(listed.label.value, 'In progress');

    const globexPending = await labelId(tenant2, 'Pending');
    const pid = (await platform.post(`support/${GLOBEX}/ticket`, { ticketCategory: 'Other', subject: 'Labelled too', description: 'd', labelId: globexPending })).text;
    assert.equal(((await platform.get(`support/${GLOBEX}/ticket/${pid}`)).body as Ticket).label?.value, 'Pending');

    const refused = await tenant.post('support/ticket', { ticketCategory: 'Other', subject: 'Wrong label', description: 'd', labelId: globexPending });
    assert.deepEqual([refused.status, refused.body.error], [400, 'Label not found']);
  });

  it('hides a merchant\'s internal comment from the tenant', async () => {
    const id = (await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'Private note', description: 'd' })).text;
    await ok(merchant.post(`support/ticket/${id}/comment`, { content: '<p>Ask the accountant first</p>', isInternal: true }), 'internal comment');
    const mine: Item[] = (await merchant.get(`support/ticket/${id}/feed`)).body;
    assert.equal(lastOf(mine, 'CustomerInternalCommentItem')?.content, '<p>Ask the accountant first</p>');
    const tenantFeed: Item[] = (await tenant.get(`support/ticket/${BLUE}/${id}/feed`)).body;
    assert.deepEqual(tenantFeed.map((i) => i.type), ['StatusChangeFeedItem']);
    const listed = (await tenant.get('support/ticket/my?pageSize=100')).body.data.find((x: { ticketId: string }) => x.ticketId === id);
    assert.equal(listed.unreadCount, 0, 'nothing unread for the tenant');
    assert.doesNotMatch((await tenant.get(`support/ticket/${BLUE}/${id}/feed/exportcsv`)).text, /accountant/);
  });

  it('refuses a Customer reference to another tenant\'s merchant', async () => {
    const own = (await tenant.post('support/ticket', { ticketCategory: 'Other', subject: 'Refs', description: 'd' })).text;
    const res = await tenant.post(`support/ticket/${own}/references?${OWN}`, { references: [{ key: 'Customer', value: GARDEN }] });
    assert.deepEqual([res.status, res.body.error], [403, 'You cannot access another tenant\'s data']);
    const created = await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'x', description: 'd', references: [{ key: 'Customer', value: GARDEN }] });
    assert.equal(created.status, 403);
    const platformSide = await platform.post(`support/${ACME}/ticket/${own}/references`, { references: [{ key: 'Customer', value: GARDEN }] });
    assert.equal(platformSide.status, 403);
    assert.deepEqual(((await tenant.get(`support/ticket/${own}?${OWN}`)).body as Ticket).references.filter((r) => r.key === 'Customer'), []);
  });

  it('labels: platform reads, updates and deletes a tenant\'s label with ?tenantId', async () => {
    const created = await platform.post(`support/label?tenantId=${GLOBEX}`, { value: 'Waiting on Globex', description: 'Their side', color: '#112233' });
    assert.equal(created.status, 200);
    const id = created.body.labelId as string;
    const got = await platform.get(`support/label/${id}?tenantId=${GLOBEX}`);
    assert.deepEqual([got.status, got.body.value, got.body.description, got.body.color], [200, 'Waiting on Globex', 'Their side', '#112233']);
    assert.equal((await platform.get(`support/label/${id}?tenantId=${ACME}`)).status, 404, 'not a label of Acme');
    assert.equal((await platform.get(`support/label/${id}`)).status, 400, 'the operator picks a tenant first');

    const put = await platform.put(`support/label/${id}?tenantId=${GLOBEX}`, { value: 'Waiting on bank', color: '#445566' });
    assert.deepEqual([put.status, put.body.value, put.body.color], [200, 'Waiting on bank', '#445566']);
    const globexValues = async () => ((await tenant2.get('support/labels')).body as Array<{ value: string }>).map((l) => l.value);
    assert.ok((await globexValues()).includes('Waiting on bank'), 'the tenant sees the change');

    assert.equal((await platform.delete(`support/label/${id}?tenantId=${ACME}`)).status, 404);
    assert.equal((await platform.delete(`support/label/${id}?tenantId=${GLOBEX}`)).status, 204);
    assert.equal((await platform.get(`support/label/${id}?tenantId=${GLOBEX}`)).status, 404);
    assert.ok(!(await globexValues()).includes('Waiting on bank'));
  });
});
