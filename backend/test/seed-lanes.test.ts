import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inLanes } from '../src/modules/transactions/seed-generated';

/** The bulk seed's lanes (ADR 0117 "Session 29"): connections at once, never two batches of one merchant at once. */
describe('seed lanes', () => {
  /** Jobs that finish when the test says so, recording what ran beside what. */
  function jobsOf(keys: Array<string | undefined>) {
    const starts: Array<{ key?: string; beside: Array<string | undefined> }> = [];
    const running = new Set<number>();
    let most = 0;
    const finish: Array<() => void> = [];
    const jobs = keys.map((key, i) => ({
      key,
      run: () => new Promise<void>((resolve) => {
        running.add(i);
        most = Math.max(most, running.size);
        starts.push({ key, beside: [...running].filter((r) => r !== i).map((r) => keys[r]) });
        finish[i] = () => { running.delete(i); resolve(); };
      }),
    }));
    return { jobs, starts, finish, most: () => most, running };
  }
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('runs as many jobs at once as lanes, the next one as soon as one ends', async () => {
    const { jobs, finish, most, running } = jobsOf([undefined, undefined, undefined]);
    const done = inLanes(2, jobs);
    await settle();
    assert.deepEqual([...running], [0, 1]);
    finish[1]!();
    await settle();
    assert.deepEqual([...running].sort(), [0, 2]);
    finish[0]!();
    finish[2]!();
    await done;
    assert.equal(most(), 2);
  });

  it("never runs two jobs of one key at once: a free lane takes the next other key's job, or waits", async () => {
    const { jobs, starts, finish, running } = jobsOf(['bbc', 'bbc', 'ggs', 'bbc']);
    const done = inLanes(2, jobs);
    await settle();
    assert.deepEqual([...running].sort(), [0, 2], 'the second lane skips bbc\'s second batch for ggs');
    finish[2]!();
    await settle();
    assert.deepEqual([...running], [0], 'only bbc left: the free lane waits');
    finish[0]!();
    await settle();
    assert.deepEqual([...running], [1]);
    finish[1]!();
    await settle();
    finish[3]!();
    await done;
    assert.equal(starts.length, 4, 'every job ran');
    assert.deepEqual(starts.filter((s) => s.beside.includes(s.key)), [], 'no job started beside one of its own key');
  });
});
