import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { FieldDefinition } from '../fields';
import { useListState } from '../list/use-list-state';
import { renderKit } from '../test-support/render-kit';
import { FilterBar } from './FilterBar';
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
