import { amountPlacesOf, resourceQueryOf, todayPickerRange, toMinorUnits, type ListState } from '@portal/kit';
import { LOOKUP_PAGES } from './lookup-pages';

// The lookup's list query is the kit's conversion of the lookup resource's filters (the platform's offers them all).
const lookupQueryOf = (state: ListState, timeZone: string, decimalPlaces: Record<string, number>) =>
  resourceQueryOf(LOOKUP_PAGES.platform.resource, state, { timeZone, decimalPlaces });

const state = (filters: ListState['filters'], change: Partial<ListState> = {}): ListState => ({
  filters, sort: { key: 'createdAt', direction: 'desc' }, pageIndex: 0, pageSize: 20, tab: null, cursor: null, ...change,
});
// The currency lookup's decimal places (user context); KWD is not in it: ISO 4217 gives 3.
const PLACES = { EUR: 2, GBP: 2, JPY: 0 };

describe('amounts typed in major units, sent in minor units', () => {
  it.each([
    ['JPY', '1500', 1500],
    ['JPY', '0', 0],
    ['EUR', '12.50', 1250],
    ['EUR', '12,5', 1250],
    ['EUR', '12', 1200],
    ['EUR', '0.01', 1],
    ['KWD', '1.234', 1234],
    ['KWD', '1,5', 1500],
    ['KWD', '7', 7000],
  ])('%s %s is %d minor units', (currency, text, minor) => {
    expect(lookupQueryOf(state({ currency, amountFrom: text, amountTo: text }), 'Europe/London', PLACES)).toMatchObject({ amountFrom: minor, amountTo: minor });
  });

  it.each([
    ['JPY', '12.5'],
    ['EUR', '10.005'],
    ['KWD', '1.2345'],
    [undefined, '3.999'],
  ])('refuses %s %s (more decimals than the currency has) instead of cutting it to another amount', (currency, text) => {
    const query = lookupQueryOf(state(currency ? { currency, amountFrom: text } : { amountFrom: text }), 'Europe/London', PLACES);
    expect(query).not.toHaveProperty('amountFrom');
  });

  it.each(['abc', '-5', '1.2.3', '1e3', '.5', ' '])('sends no amount for "%s"', (text) => {
    expect(toMinorUnits(text, 2)).toBeUndefined();
  });

  it('reads amounts in 2 decimals without one currency (none or several), else in that currency\'s', () => {
    expect(amountPlacesOf(undefined, PLACES)).toEqual({ places: 2, currency: undefined });
    expect(amountPlacesOf(['JPY', 'EUR'], PLACES)).toEqual({ places: 2, currency: undefined });
    expect(amountPlacesOf(['JPY'], PLACES)).toEqual({ places: 0, currency: 'JPY' });
    expect(amountPlacesOf('KWD', PLACES)).toEqual({ places: 3, currency: 'KWD' });
    // The lookup's own decimal places win over ISO 4217.
    expect(amountPlacesOf('KWD', { KWD: 2 })).toEqual({ places: 2, currency: 'KWD' });
    expect(lookupQueryOf(state({ currency: ['JPY', 'EUR'], amountTo: '12.50' }), 'UTC', PLACES).amountTo).toBe(1250);
  });
});

describe('the chosen days on the user clock', () => {
  it('become [start of the first day, start of the day after the last) in the user time zone', () => {
    const day = (d: string) => `${d}T12:00:00.000Z`;
    expect(lookupQueryOf(state({ from: day('2025-07-02'), to: day('2025-07-02') }), 'Asia/Tokyo', PLACES)).toMatchObject({
      from: '2025-07-01T15:00:00.000Z', to: '2025-07-02T15:00:00.000Z',
    });
    // London's clocks go forward on 30 March 2025: that day lasts 23 hours.
    expect(lookupQueryOf(state({ from: day('2025-03-30'), to: day('2025-03-30') }), 'Europe/London', PLACES)).toMatchObject({
      from: '2025-03-30T00:00:00.000Z', to: '2025-03-30T23:00:00.000Z',
    });
    expect(lookupQueryOf(state({ from: day('2025-06-01'), to: day('2025-06-07') }), 'America/New_York', PLACES)).toMatchObject({
      from: '2025-06-01T04:00:00.000Z', to: '2025-06-08T04:00:00.000Z',
    });
  });

  describe('today', () => {
    afterEach(() => jest.useRealTimers());

    it('is the day on the user clock, not on UTC', () => {
      // 20:00 UTC on 1 July is already 2 July in Tokyo and still 1 July in New York.
      jest.useFakeTimers({ now: new Date('2025-07-01T20:00:00Z') });
      expect(todayPickerRange('Asia/Tokyo')).toEqual({ from: '2025-07-02T12:00:00.000Z', to: '2025-07-02T12:00:00.000Z' });
      expect(todayPickerRange('America/New_York')).toEqual({ from: '2025-07-01T12:00:00.000Z', to: '2025-07-01T12:00:00.000Z' });
      expect(lookupQueryOf(state(todayPickerRange('Asia/Tokyo')), 'Asia/Tokyo', PLACES)).toMatchObject({
        from: '2025-07-01T15:00:00.000Z', to: '2025-07-02T15:00:00.000Z',
      });
    });
  });
});

describe('the rest of the query', () => {
  it('sends card first 6 and last 4, lists and texts as typed, and drops empty values', () => {
    const query = lookupQueryOf(state({
      cardFirst6: '411111', cardLast4: '1000', status: ['Captured', 'Declined'], type: 'Refund', customerEmail: 'a@b.test',
      externalId: '', websiteId: [], paymentMethod: ['', ' '], amountFrom: '', currency: '  ',
    }), 'UTC', PLACES);
    expect(query).toEqual({
      cardFirst6: '411111', cardLast4: '1000', status: ['Captured', 'Declined'], type: ['Refund'], customerEmail: 'a@b.test',
      sortField: 'createdAt', sortDirection: 'desc', pageIndex: 0, pageSize: 20,
    });
  });

  it('sends the page cursor in createdAt order only (the server keyset-pages nothing else)', () => {
    expect(lookupQueryOf(state({}, { pageIndex: 2, cursor: 'c3' }), 'UTC', PLACES)).toMatchObject({ pageIndex: 2, cursor: 'c3' });
    expect(lookupQueryOf(state({}, { pageIndex: 2, cursor: 'c3', sort: null }), 'UTC', PLACES)).toMatchObject({ cursor: 'c3' });
    const byAmount = lookupQueryOf(state({}, { pageIndex: 2, cursor: 'c3', sort: { key: 'amount', direction: 'asc' } }), 'UTC', PLACES);
    expect(byAmount).toMatchObject({ pageIndex: 2, sortField: 'amount' });
    expect(byAmount).not.toHaveProperty('cursor');
  });
});
