/**
 * @jest-environment node
 */
import { abaChecksumOk, BANK_ACCOUNT_MESSAGES as M, domesticAccountProblem, IBAN_LENGTHS, ibanMod97, ibanProblem, problemText } from '@portal/contracts';

/** The account rules the beneficiary form and the server share (ADR 0051). */
describe('IBAN rules: characters, country length, mod 97', () => {
  // Published example IBANs (ECBS / national banks' samples), one per country of the portal's tenants.
  const VALID = ['GB82 WEST 1234 5698 7654 32', 'DE89370400440532013000', 'TR330006100519786457841326', 'FR1420041010050500013M02606', 'NL91ABNA0417164300'];

  it.each(VALID)('accepts %s (spaces and lower case allowed)', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(ibanProblem(iban.toLowerCase())).toBeNull();
  });

  it('finds a one-character typo and a swap of two neighbours by the check digits', () => {
    expect(ibanProblem('GB82WEST12345698765433')?.message).toBe(M.ibanChecksum);
    expect(ibanProblem('GB82WEST12345689765432')?.message).toBe(M.ibanChecksum);
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1);
  });

  it("names the country's length, and an unknown country", () => {
    const short = ibanProblem('DE8937040044053201300')!;
    expect(problemText(short)).toBe(`A DE IBAN has ${IBAN_LENGTHS.DE} characters`);
    expect(problemText(ibanProblem('QQ89370400440532013000')!)).toBe('No IBAN country starts with QQ');
    expect(ibanProblem('GB82-WEST')?.message).toBe(M.ibanCharacters);
    expect(ibanProblem('  ')?.message).toBe(M.ibanRequired);
  });
});

describe('domestic accounts: GB sort code and account number, US routing number checksum', () => {
  it('accepts a GB account of 8 digits with a 6-digit sort code (dashes and spaces allowed)', () => {
    expect(domesticAccountProblem('GB', '3192 6819', '60-16-13')).toBeNull();
  });

  it('refuses the wrong shapes with the field they are about', () => {
    expect(domesticAccountProblem('GB', '1234567', '601613')).toEqual({ field: 'accountNumber', problem: { message: M.accountNumberShape, params: { country: 'GB', digits: '8' } } });
    expect(domesticAccountProblem('GB', '31926819', '6016')?.problem.message).toBe(M.sortCodeShape);
    expect(domesticAccountProblem('US', '123', '021000021')?.field).toBe('accountNumber');
    expect(problemText(domesticAccountProblem('DE', '31926819', '37040044')!.problem)).toBe('Pay DE accounts by IBAN');
  });

  it('checks the ABA routing checksum (3-7-1 weights)', () => {
    expect(abaChecksumOk('021000021')).toBe(true);
    expect(abaChecksumOk('011000015')).toBe(true);
    expect(abaChecksumOk('021000022')).toBe(false);
    expect(domesticAccountProblem('US', '000123456789', '021000021')).toBeNull();
    expect(domesticAccountProblem('US', '000123456789', '021000022')?.problem.message).toBe(M.routingChecksum);
  });
});
