import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { FieldDefinition } from '../fields';
import { useListState } from '../list/use-list-state';
import { renderKit } from '../test-support/render-kit';
import { FilterBar } from './FilterBar';
import { FilterEmptyResult } from './FilterEmptyResult';
import { filterRowsOf } from './filter-rows';
import { filterKeysOf, filtersOf, formValuesOf } from './filter-values';

const fields: FieldDefinition[] = [
  { name: 'externalId', label: 'External id', type: 'input', inputType: 'search' },
  { name: 'cardLast4', label: 'Card last 4', type: 'input', validations: [{ name: 'pattern', value: '^\\d{4}$', message: 'Enter 4 digits' }] },
  { name: 'status', label: 'Status', type: 'multiSelectAutoComplete', options: [{ id: 'Captured', name: 'Captured' }, { id: 'Declined', name: 'Declined' }] },
  { name: 'created', label: 'Created', type: 'dateRangePicker', startDateName: 'from', endDateName: 'to' },
];

function Bar() {
  const list = useListState({ filterKeys: filterKeysOf(fields), defaultFilters: { status: ['Captured'] } });
  const { search } = useLocation();
  return (
    <>
      <FilterBar fields={fields} list={list} />
      <output>{decodeURIComponent(search)}</output>
    </>
  );
}

// Forms with antd selects: more than jest's default 5 s on a loaded machine (as the page tests).
jest.setTimeout(30_000);
beforeEach(() => window.sessionStorage.clear());

describe('filter values', () => {
  it('maps a date range to its two keys and lists to repeated values, dropping empty ones', () => {
    expect(filterKeysOf(fields)).toEqual(['externalId', 'cardLast4', 'status', 'from', 'to']);
    expect(filtersOf(fields, { externalId: '', status: ['Captured', 'Declined'], from: '2025-01-01T00:00:00.000Z', to: null })).toEqual({
      status: ['Captured', 'Declined'], from: '2025-01-01T00:00:00.000Z',
    });
    expect(formValuesOf(fields, { status: 'Declined', externalId: 'TX' })).toEqual({ status: ['Declined'], externalId: 'TX' });
  });
});

describe('filter rows', () => {
  it('keeps the declared primary fields in view, else the first four; a bar of four shows all', () => {
    const names = (list: readonly FieldDefinition[]) => list.map((f) => f.name);
    expect(names(filterRowsOf(lookupFields).primary)).toEqual(['created', 'status', 'cardLast4', 'externalId']);
    expect(names(filterRowsOf(lookupFields).more)).toEqual(['currency', 'customerEmail']);
    const undeclared = lookupFields.map(({ primary: _primary, ...field }) => field);
    expect(names(filterRowsOf(undeclared).primary)).toEqual(['created', 'status', 'currency', 'cardLast4']);
    expect(filterRowsOf(fields)).toEqual({ primary: fields, more: [] });
  });
});

