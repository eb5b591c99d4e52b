import { createOnDemand, whenIdle } from './on-demand';

describe('createOnDemand', () => {
  it('downloads once for every caller', async () => {
    const library = { name: 'oidc-client-ts' };
    const create = jest.fn(async () => library);
    const onDemand = createOnDemand(create);
    expect(onDemand.current()).toBeNull();
    const [a, b] = await Promise.all([onDemand.load(), onDemand.load()]);
    await onDemand.load();
    expect(a).toBe(library);
    expect(b).toBe(library);
    expect(onDemand.current()).toBe(library);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a failed download fails its callers; the next caller downloads again', async () => {
    const library = { name: 'oidc-client-ts' };
    const create = jest.fn<Promise<typeof library>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 4874 failed'))
      .mockResolvedValueOnce(library);
    const onDemand = createOnDemand(create);
    await expect(Promise.all([onDemand.load(), onDemand.load()])).rejects.toThrow('Loading chunk 4874 failed');
    expect(onDemand.current()).toBeNull();
    await expect(onDemand.load()).resolves.toBe(library);
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
