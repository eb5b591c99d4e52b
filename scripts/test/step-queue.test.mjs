import test from 'node:test';
import assert from 'node:assert/strict';
import { nextStep } from '../lib/step-queue.mjs';

const needs = { e2e: ['build'], walk: ['build'] };
const alone = new Set(['unit']);
const rules = { needs, alone };

/** Plays the queue with two slots, each step taking the time given; returns each step's start and end. */
function play(order, durations) {
  const queue = [...order];
  const running = new Map(); // name -> end time
  const timeline = {};
  let now = 0;
  for (;;) {
    let next;
    while (running.size < 2 && (next = nextStep(queue, new Set(running.keys()), rules))) {
      queue.splice(queue.indexOf(next), 1);
      running.set(next, now + durations[next]);
      timeline[next] = { start: now };
    }
    if (running.size === 0) break;
    const [first, end] = [...running].sort((a, b) => a[1] - b[1])[0];
    now = end;
    running.delete(first);
    timeline[first].end = end;
  }
  assert.deepEqual(queue, [], 'every step ran');
  return timeline;
}

test('the unit step runs with nothing beside it, after the steps before it and before the steps after it', () => {
  const t = play(['build', 'typecheck', 'lint', 'unit', 'e2e', 'postgres', 'walk'], { build: 3, typecheck: 2, lint: 1, unit: 5, e2e: 15, postgres: 7, walk: 5 });
  for (const [name, span] of Object.entries(t)) {
    if (name === 'unit') continue;
    assert.ok(span.end <= t.unit.start || span.start >= t.unit.end, `${name} (${span.start}-${span.end}) overlaps the unit step (${t.unit.start}-${t.unit.end})`);
  }
  assert.equal(t.unit.start, 3, 'it starts when the build, the longest step before it, ends');
  assert.deepEqual([t.e2e.start, t.postgres.start], [8, 8], 'both slots start again together after it');
  assert.equal(t.walk.start, 15, 'the rest of the queue goes on in two slots');
});

test('without a step alone, two slots run side by side and a step waits only for what it needs', () => {
  const t = play(['build', 'typecheck', 'e2e', 'postgres'], { build: 3, typecheck: 1, e2e: 4, postgres: 2 });
  assert.deepEqual(t, { build: { start: 0, end: 3 }, typecheck: { start: 0, end: 1 }, postgres: { start: 1, end: 3 }, e2e: { start: 3, end: 7 } });
});

test('a slot waits rather than start a step alone beside another, or anything beside one', () => {
  assert.equal(nextStep(['unit', 'e2e'], new Set(['lint']), rules), null);
  assert.equal(nextStep(['e2e'], new Set(['unit']), rules), null);
  assert.equal(nextStep(['unit', 'e2e'], new Set(), rules), 'unit');
});
