import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REFERENCE_TEXTS_TR } from '@portal/contracts';
import { SEED_DISPUTE_CODES, SEED_REASONS } from '../src/modules/transactions/detail-seed';

/** The portal shows the seeded reference data in the reader's language: every seeded text has its Turkish. */
describe('the seeded reasons and dispute codes in Turkish', () => {
  it('has a Turkish text for every seeded reason, dispute category and dispute reason', () => {
    const seeded = [...SEED_REASONS.map(([, , , description]) => description), ...SEED_DISPUTE_CODES.flatMap(([, , category, description]) => [category, description])];
    const missing = seeded.filter((text) => !REFERENCE_TEXTS_TR[text]);
    assert.deepEqual(missing, []);
    // And nothing in the table that the seed no longer writes.
    assert.deepEqual(Object.keys(REFERENCE_TEXTS_TR).filter((text) => !seeded.includes(text)), []);
  });
});
