// Also on embedded PGlite: a mutating call holds the single connection for its transaction, the job queue and the mail on it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { AUDIT_ACTION_NAMES, AUDIT_TARGET_NAMES, auditActionOf, defineEndpoint } from '@portal/contracts';
import { auditEvents, supportLabels } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { apiRoute, registeredApiRoutes } from '../src/http/api-route';
import { AUDIT_EXEMPT, auditedActions, auditedRoutes, auditedTargets, isMutating } from '../src/http/audit-trail';
import type { ApiDeps } from '../src/http/deps';
import { conflict } from '../src/http/resource-routes';
import { API_PREFIX, recordedRoutes, recordRoutes } from '../src/http/route-table';
import { installErrorHandler } from '../src/http/errors';
import { inCallTransaction, transactionAware } from '../src/db/transaction-scope';
import { canonicalize } from 'json-canonicalize';
import { canonicalAround, eventHash, hashedDocument } from '../src/lib/audit/chain';
import { canonicalStored, STORED_COLUMNS, type StoredRow } from '../src/lib/audit/stored-rows';
import { appendAuditEvent, type NewAuditEvent } from '../src/lib/audit/writer';
import { masked, MASKED } from '../src/lib/audit/mask';
import { verifyAuditChains } from '../src/lib/audit/verify';
import { newId } from '../src/lib/ids';
import { loadPrincipal } from '../src/modules/users/repository';
import { apiSuite } from './helpers/api-suite';
import { parseCsv } from './helpers/parse-csv';

const ACME = seedIds.tenant('acme');
const GLOBEX = seedIds.tenant('globex');
const core = (path: string) => `/svc/core/${path}`;
const merchantApi = (path: string) => `/svc/merchant/api/v1/${path}`;

/** The events a request wrote, by the request id it sent. */
const eventsOf = (db: ApiDeps['db'], requestId: string) => db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));

/** Runs `sql` on audit_events with its append-only trigger off, as an intruder with the owner's rights could. */
async function withTriggerOff(db: ApiDeps['db'], statement: ReturnType<typeof sql>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
  });
}

