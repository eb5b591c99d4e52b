/**
 * @jest-environment node
 */
import { amountRange, dayRange, defineResource, flag, idsOf, oneOf, text } from '@portal/contracts';
import { defaultListState, type ListState } from '../list/list-state';
import { amountPlacesOf, listFiltersOf, resourceQueryOf, todayPickerRange } from './resource-query';

const PAYMENTS = defineResource({
  key: 'payments', path: 'test/payments', title: 'Payment', tag: 'Test',
  row: { type: 'object', properties: { id: { type: 'string' } } },
  operations: ['list'],
  filters: {
    search: text('Search'),
    status: oneOf('Status', ['Open', 'Closed']),
    types: oneOf('Types', ['Sale', 'Refund'], { multiple: true }),
    merchantIds: idsOf('merchants', 'Merchants'),
    currency: idsOf('currencies', 'Currency'),
    created: dayRange('Created', { from: 'createdFrom', to: 'createdTo' }),
    amount: amountRange('Amount', { currencyFilter: 'currency' }),
    isActive: flag('Active'),
  },
  sorts: ['createdAt'], defaultSort: { key: 'createdAt', direction: 'desc' }, paging: 'keyset', modeScoped: false, scope: 'global',
});

const noon = (day: string) => `${day}T12:00:00.000Z`;
const state = (filters: ListState['filters'], more: Partial<ListState> = {}): ListState => ({ ...defaultListState({ filterKeys: [] }), filters, ...more });
const places = { EUR: 2, JPY: 0, KWD: 3 };

describe('resourceQueryOf: the one URL -> query conversion', () => {
  const cases: Array<[string, string, ListState['filters'], Record<string, unknown>]> = [
    ['a text, trimmed', 'UTC', { search: '  acme ' }, { search: 'acme' }],
    ['one of, single', 'UTC', { status: 'Open' }, { status: 'Open' }],
    ['one of, multiple: always a list', 'UTC', { types: 'Sale' }, { types: ['Sale'] }],
    ['ids of a lookup', 'UTC', { merchantIds: ['m1', 'm2'] }, { merchantIds: ['m1', 'm2'] }],
    ['a flag', 'UTC', { isActive: 'false' }, { isActive: false }],
    ['days in London, spring forward (23-hour day)', 'Europe/London', { createdFrom: noon('2026-03-29'), createdTo: noon('2026-03-29') },
      { createdFrom: '2026-03-29T00:00:00.000Z', createdTo: '2026-03-29T23:00:00.000Z' }],
    ['days in London, fall back (25-hour day)', 'Europe/London', { createdFrom: noon('2026-10-25'), createdTo: noon('2026-10-25') },
      { createdFrom: '2026-10-24T23:00:00.000Z', createdTo: '2026-10-26T00:00:00.000Z' }],
    ['days in Istanbul (UTC+3 all year) on the same day', 'Europe/Istanbul', { createdFrom: noon('2026-03-29'), createdTo: noon('2026-03-30') },
      { createdFrom: '2026-03-28T21:00:00.000Z', createdTo: '2026-03-30T21:00:00.000Z' }],
    ['an amount without a currency: 2 places', 'UTC', { amountFrom: '12.5', amountTo: '100' }, { amountFrom: 1250, amountTo: 10000 }],
    ['an amount in JPY: 0 places', 'UTC', { currency: 'JPY', amountFrom: '1500' }, { currency: ['JPY'], amountFrom: 1500 }],
    ['an amount in KWD: 3 places', 'UTC', { currency: 'KWD', amountTo: '1,250' }, { currency: ['KWD'], amountTo: 1250 }],
  ];

  it.each(cases)('%s', (_name, timeZone, filters, expected) => {
    const query = resourceQueryOf(PAYMENTS, state(filters), { timeZone, decimalPlaces: places });
    const { sortField: _f, sortDirection: _d, pageIndex: _i, pageSize: _s, ...filterPart } = query;
    expect(filterPart).toEqual(expected);
    // And back: the query's filters give the same query again (the picker's noon days, major-unit text).
    const again = resourceQueryOf(PAYMENTS, state(listFiltersOf(PAYMENTS, query, timeZone, places)), { timeZone, decimalPlaces: places });
    expect(again).toEqual(query);
  });

  it('sends the sort, the page and (keyset paging) the cursor; empty filters send nothing', () => {
    const query = resourceQueryOf(PAYMENTS, state({ search: '   ', types: [] }, { sort: { key: 'createdAt', direction: 'asc' }, pageIndex: 2, pageSize: 50, cursor: 'c2' }), { timeZone: 'UTC' });
    expect(query).toEqual({ sortField: 'createdAt', sortDirection: 'asc', pageIndex: 2, pageSize: 50, cursor: 'c2' });
  });

  it('keeps the cursor to the sorts the server pages by keyset (an edited link under another sort goes by offset)', () => {
    const byKeyset = { ...PAYMENTS, sorts: ['createdAt', 'amount'], keysetSorts: ['createdAt'] };
    const at = (sort: ListState['sort']) => resourceQueryOf(byKeyset, state({}, { sort, pageIndex: 2, cursor: 'c3' }), { timeZone: 'UTC' });
    expect(at({ key: 'createdAt', direction: 'asc' }).cursor).toBe('c3');
    // No sort in the URL: the default sort's.
    expect(at(null).cursor).toBe('c3');
    expect(at({ key: 'amount', direction: 'asc' })).not.toHaveProperty('cursor');
    expect(at({ key: 'amount', direction: 'asc' }).pageIndex).toBe(2);
  });

  it('refuses an amount with more decimals than its currency has (never rounds it)', () => {
    const query = resourceQueryOf(PAYMENTS, state({ currency: 'JPY', amountFrom: '10.5' }), { timeZone: 'UTC', decimalPlaces: (code) => (code === 'JPY' ? 0 : 2) });
    expect(query.amountFrom).toBeUndefined();
  });

  it('reads several currencies as 2 places', () => {
    const query = resourceQueryOf(PAYMENTS, state({ currency: ['JPY', 'EUR'], amountFrom: '1.25' }), { timeZone: 'UTC', decimalPlaces: places });
    expect(query.amountFrom).toBe(125);
  });
});

