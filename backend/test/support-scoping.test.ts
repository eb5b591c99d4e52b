import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { supportTickets } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { ManualClock } from '../src/modules/support/clock';
import { CUSTOMER, PLATFORM, TENANT } from '../src/modules/support/parties';
import { SCOPING_MIN_MS, SCOPING_STALE_MS } from '../src/modules/support/scoping';
import { supportServicesOf } from '../src/modules/support/services';
import { deriveTimings } from '../src/modules/support/timing-fields';
import type { FeedRow } from '../src/modules/support/feed.repository';
import { coreClient, type CoreClient } from './helpers/core';
import { signIn } from './helpers/oidc';
import { startTestServer, type TestServer } from './helpers/server';

const ACME = seedIds.tenant('acme');
type Item = { type: string; id: string; content?: string; timestamp: string; newState?: string };

describe('platform scoping', () => {
  let t: TestServer;
  let tenant: CoreClient, platform: CoreClient;
  let clock: ManualClock;
  const db = () => t.server.database.db;
  const services = () => supportServicesOf(t.server.app);
  const P = (id: string, s = '') => `support/${ACME}/ticket/${id}${s ? `/${s}` : ''}`;
  const status = async (id: string) => (await platform.get(P(id, 'scoping-status'))).body.scopingStatus as boolean;

  before(async () => {
    t = await startTestServer();
    tenant = coreClient(t.origin, (await signIn(t.origin, 'tenant@demo.test')).tokens.access_token);
    platform = coreClient(t.origin, (await signIn(t.origin, 'platform@demo.test')).tokens.access_token);
  });
  beforeEach(() => {
    clock = new ManualClock();
    services().clock = clock;
  });
  after(async () => { await t?.close(); });

  /** A tenant ticket to the platform with a tenant comment, a platform answer and a close; its times then wiped (as on old rows). */
  async function workedTicket(): Promise<{ id: string; feed: Item[] }> {
    const id = (await tenant.post('support/ticket?ticketChannelType=TenantToPlatformTicketChannel', {
      ticketCategory: 'Billing', subject: 'Fee question', description: 'Why this fee?',
    })).text;
    assert.equal((await tenant.post(`support/ticket/${id}/comment?ticketChannelType=TenantToPlatformTicketChannel`, { content: '<p>More detail</p>' })).status, 204);
    assert.equal((await platform.post(P(id, 'comment'), { content: '<p>Note to self</p>', isInternal: true })).status, 204);
    assert.equal((await platform.post(P(id, 'comment'), { content: '<p>Here is why</p>' })).status, 204);
    assert.equal((await platform.post(P(id, 'close'))).status, 204);
    await db().update(supportTickets).set({ initialRequestAt: null, responseAt: null, resolutionAt: null }).where(eq(supportTickets.id, id));
    return { id, feed: (await platform.get(P(id, 'feed'))).body };
  }

  it('runs while the operator polls, then writes the times the feed tells and reports them in a platform-internal comment', async () => {
    const { id, feed } = await workedTicket();
    assert.equal(await status(id), false);
    assert.equal((await platform.post(P(id, 'scoping'))).status, 204);
    assert.equal(await status(id), true);
    assert.equal((await platform.get(P(id))).body.scopingStatus, true, 'ticket details say so too');
    // A second start while running is not a second run.
    assert.equal((await platform.post(P(id, 'scoping'))).status, 204);
    clock.advance(SCOPING_MIN_MS - 1);
    assert.equal(await status(id), true, 'the run lasts at least SCOPING_MIN_MS');
    clock.advance(1);
    await services().scoping.settled(id);
    assert.equal(await status(id), false);

    const d = (await platform.get(P(id))).body;
    assert.equal(d.scopingStatus, false);
    assert.equal(d.initialRequestDateTime, feed.find((i) => i.newState === 'Opened')!.timestamp);
    assert.equal(d.responseDateTime, feed.find((i) => i.type === 'PlatformCommentItem')!.timestamp, 'first public answer by the other party');
    assert.equal(d.resolutionDateTime, feed.find((i) => i.newState === 'Closed')!.timestamp);

    const summaries = (await platform.get(P(id, 'feed'))).body.filter((i: Item) => i.content?.startsWith('<p>Scoping finished.</p>'));
    assert.equal(summaries.length, 1, 'one run, one report');
    assert.equal(summaries[0].type, 'PlatformInternalCommentItem');
    assert.match(summaries[0].content, /Response: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC \(was none\)/);
    const tenantFeed = (await tenant.get(`support/ticket/${id}/feed?ticketChannelType=TenantToPlatformTicketChannel`)).body;
    assert.ok(!tenantFeed.some((i: Item) => i.content?.includes('Scoping finished')), 'the tenant does not see the report');
  });

  it('never overwrites a time set by hand, neither when scoping nor when the ticket is reopened and closed', async () => {
    const { id, feed } = await workedTicket();
    assert.equal((await platform.post(P(id, 'response-time'), { responseDateTime: '2025-03-01T08:00:00.000Z' })).status, 204);
    assert.equal((await platform.post(P(id, 'resolution-time'), { resolutionDateTime: '2025-03-02T08:00:00.000Z' })).status, 204);
    assert.equal((await platform.post(P(id, 'open'))).status, 204);
    assert.equal((await platform.post(P(id, 'close'))).status, 204);
    assert.equal((await platform.post(P(id, 'scoping'))).status, 204);
    clock.advance(SCOPING_MIN_MS);
    await services().scoping.settled(id);
    const d = (await platform.get(P(id))).body;
    assert.equal(d.initialRequestDateTime, feed.find((i) => i.newState === 'Opened')!.timestamp, 'not set by hand: derived');
    assert.equal(d.responseDateTime, '2025-03-01T08:00:00.000Z');
    assert.equal(d.resolutionDateTime, '2025-03-02T08:00:00.000Z');
    const report = (await platform.get(P(id, 'feed'))).body.filter((i: Item) => i.content?.includes('Scoping finished')).at(-1);
    assert.match(report.content, /Response: 01\/03\/2025 08:00 UTC \(set by hand, kept\)/);
    assert.match(report.content, /Resolution: 02\/03\/2025 08:00 UTC \(set by hand, kept\)/);
  });

  it('forgets a run its process never finished once the deadline has passed, and can start again', async () => {
    const { id } = await workedTicket();
    await db().update(supportTickets).set({ scopingUntil: new Date(clock.now().getTime() + SCOPING_STALE_MS) }).where(eq(supportTickets.id, id));
    assert.equal(await status(id), true);
    assert.equal((await platform.post(P(id, 'scoping'))).status, 204, 'accepted, but the mark says a run is in progress');
    clock.advance(SCOPING_STALE_MS);
    await services().scoping.settled(id);
    assert.equal(await status(id), false);
    const reports = async () => (await platform.get(P(id, 'feed'))).body.filter((i: Item) => i.content?.includes('Scoping finished')).length;
    assert.equal(await reports(), 0, 'no second run was started while the mark was live');
    assert.equal((await platform.post(P(id, 'scoping'))).status, 204);
    assert.equal(await status(id), true, 'a new run started');
    clock.advance(SCOPING_MIN_MS);
    await services().scoping.settled(id);
    assert.equal(await status(id), false);
    assert.equal(await reports(), 1);
  });

  it('is platform only', async () => {
    const { id } = await workedTicket();
    assert.equal((await tenant.post(P(id, 'scoping'))).status, 403);
    assert.equal((await tenant.get(P(id, 'scoping-status'))).status, 403);
  });
});

