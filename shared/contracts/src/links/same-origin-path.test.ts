/**
 * @jest-environment node
 */
import { isPortalPath, sameOriginPath } from './same-origin-path';

const origin = 'https://portal.example';

describe('the same-origin path rule of every stored or followed link', () => {
  it.each([
    ['protocol-relative', '//x'],
    ['protocol-relative with a path', '//evil.test/transactions'],
    ['slash and backslash', '/\\x'],
    ['two backslashes', '\\\\x'],
    ['a script', 'javascript:alert(1)'],
    ['another origin', 'https://other.example/a'],
    ['a dot segment before a protocol-relative path', '/..//evil.test'],
    ['an encoded slash after the first', '/%2Fevil.test'],
    ['a line break', '/a\nb'],
  ])('refuses %s', (_name, raw) => {
    expect(sameOriginPath(raw, origin)).toBeNull();
    expect(isPortalPath(raw)).toBe(false);
  });

  it('takes a path with its query and fragment as written', () => {
    expect(sameOriginPath('/a/b?c#d', origin)).toBe('/a/b?c#d');
    expect(isPortalPath('/a/b?c#d')).toBe(true);
  });

  it('takes a stored link with placeholders, and a full URL of the origin only where the origin is known', () => {
    expect(isPortalPath('/merchant/transaction-management/transaction-lookup?paymentMethod={paymentMethod}')).toBe(true);
    expect(sameOriginPath('https://portal.example/a?b=1', origin)).toBe('/a?b=1');
    expect(isPortalPath('https://portal.example/a')).toBe(false);
  });
});
