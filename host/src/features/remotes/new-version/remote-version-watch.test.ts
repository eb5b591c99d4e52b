/**
 * @jest-environment node
 */
import { RemoteVersionWatch, VERSION_CHECK_INTERVAL_MS } from './remote-version-watch';

const V1 = { crm: '/remotes/crm/0.1.0-aaa/mf-manifest.json', support: '/remotes/support/mf-manifest.json' };
const V2 = { ...V1, crm: '/remotes/crm/0.1.0-bbb/mf-manifest.json' };

describe('RemoteVersionWatch', () => {
  it('reads remotes.json at most once a minute and tells which remote was released since the page loaded it', async () => {
    let now = 1_000_000;
    const served = [V1, V2];
    const fetchLatest = jest.fn(async () => served.shift() ?? V2);
    const watch = new RemoteVersionWatch(V1, fetchLatest, () => now);
    const told = jest.fn();
    watch.subscribe(told);

    // The page's start has just read the map: its first route, and one 59 s later, do not read it again.
    await watch.check();
    now += VERSION_CHECK_INTERVAL_MS - 1_000;
    await watch.check();
    expect(fetchLatest).not.toHaveBeenCalled();
    // A minute after the start it does: the same map, nothing new.
    now += 1_000;
    await watch.check();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(watch.isNewer('crm')).toBe(false);
    // Another minute on, crm's new version is seen; support's is the same.
    now += VERSION_CHECK_INTERVAL_MS;
    await watch.check();
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(watch.isNewer('crm')).toBe(true);
    expect(watch.isNewer('support')).toBe(false);
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the check fails, and asks again after the interval', async () => {
    let now = 0;
    const fetchLatest = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(V2);
    const watch = new RemoteVersionWatch(V1, fetchLatest, () => now);
    now += VERSION_CHECK_INTERVAL_MS;
    await watch.check();
    expect(watch.isNewer('crm')).toBe(false);
    now += VERSION_CHECK_INTERVAL_MS;
    await watch.check();
    expect(watch.isNewer('crm')).toBe(true);
  });
});
