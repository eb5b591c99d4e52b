import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { stretchFileTimeLimit } = require('../../jest/jsdom-environment.cjs');
// Where jest-runtime writes a file's jest.setTimeout(ms) and jest-circus reads it.
const TEST_TIMEOUT = Symbol.for('TEST_TIMEOUT_SYMBOL');

test("npm test -- --busy stretches a test file's own jest.setTimeout by the run's factor", () => {
  const global = {};
  stretchFileTimeLimit(global, 2);
  assert.equal(global[TEST_TIMEOUT], undefined, 'no limit until the file sets one (jest then uses --testTimeout)');
  global[TEST_TIMEOUT] = 30_000;
  assert.equal(global[TEST_TIMEOUT], 60_000);
  global[TEST_TIMEOUT] = 45_000;
  assert.equal(global[TEST_TIMEOUT], 90_000);
});

test('a normal run leaves a file\'s limit as the file set it', () => {
  const global = {};
  stretchFileTimeLimit(global, 1);
  global[TEST_TIMEOUT] = 30_000;
  assert.equal(global[TEST_TIMEOUT], 30_000);
});
