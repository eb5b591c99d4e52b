/**
 * @jest-environment node
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { createFederationLoader, registerPortalRemotes } from './federation-runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), init: jest.fn() }));

const manifest = {
  support: 'http://portal.test/remotes/support/mf-manifest.json',
  'reports-settings': 'http://portal.test/remotes/reports-settings/mf-manifest.json',
  stranger: 'http://portal.test/remotes/stranger/mf-manifest.json',
};

function fakeInstance(exposed: unknown) {
  const instance = { registerRemotes: jest.fn(), loadRemote: jest.fn().mockResolvedValue(exposed) };
  jest.mocked(getInstance).mockReturnValue(instance as never);
  return instance;
}

describe('registerPortalRemotes', () => {
  it('registers the known remotes by container name without loading any', () => {
    const instance = fakeInstance(null);
    registerPortalRemotes(manifest);
    expect(instance.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'support', entry: manifest.support },
        { name: 'reports_settings', entry: manifest['reports-settings'] },
      ],
      { force: undefined },
    );
    expect(instance.loadRemote).not.toHaveBeenCalled();
  });
});

describe('createFederationLoader', () => {
  it('loads <remote>/module and checks it is that remote', async () => {
    const module = { name: 'reports-settings', routes: [] };
    const instance = fakeInstance({ default: module });
    await expect(createFederationLoader(manifest)('reports-settings', 0)).resolves.toBe(module);
    expect(instance.loadRemote).toHaveBeenCalledWith('reports_settings/module');
    expect(instance.registerRemotes).not.toHaveBeenCalled();
  });

  it('registers the remote again with force on a retry (drops cached failures)', async () => {
    const instance = fakeInstance({ default: { name: 'support', routes: [] } });
    await createFederationLoader(manifest)('support', 1);
    expect(instance.registerRemotes).toHaveBeenCalledWith([{ name: 'support', entry: manifest.support }], { force: true });
  });

  it('tries a failed first load once more at once, registered afresh, before giving up', async () => {
    const module = { name: 'support', routes: [] };
    const instance = fakeInstance(null);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const firstFailure = new Error('ChunkLoadError: Loading chunk 42 failed');
    instance.loadRemote.mockRejectedValueOnce(firstFailure).mockResolvedValueOnce({ default: module });
    await expect(createFederationLoader(manifest)('support', 0)).resolves.toBe(module);
    expect(instance.loadRemote).toHaveBeenCalledTimes(2);
    expect(instance.registerRemotes).toHaveBeenCalledWith([{ name: 'support', entry: manifest.support }], { force: true });
    // The failure the retry hides stays readable in the console (a page that fetched its chunks twice says why).
    expect(warn).toHaveBeenCalledWith('The remote "support" did not load; trying once more', firstFailure);

    instance.loadRemote.mockReset().mockRejectedValue(new Error('ChunkLoadError: Loading chunk 42 failed'));
    await expect(createFederationLoader(manifest)('support', 0)).rejects.toThrow('ChunkLoadError');
    expect(instance.loadRemote).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('rejects what is not a RemoteModule, and remotes missing from remotes.json', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    fakeInstance({ default: { name: 'crm', routes: [] } });
    await expect(createFederationLoader(manifest)('support', 0)).rejects.toThrow('did not expose a RemoteModule named "support"');
    await expect(createFederationLoader(manifest)('crm', 0)).rejects.toThrow('not listed in remotes.json');
    jest.mocked(console.warn).mockRestore();
  });
});
