import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { targetLabelOf } from '../src/lib/audit/target-label';

describe('an audit target\'s label', () => {
  it('is the first naming field of the first row that has one', () => {
    assert.equal(targetLabelOf({ id: 'x', code: 'XAU', name: 'Gold' }), 'Gold');
    assert.equal(targetLabelOf({ id: 'x', code: 'XAU' }), 'XAU');
    assert.equal(targetLabelOf(null, { email: ' ops@acme.test ' }), 'ops@acme.test');
    assert.equal(targetLabelOf({ name: '' }, { title: 'Onboarding' }), 'Onboarding');
  });

  it('is never a secret, and a card number keeps only its first six and last four digits', () => {
    assert.equal(targetLabelOf({ name: 'x', password: 'hunter2' }), 'x');
    assert.equal(targetLabelOf({ value: '4111 1111 1111 1111' }), '411111******1111');
    assert.equal(targetLabelOf({ secret: 's' }, { id: 'only-an-id' }), null);
  });

  it('is cut at 200 characters', () => {
    assert.equal(targetLabelOf({ name: 'n'.repeat(300) })?.length, 200);
  });
});
