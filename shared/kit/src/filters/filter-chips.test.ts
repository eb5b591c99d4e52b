import type { FieldDefinition } from '../fields';
import { filterChipsOf } from './filter-chips';

const same = (text: string) => text;

describe('a filter chip of a date and time', () => {
  const field: FieldDefinition = { name: 'at', label: 'At', type: 'date', showTimePicker: true };

  it("writes the time on the clock its field picks it on (the profile's), as the picker shows it", () => {
    // 01:25 UTC is 10:25 in Tokyo.
    expect(filterChipsOf([{ ...field, timeZone: 'Asia/Tokyo' }], { at: '2025-07-15T01:25:00.000Z' }, same).map((c) => c.text))
      .toEqual(['At: 15/07/2025 10:25']);
    expect(filterChipsOf([{ ...field, timeZone: 'America/New_York' }], { at: '2025-07-15T01:25:00.000Z' }, same).map((c) => c.text))
      .toEqual(['At: 14/07/2025 21:25']);
  });

  it('writes a day alone for a date-only field, whatever the zone', () => {
    const day: FieldDefinition = { name: 'on', label: 'On', type: 'date', timeZone: 'Asia/Tokyo' };
    expect(filterChipsOf([day], { on: '2025-07-15T12:00:00.000Z' }, same).map((c) => c.text)).toEqual(['On: 15/07/2025']);
  });
});
