import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seedIds } from '../src/db/seed';
import { blacklistEntries, jobRuns, notifications, scheduledJobs, webhookEndpoints, webhookMessages } from '../src/db/schema';
import { SCHEDULER_MESSAGES } from '@portal/contracts';
import type { JobQueue } from '../src/jobs/job-queue';
import { newId } from '../src/lib/ids';
import type { MailMessage, MailOutbox } from '../src/modules/mail/outbox';
import { periodIn } from '../src/modules/scheduler/job-catalogue';
import { executeRun } from '../src/modules/scheduler/run-job';
import { queueRun } from '../src/modules/scheduler/run-due-jobs';
import { schedulerCaller } from './helpers/scheduler-api';
import { startTestServer, type TestServer } from './helpers/server';
import { tokenFor } from './helpers/transaction-actions';

/**
 * The tenants' other custom job types (ADR 0114): a blacklist expiry sweep, a webhook replay and a report file by
 * e-mail, each run on a fixed clock with its log lines and output; their parameters refused by the server as the form
 * refuses them; and a tenant only ever touching its own data.
 */
describe('scheduler: the tenant job types', () => {
  let t: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  const ACME = seedIds.tenant('acme');
  const GLOBEX = seedIds.tenant('globex');
  const TENANT = seedIds.user('tenant@demo.test');
  const BLUE = seedIds.merchant('blue-bottle');
  const at = (iso: string) => new Date(iso);
  const jobs = { send: async () => newId(), inFlightFor: async () => 0 } as unknown as JobQueue;

  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const w of ['tenant', 'tenant2']) tokens[w] = await tokenFor(t, w);
  });
  after(async () => t?.close());

  const call = schedulerCaller(() => t, tokens);

  /** A job of Acme's owned by tenant@, run once now on the given clock; answers the run. */
  async function runJob(values: Partial<typeof scheduledJobs.$inferInsert>, now: Date, mail?: MailOutbox) {
    const id = newId();
    const [job] = await db.insert(scheduledJobs).values({
      id, jobType: 'BlacklistExpirySweep', name: `Job ${id.slice(0, 8)}`, tenantId: ACME, ownerUserId: TENANT, cron: '0 6 * * *',
      missedRunPolicy: 'skip', nextRunAt: at('2031-02-01T06:00:00Z'), ...values,
    }).returning();
    const runId = await queueRun(db, jobs, job!, 'manual', now);
    await executeRun(db, jobs, runId, () => now, mail ? { mail, publicOrigin: 'https://portal.example' } : {});
    return (await db.select().from(jobRuns).where(eq(jobRuns.id, runId)))[0]!;
  }

  async function endpointOf(tenantId: string, merchantId: string | null = null): Promise<string> {
    const id = newId();
    await db.insert(webhookEndpoints).values({ id, tenantId, merchantId, url: `https://hooks.example/${id.slice(0, 8)}`, eventTypes: ['transaction.captured'], enabled: false });
    return id;
  }
  async function failedMessage(endpointId: string, tenantId: string, createdAt: Date): Promise<string> {
    const id = `msg_${newId().replace(/-/g, '')}`;
    await db.insert(webhookMessages).values({ id, endpointId, tenantId, eventType: 'transaction.captured', payload: {}, status: 'Failed', attempts: 8, nextAttemptAt: createdAt, createdAt });
    return id;
  }

  it("the blacklist sweep removes the expired entries of the tenant's lists and its merchants', never another tenant's, and logs how many", async () => {
    const now = at('2031-02-01T06:00:00Z');
    const entry = (tenantId: string, merchantId: string | null, listType: string, value: string, expiresAt: Date | null) =>
      ({ id: newId(), tenantId, merchantId, listType, value, expiresAt });
    const rows = [
      entry(ACME, null, 'Email', 'gone@sweep.example', at('2031-01-31T00:00:00Z')),
      entry(ACME, BLUE, 'Ip', '198.51.100.77', at('2031-01-15T00:00:00Z')),
      entry(ACME, BLUE, 'Email', 'gone2@sweep.example', at('2031-02-01T05:59:59Z')),
      entry(ACME, null, 'Email', 'stays@sweep.example', at('2031-02-02T00:00:00Z')),
      entry(ACME, null, 'Bin', '42424299', null),
      entry(GLOBEX, null, 'Email', 'globex@sweep.example', at('2031-01-01T00:00:00Z')),
    ];
    await db.insert(blacklistEntries).values(rows);
    const run = await runJob({ jobType: 'BlacklistExpirySweep' }, now);
    assert.equal(run.outcome, 'Succeeded', run.error ?? '');
    assert.equal(run.logLines[0]!.text, 'Removed 3 expired blacklist entries of the tenant and its merchants (Email 2, Ip 1)');
    const left = await db.select({ value: blacklistEntries.value }).from(blacklistEntries).where(inArray(blacklistEntries.id, rows.map((r) => r.id)));
    assert.deepEqual(left.map((r) => r.value).sort(), ['42424299', 'globex@sweep.example', 'stays@sweep.example']);
  });

  it("the webhook replay queues again the endpoint's failed deliveries since its date through the replay path, and no other endpoint's", async () => {
    const mine = await endpointOf(ACME);
    const other = await endpointOf(ACME);
    const recent = [await failedMessage(mine, ACME, at('2031-01-05T10:00:00Z')), await failedMessage(mine, ACME, at('2031-01-20T10:00:00Z'))];
    const older = await failedMessage(mine, ACME, at('2030-12-20T10:00:00Z'));
    const otherOne = await failedMessage(other, ACME, at('2031-01-10T10:00:00Z'));
    const now = at('2031-02-01T06:00:00Z');
    const run = await runJob({ jobType: 'WebhookReplay', parameters: { endpointId: mine, since: '2031-01-01' } }, now);
    assert.equal(run.outcome, 'Succeeded', run.error ?? '');
    assert.match(run.logLines.map((l) => l.text).join('\n'), /Queued 2 failed deliveries since 2031-01-01 of https:\/\/hooks\.example\//);
    const status = async (id: string) => (await db.select().from(webhookMessages).where(eq(webhookMessages.id, id)))[0]!;
    for (const id of recent) assert.deepEqual([(await status(id)).status, (await status(id)).nextAttemptAt.toISOString()], ['Pending', now.toISOString()]);
    assert.equal((await status(older)).status, 'Failed');
    assert.equal((await status(otherOne)).status, 'Failed');
    // An endpoint that is no longer the tenant's (another tenant's id in the parameters): the run fails, nothing is touched.
    const theirs = await endpointOf(GLOBEX);
    const theirMessage = await failedMessage(theirs, GLOBEX, at('2031-01-10T10:00:00Z'));
    const refused = await runJob({ jobType: 'WebhookReplay', parameters: { endpointId: theirs, since: '2031-01-01' } }, now);
    assert.deepEqual([refused.outcome, refused.error], ['Failed', "The webhook endpoint is no longer the tenant's"]);
    assert.equal((await status(theirMessage)).status, 'Failed');
  });

  it("the report file by e-mail runs the report for the period on the owner's clock, stores the file as the run's output and e-mails the owner its link", async () => {
    const sent: MailMessage[] = [];
    const mail: MailOutbox = { send: async (m) => { sent.push(m); } };
    const now = at('2031-02-03T06:00:00Z');
    const run = await runJob({ jobType: 'ReportFileByEmail', name: 'Weekly summary', parameters: { reportId: 'transactions-summary', period: 'lastWeek' } }, now, mail);
    assert.equal(run.outcome, 'Succeeded', run.error ?? '');
    assert.equal(run.outputFileIds.length, 1);
    const [message] = sent;
    assert.equal(message?.to, 'tenant@demo.test');
    assert.equal(message?.link, 'https://portal.example/crm/settings/scheduler/process-logs', 'the page where the run\'s file downloads');
    assert.match(message!.subject, /^Transactions summary: transactions-summary-/);
    assert.match(message!.text, /Weekly summary/);
    const told = await db.select().from(notifications).where(eq(notifications.userId, TENANT));
    assert.ok(told.some((n) => n.objectUrl?.includes(run.outputFileIds[0]!)), 'the owner is told in the portal too');
    assert.match(run.logLines[0]!.text, /^Running Transactions summary \(Live\) from 2031-01-2\dT\d\d:00:00.000Z to 2031-02-0\dT/);
    const noMail = await runJob({ jobType: 'ReportFileByEmail', parameters: { reportId: 'transactions-summary', period: 'yesterday' } }, now);
    assert.deepEqual([noMail.outcome, noMail.error], ['Failed', 'No mail outbox is configured']);
  });

  it('names the periods on a clock: yesterday, the 7 days to yesterday, the previous month', () => {
    const now = at('2031-03-01T01:30:00Z');
    const iso = (p: { from: Date; to: Date }) => [p.from.toISOString(), p.to.toISOString()];
    assert.deepEqual(iso(periodIn(now, 'UTC', 'yesterday')), ['2031-02-28T00:00:00.000Z', '2031-03-01T00:00:00.000Z']);
    assert.deepEqual(iso(periodIn(now, 'Europe/Istanbul', 'lastWeek')), ['2031-02-21T21:00:00.000Z', '2031-02-28T21:00:00.000Z']);
    assert.deepEqual(iso(periodIn(now, 'Europe/Istanbul', 'lastMonth')), ['2031-01-31T21:00:00.000Z', '2031-02-28T21:00:00.000Z']);
  });

  describe('the API', () => {
    const base = { name: 'A job', cron: '0 6 * * *', missedRunPolicy: 'runOnce', merchantIds: [], paused: false };

    it("refuses each type's missing or wrong parameters as the form does, and another tenant's endpoint", async () => {
      const today = new Date().toISOString().slice(0, 10);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ jobType: 'WebhookReplay', since: today }, SCHEDULER_MESSAGES.endpoint],
        [{ jobType: 'WebhookReplay', endpointId: newId(), since: '2026-02-30' }, SCHEDULER_MESSAGES.since],
        [{ jobType: 'WebhookReplay', endpointId: newId(), since: '2999-01-01' }, SCHEDULER_MESSAGES.sinceFuture],
        [{ jobType: 'ReportFileByEmail', period: 'yesterday' }, SCHEDULER_MESSAGES.report],
        [{ jobType: 'ReportFileByEmail', reportId: 'alerts' }, SCHEDULER_MESSAGES.period],
      ];
      for (const [values, error] of cases) {
        const refused = await call('tenant', 'POST', 'custom-jobs', { ...base, ...values });
        assert.deepEqual([refused.status, refused.body.error], [400, error], JSON.stringify(values));
      }
      const globexEndpoint = await endpointOf(GLOBEX);
      const foreign = await call('tenant', 'POST', 'custom-jobs', { ...base, jobType: 'WebhookReplay', endpointId: globexEndpoint, since: today });
      assert.deepEqual([foreign.status, foreign.body.error], [404, SCHEDULER_MESSAGES.endpointNotFound]);
      const merchantEndpoint = await endpointOf(ACME, BLUE);
      assert.equal((await call('tenant', 'POST', 'custom-jobs', { ...base, jobType: 'WebhookReplay', endpointId: merchantEndpoint, since: today })).status, 404,
        "a merchant's own endpoint is not the tenant's to replay");
    });

    it('creates each type with its parameters, shown back; tenant2@ cannot read them', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const endpoint = await endpointOf(ACME);
      const replay = await call('tenant', 'POST', 'custom-jobs', { ...base, name: 'Replay', jobType: 'WebhookReplay', endpointId: endpoint, since: today });
      assert.equal(replay.status, 201, JSON.stringify(replay.body));
      assert.deepEqual([replay.body.endpointId, replay.body.since, replay.body.reportId], [endpoint, today, null]);
      const report = await call('tenant', 'POST', 'custom-jobs', { ...base, name: 'Report', jobType: 'ReportFileByEmail', reportId: 'alerts', period: 'lastMonth', endpointId: null, since: null });
      assert.deepEqual([report.status, report.body.reportId, report.body.period, report.body.endpointId], [201, 'alerts', 'lastMonth', null]);
      const sweep = await call('tenant', 'POST', 'custom-jobs', { ...base, name: 'Sweep', jobType: 'BlacklistExpirySweep' });
      assert.equal(sweep.status, 201);
      for (const id of [replay.body.id, report.body.id, sweep.body.id]) assert.equal((await call('tenant2', 'GET', `custom-jobs/${id}`)).status, 404);
    });
  });
});
