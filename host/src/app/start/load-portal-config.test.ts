/**
 * @jest-environment node
 */
import { identityOriginOf, resolveRemotesManifest } from './load-portal-config';

describe('resolveRemotesManifest', () => {
  it('makes relative manifest URLs absolute against the portal origin and keeps absolute ones', () => {
    expect(
      resolveRemotesManifest({ support: '/remotes/support/mf-manifest.json', crm: 'https://cdn.example/crm/mf-manifest.json' }, 'http://localhost:8080'),
    ).toEqual({ support: 'http://localhost:8080/remotes/support/mf-manifest.json', crm: 'https://cdn.example/crm/mf-manifest.json' });
  });
});

describe('identityOriginOf', () => {
  it('uses the configured identity origin, or the portal origin when it is empty', () => {
    const services = { reporting: '', unversioned: '', merchant: '' };
    expect(identityOriginOf({ clientId: 'portal', identityOrigin: 'https://id.example/', services }, 'http://p.test')).toBe('https://id.example');
    expect(identityOriginOf({ clientId: 'portal', identityOrigin: '', services }, 'http://p.test')).toBe('http://p.test');
  });
});
