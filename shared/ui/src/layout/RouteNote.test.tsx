import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { portalI18n } from '@portal/i18n';
import { PageTitle } from './PageTitle';
import { ROUTE_NOTES_TR, VERSION_NOTES } from './route-notes';

/** The note a page at `path` shows under its title (null: none); the page is gone afterwards. */
function noteAt(path: string, title: string, level: 1 | 2 = 1): string | null {
  const { unmount } = render(<MemoryRouter initialEntries={[path]}><PageTitle title={title} level={level} /></MemoryRouter>);
  const note = screen.queryByTestId('route-note')?.textContent ?? null;
  unmount();
  return note;
}

describe("a versioned page's note under its title", () => {
  afterEach(() => act(() => { void portalI18n().changeLanguage('en'); }));

  it('says how each version of a page differs, on the page itself only', () => {
    expect(noteAt('/transaction-management/transaction-lookup-v3', 'Transaction lookup v3')).toBe('Version 3 (BDT): bank deposits credited for bank transfers, and the payment each was matched to.');
    expect(noteAt('/transaction-management/transaction-lookup', 'Transaction lookup')).toBe('Version 1: a fixed set of columns. On the version 2 page you choose the columns.');
    expect(noteAt('/reports/webhookreportV2', 'Webhook report V2')).toMatch(/^Version 2: deliveries counted per event type/);
    expect(noteAt('/crm/reports/transactions-summary-v1', 'Transactions summary v1')).toBe('Version 1: grouped by payment method and currency.');
    // A page with one version, a section's heading, a path under the page: no note.
    expect(noteAt('/crm/reports/alerts', 'Alerts')).toBeNull();
    expect(noteAt('/transaction-management/transaction-lookup-v3', 'Deposits', 2)).toBeNull();
    expect(noteAt('/transaction-management/transaction-lookup-v3/123', 'Deposit 123')).toBeNull();
  });

  it('speaks Turkish', () => {
    act(() => { void portalI18n().changeLanguage('tr'); });
    expect(noteAt('/transaction-management/transaction-lookup-apm', 'APM işlem sorgulama')).toBe('Yalnızca alternatif ödeme yöntemleriyle (APM) yapılan ödemeler; seçtiğiniz alanda aranır.');
  });

  it('has a Turkish text for every note, and none for a note that is gone', () => {
    const notes = Object.values(VERSION_NOTES);
    expect(notes.filter((note) => !ROUTE_NOTES_TR[note] || ROUTE_NOTES_TR[note] === note)).toEqual([]);
    expect(Object.keys(ROUTE_NOTES_TR).filter((note) => !notes.includes(note))).toEqual([]);
  });

  it('shows nothing outside a router', () => {
    render(<PageTitle title="Data Analytics" level={1} />);
    expect(screen.getByRole('heading', { name: 'Data Analytics' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-note')).toBeNull();
  });
});
