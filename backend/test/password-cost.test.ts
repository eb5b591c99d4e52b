import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { loadConfig } from '../src/config';
import { DEFAULT_SCRYPT_N, dummyHash, hashPassword, verifyPassword } from '../src/lib/password';

const costOf = (hash: string) => Number(hash.split('$')[1]);

describe('the password hash\'s cost (PASSWORD_SCRYPT_N, ADR 0134)', () => {
  const before = process.env.PASSWORD_SCRYPT_N;
  afterEach(() => {
    if (before === undefined) delete process.env.PASSWORD_SCRYPT_N;
    else process.env.PASSWORD_SCRYPT_N = before;
  });

  it('hashes at 2^14 by default and at the cost set, and each hash verifies at its own cost after the setting moves', async () => {
    delete process.env.PASSWORD_SCRYPT_N;
    const standard = await hashPassword('Portal-Demo-1');
    assert.equal(costOf(standard), DEFAULT_SCRYPT_N);
    assert.equal(DEFAULT_SCRYPT_N, 16384);

    process.env.PASSWORD_SCRYPT_N = '32768';
    const raised = await hashPassword('Portal-Demo-1');
    assert.equal(costOf(raised), 32768, 'a raised cost is the one new hashes carry');
    assert.equal(await verifyPassword('Portal-Demo-1', standard), true, 'a hash of the former cost still verifies');
    assert.equal(await verifyPassword('Portal-Demo-2', standard), false);

    process.env.PASSWORD_SCRYPT_N = '1024';
    assert.equal(await verifyPassword('Portal-Demo-1', raised), true, 'and one of a higher cost after it is lowered');
    assert.equal(await verifyPassword('Portal-Demo-2', raised), false);
    // An unknown account's check costs what a real one costs now.
    assert.equal(costOf(dummyHash()), 1024);
    assert.equal(await verifyPassword('Portal-Demo-1', dummyHash()), false);
  });

  it('refuses a cost that is not a power of two from 2^10 to 2^20 when the backend starts', () => {
    for (const wrong of ['1000', '512', '2097152', 'fast']) {
      assert.throws(() => loadConfig({ PASSWORD_SCRYPT_N: wrong }), /PASSWORD_SCRYPT_N must be a power of two from 1024 to 1048576/, wrong);
    }
    assert.doesNotThrow(() => loadConfig({ PASSWORD_SCRYPT_N: '131072' }));
  });
});
