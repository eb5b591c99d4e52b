/**
 * @jest-environment node
 */
import type { RemoteModule } from '@portal/contracts';
import { RemoteModuleLoader } from './remote-module-loader';

const crm: RemoteModule = { name: 'crm', routes: [] };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RemoteModuleLoader', () => {
  it('loads a remote once however often it is asked for', async () => {
    const load = jest.fn().mockResolvedValue(crm);
    const onLoaded = jest.fn();
    const loader = new RemoteModuleLoader(load, onLoaded);
    loader.ensure('crm');
    loader.ensure('crm');
    expect(loader.get('crm')).toEqual({ status: 'loading' });
    await flush();
    loader.ensure('crm');
    expect(loader.get('crm')).toEqual({ status: 'loaded', module: crm });
    expect(load).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledWith(crm);
  });

  it('keeps a failure until retried, and counts attempts', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(crm);
    const loader = new RemoteModuleLoader(load);
    const listener = jest.fn();
    loader.subscribe(listener);
    loader.ensure('crm');
    await flush();
    expect(loader.get('crm')).toEqual({ status: 'error', error: new Error('offline') });
    loader.ensure('crm');
    expect(load).toHaveBeenCalledTimes(1);
    loader.retry('crm');
    await flush();
    expect(loader.get('crm')).toEqual({ status: 'loaded', module: crm });
    expect(load.mock.calls).toEqual([['crm', 0], ['crm', 1]]);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('keeps remotes apart', async () => {
    const loader = new RemoteModuleLoader((name) => (name === 'crm' ? Promise.resolve(crm) : Promise.reject(new Error('down'))));
    loader.ensure('crm');
    loader.ensure('support');
    await flush();
    expect(loader.get('crm').status).toBe('loaded');
    expect(loader.get('support').status).toBe('error');
    expect(loader.get('dashboard').status).toBe('idle');
  });
});
