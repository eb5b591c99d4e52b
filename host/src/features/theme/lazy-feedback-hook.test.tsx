import { act, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { lazyFeedbackHook, MESSAGE_METHODS } from './lazy-feedback-hook';

/** A stand-in for antd's useMessage: its holder lists what was shown; a call answers a closer that is a promise. */
function fakeUseMessage() {
  const calls: unknown[][] = [];
  let closeLast: (() => void) | undefined;
  function useFake(config?: unknown) {
    const [shown, setShown] = useState<string[]>([]);
    const api = Object.fromEntries(MESSAGE_METHODS.map((name) => [name, (...args: unknown[]) => {
      calls.push([name, ...args]);
      if (name === 'destroy') { setShown([]); return undefined; }
      const text = `${name}: ${String(args[0])}`;
      setShown((list) => [...list, text]);
      let closed!: (value: unknown) => void;
      const closing = new Promise((resolve) => { closed = resolve; });
      const close = Object.assign(() => { setShown((list) => list.filter((t) => t !== text)); closed(true); }, { then: (f: (v: unknown) => unknown) => closing.then(f) });
      closeLast = close;
      return close;
    }]));
    return [api, <ul key="holder" data-config={JSON.stringify(config)}>{shown.map((t) => <li key={t}>{t}</li>)}</ul>] as const;
  }
  return { useFake, calls, closeLast: () => closeLast?.() };
}

function setUp() {
  const fake = fakeUseMessage();
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => { release = resolve; });
  const load = jest.fn(async () => { await arrived; return { default: fake.useFake }; });
  const useLazyMessage = lazyFeedbackHook(load, MESSAGE_METHODS);
  let api!: Record<string, (...args: unknown[]) => unknown>;
  function Page(): ReactElement {
    const [messageApi, holder] = useLazyMessage({ duration: 5 });
    api = messageApi;
    return <>{holder}</>;
  }
  render(<Page />);
  return { fake, load, release, api: () => api };
}

describe('lazyFeedbackHook: antd\'s message and notification hooks loaded with the first call', () => {
  it('loads nothing until the first call, and a destroy with nothing shown loads nothing either', () => {
    const { load, api } = setUp();
    act(() => { api().destroy!(); });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('makes the calls made before the file arrived once it has, in order, with the hook\'s config, then calls straight through', async () => {
    const { fake, load, release, api } = setUp();
    act(() => {
      void api().success!('Saved');
      void api().error!('Not sent');
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual([]);
    await act(async () => { release(); });
    expect(await screen.findByText('success: Saved')).toBeInTheDocument();
    expect(screen.getByText('error: Not sent')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('data-config', '{"duration":5}');
    expect(fake.calls.map(([name]) => name)).toEqual(['success', 'error']);
    // Arrived: the same API calls the real one at once.
    act(() => { void api().info!('Now'); });
    expect(screen.getByText('info: Now')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a closer at once: closing before the file arrived closes the message as it is shown, and the promise follows it', async () => {
    const { release, api } = setUp();
    let pending!: (() => void) & PromiseLike<unknown>;
    act(() => { pending = api().loading!('Working') as typeof pending; });
    const closed = jest.fn();
    void pending.then(closed);
    pending();
    await act(async () => { release(); });
    await act(async () => {});
    expect(screen.queryByText('loading: Working')).not.toBeInTheDocument();
    expect(closed).toHaveBeenCalledWith(true);
  });

  it('draws nothing when the file does not arrive, throws nothing into the page, and loads again with the next call, keeping the first', async () => {
    const fake = fakeUseMessage();
    const load = jest.fn()
      .mockImplementationOnce(async () => { throw new Error('ChunkLoadError'); })
      .mockImplementation(async () => ({ default: fake.useFake }));
    const useLazyMessage = lazyFeedbackHook(load, MESSAGE_METHODS);
    let api!: Record<string, (...args: unknown[]) => unknown>;
    function Page(): ReactElement {
      const [messageApi, holder] = useLazyMessage();
      api = messageApi;
      return <main>{holder}<p>The page</p></main>;
    }
    render(<Page />);
    act(() => { void api.error!('Not sent'); });
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('error: Not sent')).not.toBeInTheDocument();

    act(() => { void api.success!('Saved'); });
    expect(await screen.findByText('success: Saved')).toBeInTheDocument();
    expect(screen.getByText('error: Not sent')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
