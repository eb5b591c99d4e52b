import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sharedReads } from '../src/lib/shared-reads';

/** A read the test settles by hand: how many were started, and a way to end the last one. */
function reads() {
  const started: Array<{ resolve: (v: number) => void; reject: (e: Error) => void }> = [];
  const read = () => new Promise<number>((resolve, reject) => { started.push({ resolve, reject }); });
  return { started, read };
}

describe('shared reads: one read for the same question asked at the same moment', () => {
  it('answers two callers of one key with one read, and reads again once it has settled', async () => {
    const share = sharedReads<object, number>();
    const db = {};
    const { started, read } = reads();
    const first = share(db, 'acme 90 days', read);
    const second = share(db, 'acme 90 days', read);
    assert.equal(started.length, 1);
    started[0]!.resolve(42);
    assert.deepEqual(await Promise.all([first, second]), [42, 42]);
    const third = share(db, 'acme 90 days', read);
    assert.equal(started.length, 2, 'nothing kept after the read');
    started[1]!.resolve(43);
    assert.equal(await third, 43);
  });

  it('never shares between keys or between databases', async () => {
    const share = sharedReads<object, number>();
    const [one, two] = [{}, {}];
    const { started, read } = reads();
    const answers = [share(one, 'a', read), share(one, 'b', read), share(two, 'a', read)];
    assert.equal(started.length, 3);
    started.forEach((s, i) => s.resolve(i));
    assert.deepEqual(await Promise.all(answers), [0, 1, 2]);
  });

  it('gives both callers a failed read\'s error, and the next caller a fresh read', async () => {
    const share = sharedReads<object, number>();
    const db = {};
    const { started, read } = reads();
    const both = [share(db, 'k', read), share(db, 'k', read)];
    started[0]!.reject(new Error('connection lost'));
    for (const answer of both) await assert.rejects(answer, /connection lost/);
    const again = share(db, 'k', read);
    assert.equal(started.length, 2);
    started[1]!.resolve(7);
    assert.equal(await again, 7);
  });
});
