/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { DATE_RANGE_PRESETS } from './field-definition';
import { presetLabel, presetRange } from './editors/date-range-presets';
import { FORM_KIT_TEXTS, formKitTr } from './form-texts';

describe('field kit texts', () => {
  it('has a Turkish text for every English one, with the same placeholders', () => {
    for (const text of Object.values(FORM_KIT_TEXTS)) {
      expect(formKitTr[text]).toBeTruthy();
      expect(formKitTr[text].match(/\{\{\w+\}\}/g)).toEqual(text.match(/\{\{\w+\}\}/g));
    }
  });

  it('uses the spec text of the reject dialog exactly', () => {
    expect(FORM_KIT_TEXTS.rejectReasonRequired).toBe('Reject reason is required');
  });
});

describe('date range presets', () => {
  const now = dayjs('2024-03-15T10:30:00');
  const days = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((day) => day.format('YYYY-MM-DD HH:mm'));

  it('span whole days up to the end of today', () => {
    expect(days(presetRange('today', now))).toEqual(['2024-03-15 00:00', '2024-03-15 23:59']);
    expect(days(presetRange('yesterday', now))).toEqual(['2024-03-14 00:00', '2024-03-14 23:59']);
    expect(days(presetRange('last7Days', now))).toEqual(['2024-03-09 00:00', '2024-03-15 23:59']);
    expect(days(presetRange('last30Days', now))).toEqual(['2024-02-15 00:00', '2024-03-15 23:59']);
    expect(days(presetRange('thisMonth', now))).toEqual(['2024-03-01 00:00', '2024-03-15 23:59']);
    expect(days(presetRange('lastMonth', now))).toEqual(['2024-02-01 00:00', '2024-02-29 23:59']);
  });

  it('each has a label text', () => {
    for (const preset of DATE_RANGE_PRESETS) expect(Object.values(FORM_KIT_TEXTS)).toContain(presetLabel(preset));
  });
});
