import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isEmail } from '../src/lib/validation';

describe('isEmail: e-mail fields take only e-mail addresses (issue 15 item 7)', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['merchant@demo.test', 'first.last@example.co.uk', 'a+tag@x.io', 'o_k-1%x@sub-domain.example.com', `${'a'.repeat(64)}@x.io`]) {
      assert.equal(isEmail(ok), true, ok);
    }
  });

  it('refuses markup, quotes, spaces, control characters and malformed shapes', () => {
    for (const bad of [
      '<img/src=x/onerror=alert(1)>@x.io', '"quoted"@x.io', "o'hara@x.io", 'a b@x.io', 'a@b c.io', 'a\u0000@x.io', 'a@x.io\r\nBcc: b@y.io',
      'a@@x.io', 'a@b@x.io', '@x.io', 'a@', 'a@x', 'a@x.', 'a@.x.io', '.a@x.io', 'a.@x.io', 'a..b@x.io', 'a@-x.io', 'a@x-.io', 'a@x..io',
      `${'a'.repeat(65)}@x.io`, `a@${'b'.repeat(250)}.io`, 'a@x.1o', 'a@\u202ex.io',
    ]) {
      assert.equal(isEmail(bad), false, JSON.stringify(bad));
    }
  });
});
