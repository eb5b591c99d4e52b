import test from 'node:test';
import assert from 'node:assert/strict';
import { formatDuration } from '../lib/log.mjs';

test('a duration reads in ms, tenths of seconds, then minutes and whole seconds, never "60 s"', () => {
  assert.equal(formatDuration(450), '450 ms');
  assert.equal(formatDuration(48_100), '48.1 s');
  assert.equal(formatDuration(59_990), '1 min 0 s');
  assert.equal(formatDuration(61_000), '1 min 1 s');
  assert.equal(formatDuration(1_799_960), '30 min 0 s');
  assert.equal(formatDuration(1_725_400), '28 min 45 s');
});
