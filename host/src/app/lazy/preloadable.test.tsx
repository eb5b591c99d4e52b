import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from '@portal/ui';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderWithBoundary(ui: React.ReactNode, onRetry: () => void = () => undefined) {
  return render(
    <ErrorBoundary fallback={(error, reset) => <button type="button" onClick={() => { onRetry(); reset(); }}>Retry after {error.message}</button>}>
      <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
    </ErrorBoundary>,
  );
}

describe('preloadable', () => {
  it('downloads once, however often it is asked, and renders at once when preloaded', async () => {
    const load = jest.fn(async () => Hello);
    const Lazy = preloadable(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    renderWithBoundary(<Lazy name="Ada" />);
    // No loading state: it was there before the render.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until downloaded when not preloaded', async () => {
    const Lazy = preloadable(async () => Hello);
    renderWithBoundary(<Lazy name="Ada" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('tries the download again after a failure (a Retry), where React.lazy alone keeps the failure; no download loop before it', async () => {
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('network down')).mockResolvedValue(Hello);
    const Lazy = preloadable(load);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBoundary(<Lazy name="Ada" />, Lazy.retry);
    const retry = await screen.findByRole('button', { name: 'Retry after network down' });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

