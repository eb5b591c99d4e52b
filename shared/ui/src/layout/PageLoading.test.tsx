import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CatalogPages } from '@portal/contracts';
import { createPortalI18n } from '@portal/i18n';
import { lazyPages } from '../pages/lazy-pages';
import { PageLoading, PageLoadingArea, PageLoadingOutlet } from './PageLoading';

describe('PageLoading', () => {
  it("shows the route's title from the catalogue and a labelled spinner, in Turkish too", async () => {
    const i18n = createPortalI18n('en');
    render(<MemoryRouter initialEntries={['/merchant/transaction-management/transaction-lookup']}><PageLoading testId="loading" /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction lookup' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByRole('heading', { level: 1, name: 'İşlem sorgulama' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the spinner alone on a path the catalogue does not know', () => {
    createPortalI18n('en');
    render(<MemoryRouter initialEntries={['/nowhere']}><PageLoading /></MemoryRouter>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });
});

describe('PageLoadingArea', () => {
  const path = '/merchant/transaction-management/transaction-lookup';
  function Area({ step }: { step: 'shell' | 'remote' | 'both' | 'page' }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <PageLoadingArea>
          <PageLoadingOutlet />
          <div data-testid="zone">
            {step === 'shell' && <PageLoading testId="shell-loading" />}
            {(step === 'remote' || step === 'both') && <PageLoading testId="remote-loading" />}
            {step === 'both' && <PageLoading />}
            {step === 'page' && <h1>The lookup itself</h1>}
          </div>
        </PageLoadingArea>
      </MemoryRouter>
    );
  }

  it('keeps one title element on screen from the first loading step to the page, then gives way to the page', () => {
    createPortalI18n('en');
    const { rerender } = render(<Area step="shell" />);
    const title = screen.getByRole('heading', { level: 1, name: 'Transaction lookup' });
    expect(screen.getByTestId('shell-loading')).toContainElement(title);
    // Drawn at the outlet, not where the step stands.
    expect(screen.getByTestId('zone')).toBeEmptyDOMElement();

    rerender(<Area step="remote" />);
    expect(screen.getByTestId('remote-loading')).toContainElement(title);
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction lookup' })).toBe(title);

    // Two steps loading at once (a remote's guard inside it): still one view, the newest step's.
    rerender(<Area step="both" />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByTestId('page-loading')).toContainElement(title);
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction lookup' })).toBe(title);

    rerender(<Area step="page" />);
    expect(title).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The lookup itself');
  });
});

describe('lazyPages', () => {
  it("keeps the page's title on screen while its group's code loads, then draws the page", async () => {
    createPortalI18n('en');
    let arrive: (pages: CatalogPages) => void = () => {};
    const path = '/merchant/transaction-management/transaction-lookup';
    const pages = lazyPages({ paths: [path], load: () => new Promise((resolve) => { arrive = resolve; }) });
    const row = { path, title: 'Transaction lookup' } as Parameters<(typeof pages)[string]>[0];
    render(<MemoryRouter initialEntries={[path]}>{pages[path](row)}</MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction lookup' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    await act(async () => arrive({ [path]: () => <h1>The lookup itself</h1> }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The lookup itself' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