describe('FilterBar', () => {
  it('opens with the default filters, applies edits to the URL and resets to the defaults', async () => {
    const user = userEvent.setup();
    renderKit(<Bar />, { route: '/list' });
    expect(screen.getByText('Captured', { selector: '.ant-select-selection-item-content, .ant-select-selection-item *' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('External id'), 'TX-BBC');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('externalId=TX-BBC&status=Captured&page=1'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\?status=Captured&page=1&pageSize=20$/));
    expect(screen.getByLabelText('External id')).toHaveValue('');
  });

  it('shows the URL filters when the list opens from a link', () => {
    renderKit(<Bar />, { route: '/list?externalId=TX-9&cardLast4=1234&page=2' });
    expect(screen.getByLabelText('External id')).toHaveValue('TX-9');
    expect(screen.getByLabelText('Card last 4')).toHaveValue('1234');
  });

  it('keeps an invalid filter in the bar with its message and does not apply it', async () => {
    const user = userEvent.setup();
    renderKit(<Bar />, { route: '/list?page=1' });
    await user.type(screen.getByLabelText('Card last 4'), '12a');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter 4 digits')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^\?page=1$/);
    expect(screen.getByLabelText('Card last 4')).toHaveValue('12a');
  });

  it('speaks Turkish', () => {
    renderKit(<Bar />, { route: '/list', language: 'tr' });
    expect(screen.getByRole('button', { name: 'Uygula' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sıfırla' })).toBeInTheDocument();
  });
});

// A lookup's bar: the four most used filters declared `primary`, two more behind the button, a bounded period.
const lookupFields: FieldDefinition[] = [
  { name: 'created', label: 'Date', type: 'dateRangePicker', startDateName: 'from', endDateName: 'to', maxDaysSelected: 90, primary: true },
  { name: 'status', label: 'Status', type: 'multiSelectAutoComplete', options: [{ id: 'Captured', name: 'Captured' }, { id: 'Declined', name: 'Declined' }], primary: true },
  { name: 'currency', label: 'Currency', type: 'multiSelectAutoComplete', options: [{ id: 'EUR', name: 'Euro' }, { id: 'JPY', name: 'Yen' }] },
  { name: 'cardLast4', label: 'Card last 4', type: 'input', primary: true, validations: [{ name: 'pattern', value: '^\\d{4}$', message: 'Enter 4 digits' }] },
  { name: 'externalId', label: 'External id', type: 'input', inputType: 'search', primary: true },
  { name: 'customerEmail', label: 'Customer e-mail', type: 'input', inputType: 'email', validations: [{ name: 'email', message: 'Enter an e-mail' }] },
];
const TODAY = '2025-07-02T12:00:00.000Z';
// "Today" for the empty result's wider period: given to it, so no clock is faked.
const NOW = new Date('2025-07-02T09:00:00Z');

function LookupBar() {
  const list = useListState({ filterKeys: filterKeysOf(lookupFields), defaultFilters: { from: TODAY, to: TODAY } });
  const { search } = useLocation();
  return (
    <>
      <FilterBar fields={lookupFields} list={list} idPrefix="lookup" />
      <FilterEmptyResult fields={lookupFields} list={list} timeZone="Europe/London" now={NOW} />
      <output>{decodeURIComponent(search)}</output>
    </>
  );
}

const moreFilters = () => screen.getByRole('button', { name: /^More filters/ });

describe('FilterBar rows', () => {
  it('keeps the most used filters in one row and the rest behind "More filters", which counts the applied ones it hides', async () => {
    const user = userEvent.setup();
    renderKit(<LookupBar />, { route: `/list?from=${TODAY}&to=${TODAY}&currency=EUR&customerEmail=a@example.com&page=1` });
    expect(screen.getByRole('textbox', { name: 'Card last 4' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'External id' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Customer e-mail' })).not.toBeInTheDocument();
    expect(moreFilters()).toHaveTextContent('More filters (2)');
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: the button opens the panel it controls.
    moreFilters().focus();
    await user.keyboard('{Enter}');
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(moreFilters().getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('textbox', { name: 'Customer e-mail' })).toHaveValue('a@example.com');
    expect(within(panel).getByRole('combobox', { name: 'Currency' })).toBeVisible();

    // Closed again, a hidden filter keeps what was typed, and Apply applies it.
    await user.clear(screen.getByRole('textbox', { name: 'Customer e-mail' }));
    await user.paste('b@example.com');
    await user.click(moreFilters());
    expect(screen.queryByRole('textbox', { name: 'Customer e-mail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('customerEmail=b@example.com'));
    expect(moreFilters()).toHaveTextContent('More filters (2)');
  });

  it('opens "More filters" by itself when a filter it hides is refused', async () => {
    const user = userEvent.setup();
    renderKit(<LookupBar />, { route: '/list?customerEmail=not-an-address&page=1' });
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter an e-mail')).toBeVisible();
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^\?customerEmail=not-an-address&page=1$/);
  });

  it('shows a bar of four filters whole, with no "More filters"', () => {
    renderKit(<Bar />, { route: '/list' });
    expect(screen.getByLabelText('Created')).toBeVisible();
    expect(screen.queryByRole('button', { name: /More filters/ })).not.toBeInTheDocument();
  });
});

describe('FilterBar chips', () => {
  it('shows the applied filters by their labels; each chip removes its filter at once, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderKit(<LookupBar />, { route: `/list?from=2025-07-01T12:00:00.000Z&to=${TODAY}&status=Captured&status=Declined&currency=JPY&cardLast4=1234&page=3` });
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Date: 01/07/2025 – 02/07/2025', 'Status: Captured, Declined', 'Currency: Yen', 'Card last 4: 1234',
    ]);
    // The period bounds the search (at most 90 days): it is shown, not removable.
    expect(chips.queryByRole('button', { name: /Remove filter Date/ })).not.toBeInTheDocument();

    await user.click(chips.getByRole('button', { name: 'Remove filter Card last 4: 1234' }));
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('cardLast4'));
    expect(screen.getByRole('status')).toHaveTextContent('status=Captured&status=Declined&currency=JPY&page=1');
    expect(screen.getByRole('textbox', { name: 'Card last 4' })).toHaveValue('');
    expect(moreFilters()).toHaveTextContent('More filters (1)');

    chips.getByRole('button', { name: 'Remove filter Currency: Yen' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('currency'));
    expect(moreFilters()).toHaveTextContent(/^More filters$/);
  });

  it('speaks Turkish', () => {
    renderKit(<LookupBar />, { route: `/list?from=${TODAY}&to=${TODAY}&cardLast4=1234&currency=EUR&page=1`, language: 'tr' });
    expect(screen.getByRole('button', { name: 'Diğer filtreler (1)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { name: 'Etkin filtreler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Card last 4: 1234 filtresini kaldır' })).toBeInTheDocument();
    expect(screen.getByText(/için sonuç bulunamadı\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Son 90 günde ara' })).toBeInTheDocument();
  });
});

describe('an empty filtered result', () => {
  it('says what was searched and searches the last 90 days in one click, keeping the other filters', async () => {
    const user = userEvent.setup();
    renderKit(<LookupBar />, { route: `/list?from=${TODAY}&to=${TODAY}&cardLast4=1234&page=2` });
    expect(screen.getByText('Nothing found for Date: 02/07/2025; Card last 4: 1234.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search the last 90 days' }));
    // 90 days up to today on the user's clock: 4 April to 2 July.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(
      /^\?from=2025-04-04T12:00:00\.000Z&to=2025-07-02T12:00:00\.000Z&cardLast4=1234&page=1/,
    ));
    expect(screen.getByText('Nothing found for Date: 04/04/2025 – 02/07/2025; Card last 4: 1234.')).toBeInTheDocument();
    // The widest period already: nothing wider to offer.
    expect(screen.queryByRole('button', { name: 'Search the last 90 days' })).not.toBeInTheDocument();
  });

  it('says "No data" when nothing was filtered', () => {
    renderKit(<LookupBar />, { route: '/list?page=1' });
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });
});
