import { createHash } from 'node:crypto';
import { SEPA_COUNTRIES } from '@portal/contracts';

/**
 * The payee (name) check of a beneficiary's bank (ADR 0051): UK Confirmation of Payee for sort-code accounts and
 * the SEPA Verification of Payee for IBANs of SEPA countries; other accounts have no such scheme (NotNeeded).
 * The portal has no bank to ask here, so the answer is simulated deterministically, as the provider's answers are
 * (ADR 0046): the bank holds the account under the given name unless md5(account:name) starts with 0, 1 or 2
 * (3 in 16 do not match). A real scheme would replace `bankAnswer`; nothing else would change.
 */

export type PayeeStatus = 'NotNeeded' | 'Pending' | 'Success' | 'Failed';

interface Account {
  accountKind: 'iban' | 'accountNumber';
  country: string;
  iban: string | null;
  accountNumber: string | null;
  bankCode: string | null;
}

/** Whether the account's scheme has a payee check at all. */
export function payeeCheckApplies(account: Account): boolean {
  if (account.accountKind === 'iban') return SEPA_COUNTRIES.includes(account.country);
  return account.country === 'GB';
}

/** The status a new or changed account starts with: Pending until checked, NotNeeded without a scheme. */
export const initialPayeeStatus = (account: Account): PayeeStatus => (payeeCheckApplies(account) ? 'Pending' : 'NotNeeded');

/** The account as the bank keys it. */
export const accountKey = (a: Account): string =>
  a.accountKind === 'iban' ? a.iban! : `${a.bankCode}/${a.accountNumber}`;

/** The simulated bank's answer: does it hold this account under this name? */
export function bankAnswer(account: Account, name: string): 'Success' | 'Failed' {
  const normalised = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const first = createHash('md5').update(`${accountKey(account)}:${normalised}`).digest('hex')[0]!;
  return ['0', '1', '2'].includes(first) ? 'Failed' : 'Success';
}
