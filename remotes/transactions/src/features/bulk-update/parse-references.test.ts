/**
 * @jest-environment node
 */
import { BULK_UPDATE_LIMITS } from '@portal/contracts';
import { parsePastedReferences, parseReferenceCsv } from './parse-references';

describe('bulk update ids from a paste or a CSV file', () => {
  it('reads pasted ids one per line or separated by commas, semicolons and spaces, keeping order and repeats', () => {
    expect(parsePastedReferences('TX-1\r\nTX-2, TX-3;TX-4\tTX-5\n\n  TX-1  \n')).toEqual({ ok: true, references: ['TX-1', 'TX-2', 'TX-3', 'TX-4', 'TX-5', 'TX-1'] });
  });

  it('takes the id column of a CSV with a header, whatever its place, with quoted cells', () => {
    const csv = '\uFEFFmerchant,Transaction Id,amount\r\n"Blue, Bottle",TX-BBC-0001,10.00\r\nAcme,"TX-""Q""-2",3\r\n\r\n';
    expect(parseReferenceCsv(csv)).toEqual({ ok: true, references: ['TX-BBC-0001', 'TX-"Q"-2'] });
  });

  it('takes the first column of a CSV without a known header', () => {
    expect(parseReferenceCsv('TX-1,ignored\nTX-2;also\n')).toEqual({ ok: true, references: ['TX-1', 'TX-2'] });
  });

  it('refuses nothing to read, more ids than one request takes, and an id too long (naming its line)', () => {
    expect(parsePastedReferences(' \n , ')).toEqual({ ok: false, error: 'empty' });
    expect(parseReferenceCsv('id\n')).toEqual({ ok: false, error: 'empty' });
    const many = Array.from({ length: BULK_UPDATE_LIMITS.maxIds + 1 }, (_, i) => `TX-${i}`).join('\n');
    expect(parsePastedReferences(many)).toEqual({ ok: false, error: 'tooMany' });
    expect(parsePastedReferences(many.split('\n').slice(1).join('\n')).ok).toBe(true);
    expect(parseReferenceCsv(`id\nTX-1\n${'x'.repeat(BULK_UPDATE_LIMITS.referenceMaxLength + 1)}\n`)).toEqual({ ok: false, error: 'tooLong', line: 3 });
  });
});
