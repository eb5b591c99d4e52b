import { renderHook, waitFor } from '@testing-library/react';
import type { FieldDefinition } from '../fields';
import { loadSchemaErrors } from '../fields/load-schema-errors';
import type { ListFilters } from '../list/list-state';
import { useFiltersValid } from './use-filters-valid';

// The real loader, watched: whether a check loaded the schema's file (and yup with it).
jest.mock('../fields/load-schema-errors', () => {
  const actual = jest.requireActual<typeof import('../fields/load-schema-errors')>('../fields/load-schema-errors');
  return { loadSchemaErrors: jest.fn(actual.loadSchemaErrors) };
});

const FIELDS: FieldDefinition[] = [
  { name: 'period', label: 'Period', type: 'dateRangePicker', startDateName: 'startDate', endDateName: 'endDate', maxDaysSelected: 7, validations: [{ name: 'required', message: 'Pick a period' }] },
  { name: 'url', label: 'URL contains', type: 'input', validations: [{ name: 'maxLength', value: 5, message: 'At most 5 characters' }] },
];
const DEFAULTS: ListFilters = { startDate: '2026-11-24T12:00:00.000Z', endDate: '2026-11-30T12:00:00.000Z' };

const check = (filters: ListFilters) => renderHook(({ value }) => useFiltersValid(FIELDS, value, DEFAULTS), { initialProps: { value: filters } });

describe('useFiltersValid: a list\'s filters checked as its filter bar checks them', () => {
  beforeEach(() => jest.mocked(loadSchemaErrors).mockClear());

  it('passes the list\'s defaults at once, written in any order, without loading the checks', () => {
    const { result, rerender } = check(DEFAULTS);
    expect(result.current).toBe(true);
    rerender({ value: { endDate: '2026-11-30T12:00:00.000Z', url: ' ', startDate: '2026-11-24T12:00:00.000Z' } });
    expect(result.current).toBe(true);
    expect(loadSchemaErrors).not.toHaveBeenCalled();
  });

  it('refuses a link\'s period longer than the field allows, once the checks have run', async () => {
    const { result } = check({ startDate: '2026-11-01T12:00:00.000Z', endDate: '2026-11-20T12:00:00.000Z' });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(false));
    expect(loadSchemaErrors).toHaveBeenCalled();
  });

  it('passes other valid filters after the check, and checks again when they change', async () => {
    const { result, rerender } = check({ ...DEFAULTS, url: 'pay' });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ value: { ...DEFAULTS, url: 'too long' } });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(false));
    // The same filters in a new object: the answer stands, nothing is asked again.
    const calls = jest.mocked(loadSchemaErrors).mock.calls.length;
    rerender({ value: { url: 'too long', ...DEFAULTS } });
    expect(result.current).toBe(false);
    expect(loadSchemaErrors).toHaveBeenCalledTimes(calls);
  });
});