describe('audit log', () => {
  const api = apiSuite(['tenant', 'tenant2', 'platform']);

  it('every mutating route under the API prefix is audited or exempt with a reason, and the exemptions name real routes', () => {
    const app = api.server.server.app;
    const underPrefix = recordedRoutes(app).filter((r) => r.split(' ')[1]!.startsWith(`${API_PREFIX}/`));
    const mutating = [...new Set(underPrefix)].filter((r) => isMutating(r.split(' ')[0]!));
    assert.ok(mutating.length > 100, `the registry lists the mutating routes (${mutating.length})`);
    const audited = auditedRoutes(app);
    const declared = registeredApiRoutes(app);
    const exemptUrls = new Set(declared.filter((r) => Object.keys(AUDIT_EXEMPT).some((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return r.method === method && (r.url.endsWith(`/${path}`));
    })).map((r) => `${r.method} ${r.url}`));
    assert.deepEqual(mutating.filter((r) => !audited.has(r) && !exemptUrls.has(r)), [], 'mutating routes that write no audit event');
    for (const [key, reason] of Object.entries(AUDIT_EXEMPT)) {
      const [method, path] = key.split(' ') as [string, string];
      assert.ok(declared.some((r) => r.method === method && r.url.endsWith(`/${path}`)), `exemption "${key}" names a registered route`);
      assert.ok(reason.length > 20, `exemption "${key}" says why`);
    }
  });

  it('each mutating route that answers 2xx wrote exactly one event with its action; a refusal inside the handler is logged as refused', async () => {
    const app = api.server.server.app;
    const audited = [...auditedRoutes(app)].filter((r) => !r.includes('/api/v1/crm/') || !auditedRoutes(app).has(r.replace('/api/v1/crm/', '/api/v1/')));
    const byUrl = new Map(registeredApiRoutes(app).map((r) => [`${r.method} ${r.url}`, r]));
    const missing: string[] = [];
    let answered2xx = 0;
    for (const route of audited) {
      const [method, url] = route.split(' ') as [string, string];
      assert.ok(byUrl.has(route));
      const requestId = randomUUID();
      const path = url.replace(/:[A-Za-z]+/g, () => randomUUID());
      const answer = await api.call('tenant', method, path, { body: method === 'DELETE' ? undefined : {}, headers: { 'x-request-id': requestId } });
      const events = await eventsOf(api.db, requestId);
      if (answer.status >= 200 && answer.status < 300) {
        answered2xx++;
        if (events.length !== 1 || events[0]!.outcome !== 'ok') missing.push(`${route} answered ${answer.status} with ${events.length} events`);
      } else if (events.length > 1 || (events.length === 1 && events[0]!.outcome !== 'refused')) {
        missing.push(`${route} answered ${answer.status} with ${events.length} events`);
      }
    }
    assert.deepEqual(missing, []);
    assert.ok(answered2xx > 0, 'some calls got through (the walk is not only refusals)');
  });

  it('an event says who did what to which object, in which tenant, with the changed fields', async () => {
    const requestId = randomUUID();
    const created = await api.call('tenant', 'POST', core('support/label'), { body: { value: 'Audited label', color: '#223344' }, headers: { 'x-request-id': requestId, 'user-agent': 'audit-test/1.0', mode: 'Live' } });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const labelId = (created.body as { labelId: string }).labelId;
    const [event] = await eventsOf(api.db, requestId);
    assert.ok(event);
    assert.equal(event.action, 'support.label.create');
    assert.equal(event.targetType, 'label');
    assert.equal(event.targetId, labelId);
    assert.equal(event.tenantId, ACME);
    assert.equal(event.chain, ACME);
    assert.equal(event.actorEmail, 'tenant@demo.test');
    assert.equal(event.actorUserId, seedIds.user('tenant@demo.test'));
    assert.equal(event.mode, 'Live');
    assert.equal(event.userAgent, 'audit-test/1.0');
    assert.ok(event.ip);
    // What the target was called, kept with the event: the label reads as it was even after a rename.
    assert.deepEqual(event.changes, { before: null, after: { value: 'Audited label', color: '#223344' }, label: 'Audited label' });
    assert.equal(event.hash, eventHash(event, event.prevHash));
  });

  it('routes outside the resource layer log the stored value before and after: a user\'s data permissions and status', async () => {
    const viewer = seedIds.user('tenant-viewer@demo.test');
    const blueBottle = seedIds.merchant('blue-bottle');
    const limitId = randomUUID();
    const limited = await api.call('platform', 'PUT', merchantApi(`users/crm/${viewer}/merchantpermissions`), { body: { allMerchants: false, merchantIds: [blueBottle] }, headers: { 'x-request-id': limitId } });
    assert.equal(limited.status, 200, JSON.stringify(limited.body));
    const [limit] = await eventsOf(api.db, limitId);
    assert.deepEqual([limit?.targetType, limit?.targetId, limit?.tenantId], ['user', viewer, ACME]);
    assert.deepEqual(limit?.changes, { before: { merchantPermissions: null }, after: { merchantPermissions: [blueBottle] }, label: 'tenant-viewer@demo.test' });

    const freeId = randomUUID();
    await api.call('platform', 'PUT', merchantApi(`users/crm/${viewer}/merchantpermissions`), { body: { allMerchants: true, merchantIds: [] }, headers: { 'x-request-id': freeId } });
    assert.deepEqual((await eventsOf(api.db, freeId))[0]?.changes, { before: { merchantPermissions: [blueBottle] }, after: { merchantPermissions: null }, label: 'tenant-viewer@demo.test' });

    // A merchant user's deactivation: the row's status before and after, nothing that did not change.
    const merchantUser = seedIds.user('merchant-approver@demo.test');
    const offId = randomUUID();
    const off = await api.call('platform', 'PUT', merchantApi(`users/${merchantUser}/activation`), { body: { isActive: false }, headers: { 'x-request-id': offId } });
    assert.equal(off.status, 200, JSON.stringify(off.body));
    const [deactivated] = await eventsOf(api.db, offId);
    assert.deepEqual(deactivated?.changes, { before: { status: 'Active' }, after: { status: 'Inactive' }, label: 'merchant-approver@demo.test' });
    assert.equal(deactivated?.merchantId, off.body.merchantId);
    await api.call('platform', 'PUT', merchantApi(`users/${merchantUser}/activation`), { body: { isActive: true } });
  });

  it('the resource layer logs only the changed fields, before and after', async () => {
    const created = await api.call('platform', 'POST', merchantApi('settings/currencies'), { body: { code: 'XAU', numericCode: '959', name: 'Gold', symbol: 'oz', decimalPlaces: 2, isActive: true } });
    if (created.status !== 201) return assert.fail(`currency create answered ${created.status}: ${JSON.stringify(created.body)}`);
    const requestId = randomUUID();
    const updated = await api.call('platform', 'PUT', merchantApi('settings/currencies/XAU'), { body: { code: 'XAU', numericCode: '959', name: 'Gold (troy ounce)', symbol: 'oz', decimalPlaces: 2, isActive: true }, headers: { 'x-request-id': requestId } });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    const [event] = await eventsOf(api.db, requestId);
    assert.ok(event);
    assert.equal(event.action, 'settings.currencies.update');
    assert.equal(event.targetType, 'currencies');
    assert.equal(event.targetId, 'XAU');
    assert.equal(event.chain, 'platform');
    assert.equal(event.changes.before?.name, 'Gold');
    assert.equal(event.changes.after?.name, 'Gold (troy ounce)');
    assert.ok(!('decimalPlaces' in (event.changes.after ?? {})), 'unchanged fields are left out');
    assert.equal(event.changes.label, 'Gold (troy ounce)', 'the target as it is called after the change');

    // A unique violation aborts the call's transaction: the 409 still answers, and its refusal is logged on its own.
    const againId = randomUUID();
    const again = await api.call('platform', 'POST', merchantApi('settings/currencies'), { body: { code: 'XAU', numericCode: '959', name: 'Gold', symbol: 'oz', decimalPlaces: 2, isActive: true }, headers: { 'x-request-id': againId } });
    assert.equal(again.status, 409, JSON.stringify(again.body));
    const [refused] = await eventsOf(api.db, againId);
    assert.equal(refused?.outcome, 'refused');
    assert.match(refused?.changes.refusal ?? '', /^409 /);
    assert.equal((await api.call('platform', 'GET', merchantApi('settings/currencies/XAU'))).status, 200, 'the connection serves the next call');
  });

  it('a change and its event commit together: a failing call keeps neither, a refusal keeps what it wrote and is logged as refused', async () => {
    const db = transactionAware(api.db);
    const principal = await loadPrincipal(db, seedIds.user('tenant@demo.test'));
    assert.ok(principal);
    const app = Fastify();
    recordRoutes(app);
    installErrorHandler(app);
    const deps = { db } as ApiDeps;
    const labelValue = (what: string) => `label ${what} ${newId().slice(0, 8)}`;
    const endpoint = (path: string) => defineEndpoint({ method: 'POST', path, base: 'merchant', summary: path, tags: ['test'], body: { type: 'object', properties: { value: { type: 'string' } } }, responses: { 200: { type: 'object', properties: {} } } });
    const write = (value: string) => db.insert(supportLabels).values({ id: newId(), tenantId: ACME, value, color: '#000000' });
    apiRoute(app, deps, endpoint('audit-probe/fails'), { authenticate: async () => principal, handler: async ({ body }) => { await write(body.value as string); throw new Error('boom'); } });
    apiRoute(app, deps, endpoint('audit-probe/refuses'), { authenticate: async () => principal, handler: async ({ body }) => { await write(body.value as string); throw conflict('Refused on purpose'); } });
    await app.ready();
    try {
      const labelExists = async (value: string) => (await api.db.select().from(supportLabels).where(eq(supportLabels.value, value))).length === 1;
      const failed = labelValue('failed');
      const failedId = randomUUID();
      const a = await app.inject({ method: 'POST', url: '/svc/merchant/api/v1/audit-probe/fails', payload: { value: failed }, headers: { 'x-request-id': failedId } });
      assert.equal(a.statusCode, 500);
      assert.equal(await labelExists(failed), false, 'the change rolled back');
      assert.equal((await eventsOf(api.db, failedId)).length, 0, 'and its event with it');

      const refused = labelValue('refused');
      const refusedId = randomUUID();
      const b = await app.inject({ method: 'POST', url: '/svc/merchant/api/v1/audit-probe/refuses', payload: { value: refused }, headers: { 'x-request-id': refusedId } });
      assert.equal(b.statusCode, 409);
      assert.equal(await labelExists(refused), true, 'what the handler wrote before refusing stays, as before the audit log');
      const [event] = await eventsOf(api.db, refusedId);
      assert.equal(event?.outcome, 'refused');
      assert.equal(event?.changes.refusal, '409 Refused on purpose');
    } finally {
      await app.close();
    }
  });

  it('the table refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [any] = await api.db.select().from(auditEvents).limit(1);
    assert.ok(any);
    // drizzle wraps the database's error; its cause is PostgreSQL's refusal. The id is written inline: PGlite's
    // connection loses step after a trigger's exception in a parameterised statement (PostgreSQL does not).
    const refused = (op: string) => (error: { cause?: { message?: string } }) => { assert.equal(error.cause?.message, `audit_events is append-only: ${op} refused`); return true; };
    await assert.rejects(api.db.execute(sql.raw(`update audit_events set action = 'x' where id = '${any.id}'`)), refused('UPDATE'));
    await assert.rejects(api.db.execute(sql.raw(`delete from audit_events where id = '${any.id}'`)), refused('DELETE'));
    await assert.rejects(api.db.execute(sql`truncate audit_events`), refused('TRUNCATE'));
  });

  it('tenant staff see only their tenant\'s events; platform staff every tenant\'s', async () => {
    await api.call('tenant2', 'POST', core('support/label'), { body: { value: 'Globex label', color: '#445566' } });
    const globex = await api.call('tenant2', 'GET', merchantApi('audit/events?pageSize=100'));
    assert.equal(globex.status, 200, JSON.stringify(globex.body));
    const rows = (globex.body as { data: Array<{ id: string; tenantId: string }> }).data;
    assert.ok(rows.length > 0 && rows.every((r) => r.tenantId === GLOBEX), 'tenant2 sees Globex events only');
    const [acmeEvent] = await api.db.select().from(auditEvents).where(eq(auditEvents.tenantId, ACME)).limit(1);
    assert.equal((await api.call('tenant2', 'GET', merchantApi(`audit/events/${acmeEvent!.id}`))).status, 404);
    const asked = await api.call('tenant2', 'GET', merchantApi(`audit/events?tenants=${ACME}`));
    assert.deepEqual((asked.body as { data: unknown[] }).data, [], 'asking for Acme\'s events gives none');
    const exported = await api.call('tenant2', 'GET', merchantApi('audit/export'));
    assert.ok(!String(exported.body).includes(ACME), 'the export holds no Acme event');
    const all = await api.call('platform', 'GET', merchantApi('audit/events?pageSize=100'));
    const tenants = new Set((all.body as { data: Array<{ tenantId: string | null }> }).data.map((r) => r.tenantId));
    assert.ok(tenants.has(ACME) && tenants.has(GLOBEX) && tenants.has(null), 'platform staff see both tenants and the platform\'s own events');
    const verified = await api.call('tenant2', 'GET', merchantApi('audit/verify'));
    assert.deepEqual({ intact: verified.body.intact, chains: verified.body.chains }, { intact: true, chains: 1 });
  });

  it('filters by actor, action and target', async () => {
    const answer = await api.call('platform', 'GET', merchantApi(`audit/events?tenants=${ACME}&action=support.label&actor=tenant@`));
    const rows = (answer.body as { data: Array<{ action: string; actorEmail: string; tenantId: string }> }).data;
    assert.ok(rows.length > 0);
    assert.ok(rows.every((r) => r.action.startsWith('support.label') && r.actorEmail === 'tenant@demo.test' && r.tenantId === ACME));
    const target = await api.call('platform', 'GET', merchantApi('audit/events?targetType=currencies&targetId=XAU'));
    assert.ok((target.body as { data: unknown[] }).data.length >= 2);
    // By the name the page shows, in either language (Turkish case rules: "ETİKETİ"), in the list and the export alike.
    for (const name of ['support label created', 'DESTEK ETİKETİ OLUŞTURULDU']) {
      const byName = await api.call('tenant', 'GET', merchantApi(`audit/events?action=${encodeURIComponent(name)}`));
      const actions = (byName.body as { data: Array<{ action: string }> }).data.map((r) => r.action);
      assert.ok(actions.length > 0, `"${name}" finds the label's events`);
      assert.deepEqual([...new Set(actions)], ['support.label.create'], name);
    }
    const exported = await api.call('tenant', 'GET', merchantApi(`audit/export?action=${encodeURIComponent('Destek etiketi oluşturuldu')}`));
    const lines = String(exported.body).trim().split('\n').slice(1);
    assert.ok(lines.length > 0 && lines.every((line) => line.includes(',support.label.create,')), 'the export filters by the name too');
    // The target type by the name the Target column shows, in either language.
    for (const name of [AUDIT_TARGET_NAMES.currencies.en.toLowerCase(), AUDIT_TARGET_NAMES.currencies.tr.toLocaleUpperCase('tr')]) {
      const byTarget = await api.call('platform', 'GET', merchantApi(`audit/events?targetType=${encodeURIComponent(name)}&targetId=XAU`));
      const types = (byTarget.body as { data: Array<{ targetType: string }> }).data.map((r) => r.targetType);
      assert.ok(types.length >= 2, `"${name}" finds the currency's events`);
      assert.deepEqual([...new Set(types)], ['currencies'], name);
    }
    const exportedByTarget = await api.call('platform', 'GET', merchantApi(`audit/export?targetType=${encodeURIComponent(AUDIT_TARGET_NAMES.currencies.tr)}&targetId=XAU`));
    const targetLines = String(exportedByTarget.body).trim().split('\n').slice(1);
    assert.ok(targetLines.length > 0 && targetLines.every((line) => line.includes(',currencies,')), 'the export filters by the target\'s name too');
  });

  it('the export carries the chain fields: an auditor recomputes every hash offline', async () => {
    const answer = await api.call('tenant', 'GET', merchantApi('audit/export'));
    assert.equal(answer.status, 200);
    const [header, ...lines] = parseCsv(String(answer.body));
    assert.deepEqual(header?.slice(-2), ['prevHash', 'hash']);
    assert.ok(lines.length > 0);
    let previous: string | undefined;
    for (const line of lines) {
      const row = Object.fromEntries(header!.map((h, i) => [h, line[i] === '' ? null : line[i]!.replace(/^'(?=[=+\-@\t\r])/, '')]));
      const fields = { ...row, seq: Number(row.seq), occurredAt: new Date(row.occurredAt!), changes: JSON.parse(row.changes!) } as never;
      assert.equal(eventHash(fields, row.prevHash!), row.hash, `event ${row.id} recomputes`);
      if (previous) assert.equal(row.prevHash, previous, 'each event links to the one before');
      previous = row.hash!;
    }
  });

  it('concurrent calls of one tenant never fork its chain', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => api.call('tenant', 'POST', core('support/label'), { body: { value: `Parallel ${i}`, color: '#101010' } })));
    assert.ok(answers.every((a) => a.status === 200));
    assert.deepEqual(await verifyAuditChains(api.db, [ACME]), { intact: true, events: (await api.db.select().from(auditEvents).where(eq(auditEvents.chain, ACME))).length, chains: 1, broken: null });
  });

  it('verification finds an edited event and a deleted one, and says where', async () => {
    const before = await api.call('platform', 'GET', merchantApi('audit/verify'));
    assert.equal(before.body.intact, true, JSON.stringify(before.body));
    const chain = await api.db.select().from(auditEvents).where(eq(auditEvents.chain, ACME)).orderBy(auditEvents.seq);
    assert.ok(chain.length >= 3);
    const edited = chain[1]!;
    await withTriggerOff(api.db, sql`update audit_events set actor_email = 'someone-else@demo.test' where id = ${edited.id}`);
    const found = await api.call('tenant', 'GET', merchantApi('audit/verify'));
    assert.deepEqual(found.body.broken, { chain: ACME, eventId: edited.id, occurredAt: edited.occurredAt.toISOString(), seq: edited.seq, reason: 'changed' });
    assert.equal(found.body.intact, false);
    assert.deepEqual((await verifyAuditChains(api.db, [ACME], { workers: 1 })).broken, found.body.broken, 'hashed in a worker thread, the same link');
    await withTriggerOff(api.db, sql`update audit_events set actor_email = ${edited.actorEmail} where id = ${edited.id}`);
    assert.equal((await verifyAuditChains(api.db, [ACME])).intact, true, 'restored, it holds again');

    const deleted = chain[1]!;
    const next = chain[2]!;
    await withTriggerOff(api.db, sql`delete from audit_events where id = ${deleted.id}`);
    const gap = await verifyAuditChains(api.db, [ACME]);
    assert.deepEqual(gap.broken, { chain: ACME, eventId: next.id, occurredAt: next.occurredAt.toISOString(), seq: next.seq, reason: 'missing-before' });

    await api.db.insert(auditEvents).values(deleted);
    assert.equal((await verifyAuditChains(api.db, [ACME])).intact, true, 'put back, it holds again');

    // The newest events gone: nothing after them to notice, but the chain's head remembers where it ended.
    const last = (await api.db.select().from(auditEvents).where(eq(auditEvents.chain, ACME)).orderBy(sql`seq desc`).limit(2));
    await withTriggerOff(api.db, sql`delete from audit_events where id = ${last[0]!.id}`);
    const cut = await verifyAuditChains(api.db, [ACME]);
    assert.deepEqual(cut.broken, { chain: ACME, eventId: last[1]!.id, occurredAt: last[1]!.occurredAt.toISOString(), seq: last[1]!.seq, reason: 'missing-at-end' });
    await api.db.insert(auditEvents).values(last[0]!);
  });

  it('a run from the checkpoints reads only the newer events and finds the checkpoint\'s event changed; a full run finds an edit before it', async () => {
    const first = await verifyAuditChains(api.db, [ACME], { fromCheckpoint: true, recordCheckpoint: true });
    assert.equal(first.intact, true, JSON.stringify(first));
    await api.call('tenant', 'POST', core('support/label'), { body: { value: 'After the checkpoint', color: '#121212' } });
    const next = await verifyAuditChains(api.db, [ACME], { fromCheckpoint: true, recordCheckpoint: true });
    assert.deepEqual({ intact: next.intact, events: next.events, skipped: next.skipped }, { intact: true, events: 1, skipped: first.events + (first.skipped ?? 0) });

    const chain = await api.db.select().from(auditEvents).where(eq(auditEvents.chain, ACME)).orderBy(auditEvents.seq);
    const early = chain[0]!;
    const atCheckpoint = chain[chain.length - 1]!;
    await withTriggerOff(api.db, sql`update audit_events set action = 'edited' where id = ${early.id}`);
    try {
      assert.equal((await verifyAuditChains(api.db, [ACME], { fromCheckpoint: true })).intact, true, 'before the checkpoint: not read again');
      assert.equal((await verifyAuditChains(api.db, [ACME])).broken?.eventId, early.id, 'the full run finds it');
    } finally {
      await withTriggerOff(api.db, sql`update audit_events set action = ${early.action} where id = ${early.id}`);
    }
    await withTriggerOff(api.db, sql`update audit_events set target_id = 'edited' where id = ${atCheckpoint.id}`);
    try {
      const broken = await verifyAuditChains(api.db, [ACME], { fromCheckpoint: true });
      assert.deepEqual(broken.broken, { chain: ACME, eventId: atCheckpoint.id, occurredAt: atCheckpoint.occurredAt.toISOString(), seq: atCheckpoint.seq, reason: 'changed' });
    } finally {
      await withTriggerOff(api.db, sql`update audit_events set target_id = ${atCheckpoint.targetId} where id = ${atCheckpoint.id}`);
    }
  });

  it('the writer\'s canonical JSON (completed and hashed by the database) and the verifier\'s are RFC 8785\'s', async () => {
    const odd = 'quote " backslash \\ tab \t newline \n control \u0001 line separator \u2028 é 中 😀';
    const event: NewAuditEvent = {
      tenantId: GLOBEX, merchantId: null, actorUserId: null, actorEmail: odd, mode: null, action: 'probe.create', outcome: 'ok',
      targetType: 'probe', targetId: odd, requestId: randomUUID(), ip: null, userAgent: odd,
      changes: { before: null, after: { 'zé': 1, z: [1e21, 0.1, -0, 5e-7, true, null, { b: odd, a: '\u007f' }], '😀': 2, ä: 'x', A: 3 } },
    };
    const fields = { ...event, id: randomUUID(), chain: GLOBEX, occurredAt: new Date() };
    const parts = canonicalAround(fields);
    assert.equal(`${parts.beforePrevHash}${'a'.repeat(64)}${parts.beforeSeq}42${parts.afterSeq}`, canonicalize(hashedDocument({ ...fields, seq: 42 }, 'a'.repeat(64))));

    const appended = await inCallTransaction(transactionAware(api.db), (tx) => appendAuditEvent(tx, event));
    const [stored] = await api.db.select().from(auditEvents).where(eq(auditEvents.id, appended.id));
    assert.ok(stored);
    assert.equal(stored.hash, appended.hash);
    assert.equal(eventHash(stored, stored.prevHash), stored.hash, 'the hash the database made is the one JavaScript makes');
    const { rows: [row] } = await api.db.execute(sql`select ${sql.raw(STORED_COLUMNS)} from audit_events where id = ${appended.id}`);
    assert.equal(canonicalStored(Object.values(row!) as StoredRow), canonicalize(hashedDocument(stored, stored.prevHash)));
    assert.equal((await verifyAuditChains(api.db, [GLOBEX])).intact, true);
  });

  it('masks secrets by one rule: secret-named fields and card numbers', () => {
    assert.deepEqual(masked({ newPassword: 'hunter2', apiKey: 'k', client_secret: 's', accessToken: 't', scaCode: '123456', name: 'Ada', currencyCode: 'EUR', note: 'card 4111 1111 1111 1111 used', nested: [{ cardNumber: '4111111111111111' }] }), {
      newPassword: MASKED, apiKey: MASKED, client_secret: MASKED, accessToken: MASKED, scaCode: MASKED, name: 'Ada', currencyCode: 'EUR',
      note: 'card 411111******1111 used', nested: [{ cardNumber: MASKED }],
    });
    assert.deepEqual(masked({ content: 'x'.repeat(10_000) }), { content: `${'x'.repeat(200)}… (10000 characters)` });
  });

  it('names an action by its route', () => {
    assert.equal(auditActionOf({ method: 'POST', path: 'support/label' }), 'support.label.create');
    assert.equal(auditActionOf({ method: 'PUT', path: 'settings/currencies/:id' }), 'settings.currencies.update');
    assert.equal(auditActionOf({ method: 'DELETE', path: 'api/crm/transactions/:transactionId/notes/:noteId' }), 'crm.transactions.notes.delete');
  });

  it('every target type an audited route records has its name in English and Turkish on the audit log', () => {
    const recorded = [...auditedTargets(api.server.server.app)].sort();
    assert.ok(recorded.length > 100, `the audited routes and resources record their target types (${recorded.length})`);
    const named = AUDIT_TARGET_NAMES as Record<string, { en: string; tr: string } | undefined>;
    assert.deepEqual(recorded.filter((type) => !named[type]?.en || !named[type]?.tr), [], 'target types without a name in both languages');
  });

  it('every action an audited route records has its name in English and Turkish on the audit log, and every name is one a route records', () => {
    const recorded = [...auditedActions(api.server.server.app)].sort();
    assert.ok(recorded.length > 300, `the audited routes record their actions (${recorded.length})`);
    assert.deepEqual(recorded.filter((action) => !AUDIT_ACTION_NAMES[action]?.en || !AUDIT_ACTION_NAMES[action]?.tr), [], 'actions without a name in both languages');
    assert.deepEqual(Object.keys(AUDIT_ACTION_NAMES).filter((action) => !recorded.includes(action)), [], 'names of actions no route records');
    // One name for one action: two actions called alike would read as one on the page.
    for (const language of ['en', 'tr'] as const) {
      const byName = new Map<string, string[]>();
      for (const action of recorded) byName.set(AUDIT_ACTION_NAMES[action]![language], [...(byName.get(AUDIT_ACTION_NAMES[action]![language]) ?? []), action]);
      assert.deepEqual([...byName].filter(([, actions]) => actions.length > 1), [], `${language} names shared by two actions`);
    }
  });
});
