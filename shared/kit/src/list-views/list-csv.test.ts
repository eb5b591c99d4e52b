import type { ColumnDef } from '../columns/column-def';
import { csvValueOf, exportedColumns, listCsv } from './list-csv';

interface Deal { id: string; name: string; amount: number; currency: string; closesOn: string; updatedAt: string; state: string; count: number }
const columns: ColumnDef<Deal>[] = [
  { key: 'name', title: 'Name', value: (r) => r.name, render: (r) => r.name.toUpperCase() },
  { key: 'amount', title: 'Amount', kind: 'money', value: (r) => r.amount, currency: (r) => r.currency },
  { key: 'updatedAt', title: 'Updated', kind: 'dateTime', value: (r) => r.updatedAt },
  { key: 'state', title: 'State', kind: 'status', value: (r) => r.state, label: (v) => (v === 'Won' ? 'Kazanıldı' : v) },
  { key: 'count', title: 'Payments', kind: 'count', value: (r) => r.count },
  { key: '__actions', title: 'Actions', kind: 'actions', value: () => null },
];
const deal: Deal = { id: 'd1', name: '=HYPERLINK("x")', amount: 1234567, currency: 'JPY', closesOn: '2026-12-01', updatedAt: '2026-11-30T22:30:00.000Z', state: 'Won', count: 12000 };

describe('a list written as CSV', () => {
  it('writes values plainly: amounts in major units with their code, dates on the profile clock, statuses by label', () => {
    const zone = 'Europe/Istanbul';
    expect(csvValueOf(columns[1]!, deal, zone)).toBe('1234567 JPY');
    expect(csvValueOf(columns[1]!, { ...deal, amount: -1505, currency: 'GBP' }, zone)).toBe('-15.05 GBP');
    // 22:30 UTC is 01:30 the next day in Istanbul: the file says what the screen says.
    expect(csvValueOf(columns[2]!, deal, zone)).toBe('01/12/2026 01:30');
    expect(csvValueOf(columns[3]!, deal, zone)).toBe('Kazanıldı');
    expect(csvValueOf(columns[4]!, deal, zone)).toBe(12000);
    // A calendar day stays its day on a clock far ahead of UTC, and its title names no zone.
    const closes: ColumnDef<Deal> = { key: 'closesOn', title: 'Closes', kind: 'day', value: (r) => r.closesOn };
    expect(csvValueOf(closes, deal, 'Pacific/Kiritimati')).toBe('01/12/2026');
    expect(listCsv([closes], [deal], { translate: (t) => t, timeZone: 'Pacific/Kiritimati' }).split('\r\n')[0]).toBe('Closes');
  });

  it("writes the shown columns only, titles translated, the dates' zone named, and a formula never runs", () => {
    const shown = exportedColumns(columns, ['amount', 'name', 'updatedAt', '__actions']);
    expect(shown.map((c) => c.key)).toEqual(['name', 'amount', 'updatedAt']);
    const text = listCsv(shown, [deal], { translate: (t) => (t === 'Name' ? 'Ad' : t), timeZone: 'Europe/Istanbul' });
    expect(text).toBe('Ad,Amount,Updated (Europe/Istanbul)\r\n"\'=HYPERLINK(""x"")",1234567 JPY,01/12/2026 01:30\r\n');
  });
});