describe('deriveTimings', () => {
  const at = (h: number) => new Date(Date.UTC(2025, 0, 1, h));
  const row = (type: string, h: number, data: Record<string, unknown> = {}, internalTo: number | null = null) =>
    ({ id: `${type}${h}`, ticketId: 't', type, actorId: 'u', internalTo, data, createdAt: at(h) }) as FeedRow;

  it('takes the first opening, the first public answer of another party and the last close while closed', () => {
    const feed = [
      row('StatusChangeFeedItem', 1, { newState: 'Opened' }),
      row('CustomerCommentItem', 2),
      row('ExternalPartyCommentItem', 3),
      row('TenantInternalCommentItem', 4, {}, TENANT),
      row('TenantCommentItem', 5),
      row('StatusChangeFeedItem', 6, { newState: 'Closed' }),
      row('StatusChangeFeedItem', 7, { newState: 'Opened' }),
      row('StatusChangeFeedItem', 8, { newState: 'Closed' }),
    ];
    assert.deepEqual(deriveTimings({ createdAt: at(0), createdByParty: CUSTOMER }, feed), { initialRequestAt: at(1), responseAt: at(5), resolutionAt: at(8) });
    assert.equal(deriveTimings({ createdAt: at(0), createdByParty: CUSTOMER }, feed.slice(0, 7)).resolutionAt, null, 'reopened: no resolution');
    assert.equal(deriveTimings({ createdAt: at(0), createdByParty: PLATFORM }, feed).responseAt?.getTime(), at(2).getTime());
    assert.deepEqual(deriveTimings({ createdAt: at(0), createdByParty: TENANT }, []), { initialRequestAt: at(0), responseAt: null, resolutionAt: null });
  });
});
