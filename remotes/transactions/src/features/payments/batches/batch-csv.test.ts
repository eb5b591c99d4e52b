import { BANK_ACCOUNT_MESSAGES, BATCH_PAYMENT_MESSAGES as M, batchLineText, batchTotals, parseBatchPaymentCsv } from '@portal/contracts';
import { translatedRefusal } from './BatchPaymentPage';

/** The batch file's reader, shared by the batch page and the server (ADR 0054). */
describe('batch payment CSV: header, each line against the beneficiary rules, totals', () => {
  const places = { GBP: 2, EUR: 2, JPY: 0, USD: 2 };
  const header = 'name,iban,country,accountNumber,bankCode,currency,amount,reference';

  it('reads IBAN and domestic lines, quoted values and a BOM, and totals per currency', () => {
    const parsed = parseBatchPaymentCsv(`\uFEFF${header}\r\n"Roasters, Ltd",gb82 west 1234 5698 7654 32,,,,GBP,12.50,INV-1\r\nSeattle Beans,,US,000123456789,021000021,USD,7,INV-2\nYen Tea,,,,,JPY,1,x\n`, places);
    if (parsed.error) throw new Error('no file error expected');
    expect(parsed.lines.map((l) => [l.lineNumber, l.name, l.accountKind, l.iban ?? l.accountNumber, l.amount, l.error?.text ?? null])).toEqual([
      [2, 'Roasters, Ltd', 'iban', 'GB82WEST12345698765432', 1250, null],
      [3, 'Seattle Beans', 'accountNumber', '000123456789', 700, null],
      [4, 'Yen Tea', 'accountNumber', null, 0, M.account],
    ]);
    expect(batchTotals(parsed.lines)).toEqual([{ currency: 'GBP', amount: 1250, count: 1 }, { currency: 'USD', amount: 700, count: 1 }]);
  });

  it('names each bad line by its number and why, the others stay good', () => {
    const parsed = parseBatchPaymentCsv([header,
      'A,GB82WEST12345698765433,,,,GBP,1.00,r',
      'B,,GB,12345678,12345,GBP,1.00,r',
      'C,GB82WEST12345698765432,,,,XXX,1.00,r',
      'D,GB82WEST12345698765432,,,,JPY,1.5,r',
      'E,GB82WEST12345698765432,,,,GBP,1.00,' + 'r'.repeat(36),
      ',GB82WEST12345698765432,,,,GBP,1.00,r',
      'G,GB82WEST12345698765432,,,,GBP,1.00',
      'H,GB82WEST12345698765432,,,,GBP,0,r',
    ].join('\n'), places);
    if (parsed.error) throw new Error('no file error expected');
    expect(parsed.lines.map(batchLineText)).toEqual([
      `Line 2: ${BANK_ACCOUNT_MESSAGES.ibanChecksum}`,
      `Line 3: ${BANK_ACCOUNT_MESSAGES.sortCodeShape}`,
      'Line 4: Unknown currency XXX',
      'Line 5: The amount must be above zero with at most 0 decimals for JPY',
      `Line 6: ${M.reference}`,
      `Line 7: ${M.name}`,
      'Line 8: Expected 8 values, found 7',
      'Line 9: The amount must be above zero with at most 2 decimals for GBP',
    ]);
  });

  it('refuses a file without its header, without lines or with too many', () => {
    expect(parseBatchPaymentCsv('name,amount\nA,1', places).error?.text).toBe(M.header);
    expect(parseBatchPaymentCsv(`${header}\n\n`, places).error?.text).toBe(M.empty);
    const many = [header, ...Array.from({ length: 501 }, () => 'A,GB82WEST12345698765432,,,,GBP,1.00,r')].join('\n');
    expect(parseBatchPaymentCsv(many, places).error).toEqual({ text: M.tooMany, params: { max: 500 } });
  });
});

describe("the server's line refusals in the user's language", () => {
  it('translates the line pattern and the rule inside it', () => {
    const tr: Record<string, string> = { 'Line {{line}}: {{reason}}': 'Satır {{line}}: {{reason}}', 'The payee check failed: the name does not match the account': 'Alıcı denetimi başarısız' };
    const t = (text: string, params: Record<string, string | number> = {}) =>
      Object.entries(params).reduce((out, [k, v]) => out.replace(`{{${k}}}`, String(v)), tr[text] ?? text);
    expect(translatedRefusal('Line 3: The payee check failed: the name does not match the account', t)).toBe('Satır 3: Alıcı denetimi başarısız');
    expect(translatedRefusal('Some other refusal', t)).toBe('Some other refusal');
  });
});
