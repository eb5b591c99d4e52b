/**
 * @jest-environment node
 */
import { BANK_ORDER_MESSAGES, csvValues, parseBankOrderCsv } from '@portal/contracts';
import { checkBankOrder } from './bank-order-check';

const PLACES = { EUR: 2, JPY: 0, KWD: 3 };
const file = (...lines: string[]) => ['date,reference,amount,currency,payer', ...lines].join('\r\n');

describe('bank order CSV (issue 13 part C)', () => {
  it('reads good lines in minor units of their currency, with their line numbers', () => {
    const parsed = parseBankOrderCsv(`\uFEFF${file('2025-07-01,TX-1,12.5,eur,"Carter, James"', '2025-07-01,TX-2,1500,JPY,Ada', '2025-07-01,TX-3,1.005,KWD,Bo')}\r\n\r\n`, PLACES);
    expect(parsed.error).toBeNull();
    expect(parsed.lines.map((l) => [l.lineNumber, l.reference, l.amount, l.currency, l.payer, l.error])).toEqual([
      [2, 'TX-1', 1250, 'EUR', 'Carter, James', null], [3, 'TX-2', 1500, 'JPY', 'Ada', null], [4, 'TX-3', 1005, 'KWD', 'Bo', null],
    ]);
  });

  it('names each bad line and why, and keeps the others', () => {
    const check = checkBankOrder(file(
      '2025-07-01,TX-1,10.00,EUR,Ada',
      '2025-02-30,TX-2,10.00,EUR,Ada',
      '2025-07-01,,10.00,EUR,Ada',
      '2025-07-01,TX-4,10.001,EUR,Ada',
      '2025-07-01,TX-5,0,EUR,Ada',
      '2025-07-01,TX-6,10,XYZ,Ada',
      '2025-07-01,TX-7,10,EUR',
      '2025-07-01,TX-8,12.5,JPY,Ada',
      '2025-07-01,TX-9,-3,EUR,Ada',
    ), PLACES);
    expect(check.fileError).toBeNull();
    expect(check.lines).toBe(9);
    expect(check.bad.map((l) => [l.lineNumber, l.error])).toEqual([
      [3, { text: BANK_ORDER_MESSAGES.date }],
      [4, { text: BANK_ORDER_MESSAGES.reference }],
      [5, { text: BANK_ORDER_MESSAGES.amount, params: { places: 2, currency: 'EUR' } }],
      [6, { text: BANK_ORDER_MESSAGES.amount, params: { places: 2, currency: 'EUR' } }],
      [7, { text: BANK_ORDER_MESSAGES.currency, params: { currency: 'XYZ' } }],
      [8, { text: BANK_ORDER_MESSAGES.values, params: { found: 4 } }],
      [9, { text: BANK_ORDER_MESSAGES.amount, params: { places: 0, currency: 'JPY' } }],
      [10, { text: BANK_ORDER_MESSAGES.amount, params: { places: 2, currency: 'EUR' } }],
    ]);
  });

  it('refuses a file without the header, without lines, or too long', () => {
    expect(checkBankOrder('reference,amount\r\nTX-1,10', PLACES).fileError).toEqual({ text: BANK_ORDER_MESSAGES.header });
    expect(checkBankOrder('date,reference,amount,currency,payer\r\n', PLACES).fileError).toEqual({ text: BANK_ORDER_MESSAGES.empty });
    const long = file(...Array.from({ length: 5001 }, (_, i) => `2025-07-01,TX-${i},1,EUR,Ada`));
    expect(checkBankOrder(long, PLACES).fileError).toEqual({ text: BANK_ORDER_MESSAGES.tooMany, params: { max: 5000 } });
  });

  it('splits quoted values as RFC 4180 writes them', () => {
    expect(csvValues('a,"b, c","say ""hi""", d ')).toEqual(['a', 'b, c', 'say "hi"', 'd']);
  });
});
