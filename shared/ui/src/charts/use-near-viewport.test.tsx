import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

/** A chart's box that says whether its chart would be loaded. */
function Box() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'chart loaded' : 'waiting'}</div>;
}

describe('useNearViewport: a chart below the fold loads when it comes near', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('waits while the box is out of view, loads when it comes near, then stops watching', () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    const margins: string[] = [];
    const disconnect = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: typeof report, options: { rootMargin: string }) {
        report = callback;
        margins.push(options.rootMargin);
      }
      observe() {}
      disconnect = disconnect;
    };
    render(<Box />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('chart loaded')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
    expect(margins[0]).toBe('200px');
  });

  it('loads at once where the browser cannot tell (no IntersectionObserver)', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Box />);
    expect(screen.getByText('chart loaded')).toBeInTheDocument();
  });
});
