import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { retriedOnDeadlock } from '../src/jobs/job-queue';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

/** Two replicas that start together create pg-boss's queues at once; PostgreSQL aborts one with a deadlock. */
describe('creating the job queues when replicas start together', () => {
  it('tries again after a deadlock (with a pause) and answers what the survivor made', async () => {
    let calls = 0;
    const pauses: number[] = [];
    const created = await retriedOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
      return 'created';
    }, 5, async (ms) => { pauses.push(ms); });
    assert.equal(created, 'created');
    assert.equal(calls, 3);
    assert.equal(pauses.length, 2);
    assert.ok(pauses.every((ms) => ms >= 50));
  });

  it('gives up after its attempts, and never retries another error', async () => {
    let calls = 0;
    await assert.rejects(retriedOnDeadlock(async () => { calls += 1; throw deadlock(); }, 3, async () => {}), /deadlock detected/);
    assert.equal(calls, 3);
    calls = 0;
    await assert.rejects(retriedOnDeadlock(async () => { calls += 1; throw new Error('permission denied'); }, 3, async () => {}), /permission denied/);
    assert.equal(calls, 1);
  });
});