describe('amountPlacesOf and todayPickerRange', () => {
  it('reads an amount in the places of the one currency chosen, else 2', () => {
    expect(amountPlacesOf(undefined, places)).toEqual({ places: 2, currency: undefined });
    expect(amountPlacesOf(['JPY', 'EUR'], places)).toEqual({ places: 2, currency: undefined });
    expect(amountPlacesOf(['JPY'], places)).toEqual({ places: 0, currency: 'JPY' });
    // ISO 4217 when the lookup does not know the currency.
    expect(amountPlacesOf('BHD', places)).toEqual({ places: 3, currency: 'BHD' });
  });

  it('gives today on the user clock as the picker keeps it', () => {
    // 20:00 UTC on 1 July is already 2 July in Tokyo.
    expect(todayPickerRange('Asia/Tokyo', new Date('2025-07-01T20:00:00Z'))).toEqual({ from: noon('2025-07-02'), to: noon('2025-07-02') });
    expect(todayPickerRange('America/New_York', new Date('2025-07-01T20:00:00Z'))).toEqual({ from: noon('2025-07-01'), to: noon('2025-07-01') });
  });
});

describe('listFiltersOf: the query back to the URL', () => {
  it('gives the picker days on the user clock and amounts in major units', () => {
    expect(listFiltersOf(PAYMENTS, { createdFrom: '2026-03-28T21:00:00.000Z', createdTo: '2026-03-30T21:00:00.000Z', amountFrom: 1250, isActive: true }, 'Europe/Istanbul'))
      .toEqual({ createdFrom: noon('2026-03-29'), createdTo: noon('2026-03-30'), amountFrom: '12.50', isActive: 'true' });
  });
});
