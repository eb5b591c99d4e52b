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

    await watch.check();
    expect(watch.isNewer('crm')).toBe(false);
    // A route change 59 s later does not ask again.
    now += VERSION_CHECK_INTERVAL_MS - 1_000;
    await watch.check();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    // After a minute it does, and crm's new version is seen; support's is the same.
    now += 1_000;
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
    await watch.check();
    expect(watch.isNewer('crm')).toBe(false);
    now += VERSION_CHECK_INTERVAL_MS;
    await watch.check();
    expect(watch.isNewer('crm')).toBe(true);
  });
});
