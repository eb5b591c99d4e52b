import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CatalogPages } from '@portal/contracts';
import { createPortalI18n } from '@portal/i18n';
import { lazyPages } from '../pages/lazy-pages';
import { PageLoading } from './PageLoading';

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
