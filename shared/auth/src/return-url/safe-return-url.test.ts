import { defaultLandingPath, safeReturnUrl } from './safe-return-url';

const origin = 'http://localhost:8080';

describe('safeReturnUrl', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/crm/reports/api-logs?from=2024-01-01&to=2024-01-31#top', '/crm/reports/api-logs?from=2024-01-01&to=2024-01-31#top'],
    ['/merchant/support-tickets?ticket=%2Fabc', '/merchant/support-tickets?ticket=%2Fabc'],
    ['http://localhost:8080/tenant/support?x=1#y', '/tenant/support?x=1#y'],
    ['/', '/'],
    ['/crm/reports/../dashboard', '/crm/dashboard'],
  ])('accepts %s', (raw, expected) => {
    expect(safeReturnUrl(raw, origin)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.test'],
    ['protocol-relative with path', '//evil.test/dashboard'],
    ['another origin', 'https://evil.test/'],
    ['same host, other port', 'http://localhost:9999/dashboard'],
    ['backslash trick', '/\\evil.test'],
    ['javascript URL', 'javascript:alert(1)'],
    ['encoded protocol-relative', '%2F%2Fevil.test'],
    ['encoded slash after the first', '/%2Fevil.test'],
    ['double-encoded slash', '/%252Fevil.test'],
    ['encoded backslash', '/%5Cevil.test'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['relative without slash', 'dashboard'],
    ['tab inside', '/\t/evil.test'],
    ['newline inside', '/dash\nboard'],
    ['leading space', ' /dashboard'],
    ['data URL', 'data:text/html,hi'],
    ['malformed escape', '/%E0%A4%A'],
    ['empty', ''],
    ['dot segment before protocol-relative', '/..//evil.test'],
    ['dot segments before protocol-relative', '/a/b/../../..//evil.test/x'],
    ['encoded dot segment before protocol-relative', '/%2e%2e//evil.test'],
    ['single dot before protocol-relative', '/.//evil.test'],
    ['dot segment before backslash', '/../\\evil.test'],
  ])('rejects %s', (_name, raw) => {
    expect(safeReturnUrl(raw, origin)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(safeReturnUrl(null, origin)).toBeNull();
    expect(safeReturnUrl(undefined, origin)).toBeNull();
  });

  it('uses the page origin by default', () => {
    expect(safeReturnUrl(`${window.location.origin}/crm/dashboard`)).toBe('/crm/dashboard');
    expect(safeReturnUrl('https://evil.test/crm/dashboard')).toBeNull();
  });
});

describe('defaultLandingPath', () => {
  it('sends crm users to the tenant dashboard and others to /dashboard', () => {
    expect(defaultLandingPath('crm')).toBe('/crm/dashboard');
    expect(defaultLandingPath('merchant')).toBe('/dashboard');
    expect(defaultLandingPath('platform')).toBe('/dashboard');
    expect(defaultLandingPath(null)).toBe('/dashboard');
  });
});
