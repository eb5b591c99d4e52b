import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seedIds } from '../src/db/seed';
import { jobRuns, notifications, scheduledJobs, signInFailures } from '../src/db/schema';
import { SCHEDULER_MESSAGES, isValidCron } from '@portal/contracts';
import type { JobQueue } from '../src/jobs/job-queue';
import { newId } from '../src/lib/ids';
import { purgeJobRuns, yesterdayIn } from '../src/modules/scheduler/job-catalogue';
import { purgeIdleCounters } from '../src/modules/identity/sign-in-lockout';
import { JOB_RUN_QUEUE, runDueJobs, type JobRunMessage } from '../src/modules/scheduler/run-due-jobs';
import { executeRun } from '../src/modules/scheduler/run-job';
import { schedulerCaller } from './helpers/scheduler-api';
import { startTestServer, type TestServer } from './helpers/server';
import { tokenFor } from './helpers/transaction-actions';

/**
 * The scheduler (ADR 0103): the engine with a fake clock (times in 2031, which the running server's own minute
 * tick never reaches), and the API's refusals and scope: tenant2@ never sees nor changes Acme's custom jobs,
 * tenant staff cannot change a system job.
 */
describe('scheduler', () => {
  let t: TestServer;
  let db: Db;
  const tokens: Record<string, string> = {};
  const ACME = seedIds.tenant('acme');
  const TENANT = seedIds.user('tenant@demo.test');

  before(async () => {
    t = await startTestServer();
    db = t.server.database.db;
    for (const w of ['tenant', 'tenant2', 'platform', 'tenant-viewer']) tokens[w] = await tokenFor(t, w);
  });
  after(async () => t?.close());

  const call = schedulerCaller(() => t, tokens);

  /** A queue that records what is sent and runs nothing (the test runs each run itself, on its clock). */
  function fakeQueue(): JobQueue & { sent: JobRunMessage[] } {
    const sent: JobRunMessage[] = [];
    return {
      sent,
      send: async (queue: string, data: object) => { assert.equal(queue, JOB_RUN_QUEUE); sent.push(data as JobRunMessage); return newId(); },
      inFlightFor: async () => 0,
    } as unknown as JobQueue & { sent: JobRunMessage[] };
  }

  const at = (iso: string) => new Date(iso);
  async function makeJob(values: Partial<typeof scheduledJobs.$inferInsert> = {}): Promise<string> {
    const id = newId();
    await db.insert(scheduledJobs).values({
      id, jobType: 'TransactionsExport', name: `Export ${id.slice(0, 8)}`, tenantId: ACME, ownerUserId: TENANT, cron: '0 6 * * *',
      missedRunPolicy: 'skip', nextRunAt: at('2031-01-10T06:00:00Z'), ...values,
    });
    return id;
  }
  const runsOf = (jobId: string) => db.select().from(jobRuns).where(eq(jobRuns.jobId, jobId)).orderBy(jobRuns.queuedAt);
  const jobOf = async (jobId: string) => (await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, jobId)))[0]!;

  describe('the engine (fake clock)', () => {
    it('queues a due job once, with its next run from its cron; a job not yet due waits', async () => {
      const due = await makeJob();
      const later = await makeJob({ nextRunAt: at('2031-01-10T07:00:00Z') });
      const jobs = fakeQueue();
      const tick = await runDueJobs(db, jobs, at('2031-01-10T06:00:20Z'));
      assert.ok(tick.queued.includes(due));
      assert.ok(!tick.queued.includes(later) && !tick.skipped.includes(later));
      const [run] = await runsOf(due);
      assert.equal(run!.trigger, 'schedule');
      assert.equal(run!.outcome, 'Queued');
      assert.ok(jobs.sent.some((m) => m.runId === run!.id));
      assert.equal((await jobOf(due)).nextRunAt!.toISOString(), '2031-01-11T06:00:00.000Z');
      assert.equal((await runsOf(later)).length, 0);
      // The same minute's tick again (a second instance): nothing more.
      const again = await runDueJobs(db, fakeQueue(), at('2031-01-10T06:00:40Z'));
      assert.ok(!again.queued.includes(due));
      assert.equal((await runsOf(due)).length, 1);
    });

    it('leaves a paused job alone', async () => {
      const paused = await makeJob({ paused: true });
      const tick = await runDueJobs(db, fakeQueue(), at('2031-01-10T06:00:10Z'));
      assert.ok(!tick.queued.includes(paused) && !tick.skipped.includes(paused));
      assert.equal((await runsOf(paused)).length, 0);
    });

    it('after downtime, skip records one Skipped run and runOnce one catch-up run; both next from now', async () => {
      const skip = await makeJob({ missedRunPolicy: 'skip', cron: '0 * * * *', nextRunAt: at('2031-01-10T06:00:00Z') });
      const once = await makeJob({ missedRunPolicy: 'runOnce', cron: '0 * * * *', nextRunAt: at('2031-01-10T06:00:00Z') });
      const jobs = fakeQueue();
      // Down from 05:59 to 09:30: three hourly runs of each were missed.
      await runDueJobs(db, jobs, at('2031-01-10T09:30:00Z'));
      const skipped = await runsOf(skip);
      assert.deepEqual(skipped.map((r) => [r.trigger, r.outcome]), [['schedule', 'Skipped']]);
      assert.match(skipped[0]!.logLines[0]!.text, /Missed the run due at 2031-01-10T06:00:00.000Z/);
      assert.equal((await jobOf(skip)).lastOutcome, 'Skipped');
      const caught = await runsOf(once);
      assert.deepEqual(caught.map((r) => [r.trigger, r.outcome]), [['catch-up', 'Queued']]);
      assert.equal(jobs.sent.filter((m) => m.runId === caught[0]!.id).length, 1);
      for (const id of [skip, once]) assert.equal((await jobOf(id)).nextRunAt!.toISOString(), '2031-01-10T10:00:00.000Z');
    });

    it('runs a queued run with a logger; a failing run is recorded as Failed with its error', async () => {
      const orphan = await makeJob({ ownerUserId: null, nextRunAt: at('2031-01-12T06:00:00Z') });
      const jobs = fakeQueue();
      await runDueJobs(db, jobs, at('2031-01-12T06:00:05Z'));
      const [queued] = await runsOf(orphan);
      let clock = at('2031-01-12T06:00:06Z');
      await executeRun(db, jobs, queued!.id, () => { const now = clock; clock = new Date(clock.getTime() + 1500); return now; });
      const [failed] = await runsOf(orphan);
      assert.equal(failed!.outcome, 'Failed');
      assert.equal(failed!.error, 'The job has no owner to send the file to');
      assert.equal(failed!.startedAt!.toISOString(), '2031-01-12T06:00:06.000Z');
      assert.ok(failed!.durationMs! > 0);
      assert.deepEqual(failed!.logLines.map((l) => l.level), ['error']);
      assert.equal((await jobOf(orphan)).lastOutcome, 'Failed');
    });

    it("runs a transactions export: the owner's file arrives as a notification and is the run's output", async () => {
      const job = await makeJob({ nextRunAt: at('2031-01-13T06:00:00Z') });
      const jobs = fakeQueue();
      await runDueJobs(db, jobs, at('2031-01-13T06:00:05Z'));
      const [queued] = await runsOf(job);
      await executeRun(db, jobs, queued!.id, () => at('2031-01-13T06:00:06Z'));
      const [done] = await runsOf(job);
      assert.equal(done!.outcome, 'Succeeded', done!.error ?? '');
      assert.equal(done!.outputFileIds.length, 1);
      const told = await db.select().from(notifications).where(eq(notifications.userId, TENANT));
      assert.ok(told.some((n) => n.objectUrl?.includes(done!.outputFileIds[0]!)), 'the owner is told, with the file');
      assert.match(done!.logLines[0]!.text, /2031-01-12T/);
    });

    it('purges the runs older than 90 days', async () => {
      const job = await makeJob({ paused: true, nextRunAt: null });
      const now = at('2031-06-01T03:30:00Z');
      const old = newId();
      const kept = newId();
      const base = { jobId: job, jobName: 'x', jobType: 'TransactionsExport' as const, tenantId: ACME, trigger: 'schedule' as const, outcome: 'Succeeded' as const };
      await db.insert(jobRuns).values([
        { ...base, id: old, queuedAt: new Date(now.getTime() - 91 * 86_400_000) },
        { ...base, id: kept, queuedAt: new Date(now.getTime() - 89 * 86_400_000) },
      ]);
      assert.ok(await purgeJobRuns(db, now) >= 1);
      assert.deepEqual((await db.select({ id: jobRuns.id }).from(jobRuns).where(inArray(jobRuns.id, [old, kept]))).map((r) => r.id), [kept]);
    });

    it('purges the request counters idle for a day, but never an account still locked', async () => {
      const now = at('2031-06-01T03:45:00Z');
      const hours = (n: number) => new Date(now.getTime() - n * 3_600_000);
      const key = (name: string) => `purge-test:${name}:${newId()}`;
      const rows = {
        idle: { key: key('idle'), failures: 3, lockedUntil: null, updatedAt: hours(25) },
        recent: { key: key('recent'), failures: 3, lockedUntil: null, updatedAt: hours(23) },
        lockedIdle: { key: key('locked'), failures: 9, lockedUntil: new Date(now.getTime() + 3_600_000), updatedAt: hours(30) },
        lockEnded: { key: key('lock-ended'), failures: 9, lockedUntil: hours(2), updatedAt: hours(30) },
      };
      await db.insert(signInFailures).values(Object.values(rows));
      assert.ok(await purgeIdleCounters(db, now) >= 2);
      const left = await db.select({ key: signInFailures.key }).from(signInFailures).where(inArray(signInFailures.key, Object.values(rows).map((r) => r.key)));
      assert.deepEqual(left.map((r) => r.key).sort(), [rows.recent.key, rows.lockedIdle.key].sort());
    });

    it("names yesterday on the owner's clock", () => {
      assert.deepEqual(yesterdayIn(at('2031-01-13T06:00:00Z'), 'Europe/Istanbul'), { from: at('2031-01-11T21:00:00Z'), to: at('2031-01-12T21:00:00Z') });
      assert.deepEqual(yesterdayIn(at('2031-01-13T00:30:00Z'), 'UTC'), { from: at('2031-01-12T00:00:00Z'), to: at('2031-01-13T00:00:00Z') });
    });
  });

  describe('the API', () => {
    const body = { name: 'Nightly export', jobType: 'TransactionsExport', cron: '0 6 * * *', missedRunPolicy: 'runOnce', merchantIds: [seedIds.merchant('blue-bottle')], paused: false };
    let acmeJob: string;

    it('creates a custom job; refuses a bad cron and one more often than hourly (the same check as the page)', async () => {
      for (const cron of ['0 6 * *', '61 * * * *', '0 0 31 2 *', 'every day']) {
        const refused = await call('tenant', 'POST', 'custom-jobs', { ...body, cron });
        assert.equal(refused.status, 400, cron);
        assert.equal(refused.body.error, SCHEDULER_MESSAGES.cron, cron);
      }
      assert.equal(isValidCron('0 6 * *'), false);
      const often = await call('tenant', 'POST', 'custom-jobs', { ...body, cron: '*/10 * * * *' });
      assert.equal(often.status, 400);
      assert.equal(often.body.error, SCHEDULER_MESSAGES.tooOften);
      const made = await call('tenant', 'POST', 'custom-jobs', body);
      assert.equal(made.status, 201, JSON.stringify(made.body));
      acmeJob = made.body.id;
      assert.equal(made.body.ownerUserId, TENANT);
      assert.match(made.body.nextRunAt, /T06:00:00/);
    });

    it("never shows nor changes Acme's custom jobs to tenant2@", async () => {
      const list = await call('tenant2', 'GET', 'custom-jobs?pageSize=100');
      assert.equal(list.status, 200);
      assert.ok(!list.body.data.some((j: { id: string }) => j.id === acmeJob));
      const recurring = await call('tenant2', 'GET', 'recurring-jobs?pageSize=100');
      assert.ok(!recurring.body.data.some((j: { id: string }) => j.id === acmeJob));
      assert.equal((await call('tenant2', 'GET', `custom-jobs/${acmeJob}`)).status, 404);
      assert.equal((await call('tenant2', 'PUT', `custom-jobs/${acmeJob}`, { ...body, name: 'Mine' })).status, 404);
      assert.equal((await call('tenant2', 'DELETE', `custom-jobs/${acmeJob}`)).status, 404);
      for (const verb of ['pause', 'resume', 'run']) assert.equal((await call('tenant2', 'POST', `recurring-jobs/${acmeJob}/${verb}`)).status, 404, verb);
      assert.equal((await call('tenant2', 'PUT', `recurring-jobs/${acmeJob}/schedule`, { cron: '0 7 * * *', missedRunPolicy: 'skip' })).status, 404);
      assert.equal((await jobOf(acmeJob)).name, 'Nightly export');
    });

    it('lists the system jobs read-only for tenant staff: changing one is 403; platform staff change it', async () => {
      const list = await call('tenant', 'GET', 'recurring-jobs?pageSize=100');
      assert.equal(list.status, 200);
      const system = list.body.data.filter((j: { system: boolean }) => j.system);
      assert.deepEqual(system.map((j: { jobType: string }) => j.jobType).sort(), ['BoardingDocumentExpiry', 'CrmTaskReminders', 'DailyReportFiles', 'DeclinePendingRatioWatch', 'JobRunsPurge', 'RequestCountersPurge', 'TransactionPartitions', 'TransactionRetention']);
      assert.ok(system.every((j: { canChange: boolean }) => !j.canChange));
      assert.ok(list.body.data.some((j: { id: string; canChange: boolean }) => j.id === acmeJob && j.canChange));
      const purge = system.find((j: { jobType: string }) => j.jobType === 'JobRunsPurge');
      for (const [method, verb, b] of [['POST', 'pause'], ['POST', 'run'], ['PUT', 'schedule', { cron: '0 4 * * *', missedRunPolicy: 'skip' }]] as const) {
        const refused = await call('tenant', method, `recurring-jobs/${purge.id}/${verb}`, b);
        assert.equal(refused.status, 403, verb);
      }
      assert.equal((await jobOf(purge.id)).paused, false);
      const paused = await call('platform', 'POST', `recurring-jobs/${purge.id}/pause`);
      assert.equal(paused.status, 200);
      assert.deepEqual([paused.body.paused, paused.body.nextRunAt], [true, null]);
      const resumed = await call('platform', 'POST', `recurring-jobs/${purge.id}/resume`);
      assert.deepEqual([resumed.body.paused, resumed.body.nextRunAt !== null], [false, true]);
      assert.equal((await call('tenant-viewer', 'GET', 'recurring-jobs')).status, 403);
    });

    it('edits a cron (refusing a bad one), previews runs and runs a job now', async () => {
      const bad = await call('tenant', 'PUT', `recurring-jobs/${acmeJob}/schedule`, { cron: '0 25 * * *', missedRunPolicy: 'skip' });
      assert.equal(bad.status, 400);
      const edited = await call('tenant', 'PUT', `recurring-jobs/${acmeJob}/schedule`, { cron: '30 7 * * 1-5', missedRunPolicy: 'skip' });
      assert.equal(edited.status, 200);
      assert.deepEqual([edited.body.cron, edited.body.missedRunPolicy], ['30 7 * * 1-5', 'skip']);
      assert.match(edited.body.nextRunAt, /T07:30:00/);
      const preview = await call('tenant', 'POST', 'cron-preview', { cron: '15 0 * * *' });
      assert.equal(preview.body.nextRuns.length, 5);
      assert.ok(preview.body.nextRuns.every((r: string) => r.endsWith('T00:15:00.000Z')));
      assert.equal((await call('tenant', 'POST', 'cron-preview', { cron: '* * *' })).status, 400);
      const run = await call('tenant', 'POST', `recurring-jobs/${acmeJob}/run`);
      assert.equal(run.status, 200);
      const [stored] = await db.select().from(jobRuns).where(eq(jobRuns.id, run.body.runId));
      assert.equal(stored!.trigger, 'manual');
    });

    it("shows a run's log lines to its tenant only (process logs)", async () => {
      const id = newId();
      await db.insert(jobRuns).values({
        id, jobId: acmeJob, jobName: 'Nightly export', jobType: 'TransactionsExport', tenantId: ACME, trigger: 'schedule', outcome: 'Failed',
        queuedAt: new Date(), error: 'boom', logLines: [{ at: new Date().toISOString(), level: 'error', text: 'boom' }],
      });
      const mine = await call('tenant', 'GET', `process-logs/${id}`);
      assert.equal(mine.status, 200);
      assert.deepEqual(mine.body.logLines.map((l: { text: string }) => l.text), ['boom']);
      const failed = await call('tenant', 'GET', 'process-logs?outcome=Failed&job=Nightly&pageSize=100');
      assert.ok(failed.body.data.some((r: { id: string }) => r.id === id));
      assert.equal((await call('tenant2', 'GET', `process-logs/${id}`)).status, 404);
      const theirs = await call('tenant2', 'GET', 'process-logs?pageSize=100');
      assert.ok(!theirs.body.data.some((r: { tenantId: string | null }) => r.tenantId === ACME));
    });

    it('finds a system job by the name the page shows, in English or Turkish; a custom job by the name its tenant gave it', async () => {
      const daily = newId();
      const [system] = await db.select().from(scheduledJobs).where(and(eq(scheduledJobs.jobType, 'DailyReportFiles'), isNull(scheduledJobs.tenantId)));
      await db.insert(jobRuns).values({
        id: daily, jobId: system!.id, jobName: system!.name, jobType: 'DailyReportFiles', tenantId: null, trigger: 'schedule', outcome: 'Succeeded', queuedAt: new Date(),
      });
      const typesOf = async (path: string) => (await call('tenant', 'GET', path)).body.data.map((r: { jobType: string }) => r.jobType);
      for (const search of ['Günlük rapor', 'GÜNLÜK RAPOR', 'daily report']) {
        assert.deepEqual(await typesOf(`recurring-jobs?search=${encodeURIComponent(search)}&pageSize=100`), ['DailyReportFiles'], search);
        const runs = (await call('tenant', 'GET', `process-logs?job=${encodeURIComponent(search)}&pageSize=100`)).body.data as Array<{ id: string; jobType: string }>;
        assert.ok(runs.some((r) => r.id === daily) && runs.every((r) => r.jobType === 'DailyReportFiles'), search);
      }
      // "İşlem" names three system jobs in Turkish (process logs purge, partitions, retention), none in English.
      assert.deepEqual((await typesOf('recurring-jobs?search=%C4%B0%C5%9Flem&pageSize=100')).sort(), ['JobRunsPurge', 'TransactionPartitions', 'TransactionRetention']);
      // A custom job is not found by its type's name, only by its own.
      assert.deepEqual(await typesOf(`recurring-jobs?search=${encodeURIComponent('dışa aktarımı')}&pageSize=100`), []);
      assert.ok((await typesOf('recurring-jobs?search=Nightly&pageSize=100')).includes('TransactionsExport'));
    });
  });
});
