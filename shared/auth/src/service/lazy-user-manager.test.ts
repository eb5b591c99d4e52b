import type { UserManager } from 'oidc-client-ts';
import { createLazyUserManager, whenIdle } from './lazy-user-manager';

const fakeManager = () => ({ name: 'manager' }) as unknown as UserManager;

describe('createLazyUserManager', () => {
  it('downloads once for every caller, and tells once that it is loaded', async () => {
    const manager = fakeManager();
    const create = jest.fn(async () => manager);
    const onLoaded = jest.fn();
    const lazy = createLazyUserManager(create, onLoaded);
    expect(lazy.current()).toBeNull();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    await lazy.load();
    expect(a).toBe(manager);
    expect(b).toBe(manager);
    expect(lazy.current()).toBe(manager);
    expect(create).toHaveBeenCalledTimes(1);
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('a failed download fails its callers; the next caller downloads again', async () => {
    const manager = fakeManager();
    const create = jest.fn<Promise<UserManager>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 4874 failed'))
      .mockResolvedValueOnce(manager);
    const lazy = createLazyUserManager(create);
    await expect(Promise.all([lazy.load(), lazy.load()])).rejects.toThrow('Loading chunk 4874 failed');
    expect(lazy.current()).toBeNull();
    await expect(lazy.load()).resolves.toBe(manager);
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.useRealTimers();
  });

  it('waits for the browser to be idle, with a deadline', () => {
    const requestIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback });
    const work = jest.fn();
    whenIdle(work, 2000);
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    requestIdleCallback.mock.calls[0][0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), runs after the current task', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
