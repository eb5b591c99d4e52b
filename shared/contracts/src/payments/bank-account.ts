/**
 * Beneficiary bank accounts (issue 13, ADR 0051): an IBAN (ISO 13616: the country's length, then the mod-97
 * check), or a domestic account number with its bank code where the country pays by those (GB: 8-digit account
 * and 6-digit sort code; US: 4-17 digit account and a 9-digit ABA routing number with its checksum). The browser
 * and the server run these same functions; the messages are the ones both show.
 */

/** IBAN lengths per country (SWIFT IBAN registry), for the countries the portal's merchants pay to. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31,
  NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TR: 26,
};

/** The SEPA countries of the table: their banks answer a payee (name) check (Verification of Payee). */
export const SEPA_COUNTRIES: readonly string[] = [
  'AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI', 'GR', 'HR', 'HU', 'IE', 'IS',
  'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM',
];

/** Countries paid by a domestic account number and bank code instead of an IBAN. */
export const ACCOUNT_NUMBER_COUNTRIES = ['GB', 'US'] as const;
export type AccountNumberCountry = (typeof ACCOUNT_NUMBER_COUNTRIES)[number];

export const BANK_ACCOUNT_MESSAGES = {
  ibanRequired: 'Enter an IBAN',
  ibanCharacters: 'An IBAN has only letters and digits',
  ibanCountry: 'No IBAN country starts with {{country}}',
  ibanLength: 'A {{country}} IBAN has {{length}} characters',
  ibanChecksum: 'The IBAN check digits do not match: check for a typo',
  accountNumberRequired: 'Enter an account number',
  accountNumberShape: 'A {{country}} account number has {{digits}} digits',
  bankCodeRequired: 'Enter the bank code',
  sortCodeShape: 'A sort code has 6 digits',
  routingShape: 'A routing number has 9 digits',
  routingChecksum: 'The routing number check digit does not match: check for a typo',
  countryNotPaidByAccount: 'Pay {{country}} accounts by IBAN',
} as const;

export interface BankAccountProblem {
  message: (typeof BANK_ACCOUNT_MESSAGES)[keyof typeof BANK_ACCOUNT_MESSAGES];
  params?: Record<string, string | number>;
}

/** An IBAN as stored: spaces removed, capitals. */
export const normaliseIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** ISO 7064 mod 97-10 of an IBAN: its first four characters moved to the end, letters as 10-35. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Why an IBAN is not valid (null when it is): characters, country, the country's length, mod 97 = 1. */
export function ibanProblem(text: string): BankAccountProblem | null {
  const iban = normaliseIban(text);
  if (!iban) return { message: BANK_ACCOUNT_MESSAGES.ibanRequired };
  if (!/^[A-Z0-9]+$/.test(iban)) return { message: BANK_ACCOUNT_MESSAGES.ibanCharacters };
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (!/^[A-Z]{2}[0-9]{2}/.test(iban) || length === undefined) return { message: BANK_ACCOUNT_MESSAGES.ibanCountry, params: { country } };
  if (iban.length !== length) return { message: BANK_ACCOUNT_MESSAGES.ibanLength, params: { country, length } };
  if (ibanMod97(iban) !== 1) return { message: BANK_ACCOUNT_MESSAGES.ibanChecksum };
  return null;
}

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function abaChecksumOk(routing: string): boolean {
  const d = [...routing].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

/** Digits of a domestic account field as stored: spaces and dashes dropped ("12-34-56" -> "123456"). */
export const accountDigits = (text: string | null | undefined): string => (text ?? '').replace(/[\s-]+/g, '');

/** Why a domestic account number is not valid for `country` (null when it is). */
export function accountNumberProblem(country: string, text: string): BankAccountProblem | null {
  const accountNumber = accountDigits(text);
  if (country !== 'GB' && country !== 'US') return { message: BANK_ACCOUNT_MESSAGES.countryNotPaidByAccount, params: { country } };
  if (!accountNumber) return { message: BANK_ACCOUNT_MESSAGES.accountNumberRequired };
  const shape = country === 'GB' ? /^\d{8}$/ : /^\d{4,17}$/;
  return shape.test(accountNumber) ? null : { message: BANK_ACCOUNT_MESSAGES.accountNumberShape, params: { country, digits: country === 'GB' ? '8' : '4-17' } };
}

/** Why a sort code (GB) or routing number (US) is not valid (null when it is). */
export function bankCodeProblem(country: string, text: string): BankAccountProblem | null {
  const bankCode = accountDigits(text);
  if (country !== 'GB' && country !== 'US') return { message: BANK_ACCOUNT_MESSAGES.countryNotPaidByAccount, params: { country } };
  if (!bankCode) return { message: BANK_ACCOUNT_MESSAGES.bankCodeRequired };
  if (country === 'GB') return /^\d{6}$/.test(bankCode) ? null : { message: BANK_ACCOUNT_MESSAGES.sortCodeShape };
  if (!/^\d{9}$/.test(bankCode)) return { message: BANK_ACCOUNT_MESSAGES.routingShape };
  return abaChecksumOk(bankCode) ? null : { message: BANK_ACCOUNT_MESSAGES.routingChecksum };
}

/** The first problem of a domestic account (null when it is valid), and which field it is about. */
export function domesticAccountProblem(country: string, accountNumber: string, bankCode: string): {
  field: 'accountNumber' | 'bankCode'; problem: BankAccountProblem;
} | null {
  const number = accountNumberProblem(country, accountNumber);
  if (number) return { field: 'accountNumber', problem: number };
  const code = bankCodeProblem(country, bankCode);
  return code ? { field: 'bankCode', problem: code } : null;
}

/** A problem as one English sentence (the server's 422 body; the browser translates the message with its params). */
export const problemText = (p: BankAccountProblem): string =>
  Object.entries(p.params ?? {}).reduce<string>((text, [k, v]) => text.replace(`{{${k}}}`, String(v)), p.message);
